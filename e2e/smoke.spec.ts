import { expect, pathTo, test } from './fixtures';

// The first end-to-end tests: the built app, served by the real server, in a
// real Chromium. Every test also fails on a console error, an uncaught
// exception or a Content-Security-Policy violation (fixtures.ts).

test('the landing page renders', async ({ page, goto }) => {
  await goto('landing');
  await expect(page).toHaveTitle(/Homestay/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  // The hashed bundle loaded and the CSP let it run: React rendered the page
  // (the heading above may be the HTML copy's; this one is the app's).
  await expect(page.locator('#root h1')).toBeVisible();
});

test("the app loads the browser's number and date data on another thread as it starts, and ends that thread", async ({
  page,
  goto,
}) => {
  // Listened for from its start: it ends itself once its formatters are made (intl-warm-up.ts).
  const ended = new Promise<string>((resolve) => {
    page.on('worker', (worker) => {
      if (/intl-warm-up/.test(worker.url())) worker.on('close', () => resolve(worker.url()));
    });
  });
  await goto('landing');
  expect(await ended).toMatch(/\/assets\/intl-warm-up\.worker-[\w-]+\.js$/);
  await expect(page.locator('#root h1')).toBeVisible();
});

test('a page shows the loading mark from its HTML and stylesheet, before any of its code arrives', async ({
  page,
}) => {
  // The code is held back for good: what shows is the HTML and the CSS alone.
  await page.route('**/assets/*.js', () => {});
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const mark = page.locator('#root svg');
  await expect(mark).toBeVisible();
  // Styled (size-14: 56 px, pulsing), not the bare markup's full width.
  await expect
    .poll(async () => (await mark.boundingBox())?.width ?? Number.POSITIVE_INFINITY)
    .toBeLessThanOrEqual(60);
});

test.describe('read in German', () => {
  test.use({ locale: 'de-DE' });

  test("a public page paints from the server's HTML copy in the reader's language, before any code", async ({
    page,
  }) => {
    await page.route('**/assets/*.js', () => {});
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('#first-paint h1')).toHaveText('Anmelden');
    // The app keeps a copy only when <html lang> is its language (first-paint.ts).
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // Every language the app speaks is written left to right: stated, so the
    // toaster need not compute the direction in the first render.
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the landing page's header keeps the logo, the language and 'Anmelden' on one row", async ({
      page,
      goto,
    }) => {
      await goto('landing');
      const header = page.locator('#root header');
      const middles = await Promise.all(
        [
          header.getByRole('link').first(),
          header.getByRole('combobox'),
          header.getByRole('link', { name: 'Anmelden' }),
        ].map(async (part) => {
          const box = await part.boundingBox();
          if (!box) throw new Error('a part of the header is not shown');
          return box.y + box.height / 2;
        }),
      );
      // Sized to "Deutsch", not to the longest name in the list (language-picker.tsx).
      expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(8);
    });
  });
});

test('a protected page sends a signed-out visitor to log in, remembering where they were going', async ({
  page,
  goto,
}) => {
  await goto('dashboard', { query: { tab: 1 } });
  await expect(page).toHaveURL(`${pathTo('login')}?redirect=%2Fdashboard%3Ftab%3D1`);
  await expect(page).toHaveTitle(/Log in/);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page/anywhere');
  // The server answers index.html; the client router shows its own page.
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/couldn.t find/i);
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(pathTo('landing'));
});

test('an unknown API path answers 404 in the error shape, not the page', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
});
