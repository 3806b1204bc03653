import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, PASSWORD, test, uniqueEmail, verifyEmail } from './auth-fixtures';
import { say } from './catalogue';
import { day } from './fixtures';
import { listedProperty, signUpHelper } from './two-people';

// Issue 17 in a real browser. A Spanish helper's whole journey at 320 px:
// the browser's language picks Spanish, then sign-up, Explore, a stay
// request, the chat (its system line written in Spanish) and a chore; every
// page fits its box and passes axe. And a French host reads a German
// helper's request in French.

const es = (key: string, values?: Record<string, string | number>) => say('es', key, values);

/** Nothing scrolls sideways, and no text spills out of its box (ellipses are fine). */
async function expectFits(page: Page, where: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) {
      found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!ownText || element.offsetParent === null) continue;
      const style = getComputedStyle(element);
      if (style.textOverflow === 'ellipsis' || style.overflowX !== 'visible') continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        found.push(`"${element.textContent?.trim().slice(0, 40)}" overflows its box`);
      }
      const box = element.getBoundingClientRect();
      if (box.right > window.innerWidth + 1) {
        found.push(`"${element.textContent?.trim().slice(0, 40)}" passes the right edge`);
      }
    }
    return found;
  });
  expect(problems, where).toEqual([]);
}

async function expectAxeClean(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`),
    where,
  ).toEqual([]);
}

test('a Spanish helper signs up, finds a place, asks to stay, chats and does a chore, at 320 px', async ({
  page,
  browser,
  baseURL,
  createAccount,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  // The host, in English, through the API.
  await createAccount({ role: 'host' });
  await api(page.request, origin, 'patch', '/api/profile', { fullName: 'Rosa Almeida' });
  const title = `Finca del olivo ${randomUUID().slice(0, 6)}`;
  const property = (await listedProperty(page.request, origin, {
    title,
    type: 'farm',
    city: 'Córdoba',
    country: 'ES',
  })) as { id: string };

  // The helper's phone speaks Spanish; nothing was chosen in the app.
  const context = await browser.newContext({
    baseURL: origin,
    locale: 'es-ES',
    viewport: { width: 320, height: 640 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    // Toasts appear without a fade: axe judges their colours, not a frame of the fade.
    reducedMotion: 'reduce',
  });
  const helper = await context.newPage();

  await helper.goto('/role-select');
  await expect(helper.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    helper.getByRole('heading', { level: 1, name: es('auth:roleSelect.title') }),
  ).toBeVisible();
  await expectFits(helper, 'role-select');
  await helper.getByText(es('auth:roleSelect.helper.title')).click();
  await helper
    .getByRole('button', { name: es('auth:roleSelect.continueAs', { role: 'helper' }) })
    .click();
  const email = uniqueEmail('ana-es');
  await helper.getByLabel(es('auth:fields.email')).fill(email);
  await helper.getByLabel(es('auth:fields.password'), { exact: true }).fill(PASSWORD);
  await expectFits(helper, 'signup');
  await expectAxeClean(helper, 'signup');
  await helper.getByRole('button', { name: es('auth:signUp.submit') }).click();
  await helper.getByLabel(es('profile:fields.fullName')).fill('Ana García');
  await helper.getByLabel(es('profile:fields.bio')).fill('Me encantan los huertos y los animales.');
  await helper.getByRole('button', { name: es('profile:signup.submit') }).click();
  await verifyEmail(context.request, email);
  await helper.getByRole('button', { name: es('welcome:header.skip') }).click();
  await expect(helper.getByTestId('page-title')).toHaveText(es('shell:routes.dashboard'));
  await expectFits(helper, 'dashboard');

  // Explore, in Spanish, and the place.
  await helper.goto('/explore');
  await helper.getByRole('searchbox', { name: es('explore:search.label') }).fill(title);
  // The search has settled into the address bar and its results are shown.
  await expect(helper).toHaveURL(/[?&]q=/);
  const place = helper.getByRole('link', { name: title });
  await expect(place).toBeVisible();
  await expect(helper.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectFits(helper, 'explore');
  await expectAxeClean(helper, 'explore');
  await place.click();
  await expect(helper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectFits(helper, 'property');

  // The stay request, step by step.
  await helper.getByRole('button', { name: es('stay-requests:dialog.button') }).click();
  const stepper = helper.getByRole('dialog', {
    name: es('stay-requests:dialog.title', { property: title }),
  });
  await stepper.getByLabel(es('stay-requests:stepper.arrive')).fill(day(3));
  await stepper.getByLabel(es('stay-requests:stepper.leave')).fill(day(20));
  await expect(
    stepper.getByText(es('stay-requests:stepper.thatsDays', { count: 17 })),
  ).toBeVisible();
  await stepper.getByRole('button', { name: es('common:actions.next') }).click();
  await stepper
    .getByLabel(es('stay-requests:stepper.messageLabel', { host: 'Rosa Almeida' }))
    .fill('¡Hola! Crecí en una granja y me encantaría ayudar.');
  await expectFits(helper, 'stepper');
  await expectAxeClean(helper, 'stepper');
  await stepper.getByRole('button', { name: es('stay-requests:stepper.toReview') }).click();
  await stepper.getByRole('button', { name: es('stay-requests:stepper.send') }).click();
  await expect(
    stepper.getByRole('heading', { name: es('stay-requests:stepper.sent') }),
  ).toBeVisible();

  // The host accepts (API); the helper's chat shows it in Spanish.
  const requests = (await (
    await page.request.get(`/api/properties/${property.id}/requests`)
  ).json()) as { items: Array<{ id: string }> };
  const request = requests.items[0];
  if (!request) throw new Error('the request did not reach the host');
  await api(page.request, origin, 'post', `/api/stay-requests/${request.id}/accept`, {});

  await helper.goto('/messages');
  await helper.getByRole('link', { name: /Rosa Almeida/ }).click();
  // The system line, written by the helper's client in Spanish.
  await expect(helper.getByRole('log')).toContainText(
    es('system-lines:stayAccepted', { start: 'X', end: 'Y' }).split(':')[0] ?? 'none',
  );
  const box = helper.getByRole('textbox', { name: es('messaging:composer.label') });
  await box.fill('¿A qué hora empezamos mañana?');
  await helper.getByRole('button', { name: es('messaging:composer.send') }).click();
  await expect(helper.getByRole('log')).toContainText('¿A qué hora empezamos mañana?');
  // Sent, not still 'Sending…' (faded while it waits: axe judged that frame once).
  await expect(
    helper.locator(
      '[data-own="true"][data-state="pending"], [data-own="true"][data-state="waiting"]',
    ),
  ).toHaveCount(0);
  await expectFits(helper, 'chat');
  await expectAxeClean(helper, 'chat');

  // A chore for her; she marks it done.
  const me = (await (await context.request.get('/api/profile')).json()) as { id: string };
  const chore = 'Recoger los huevos';
  await api(page.request, origin, 'post', '/api/chores', {
    propertyId: property.id,
    title: chore,
    group: 'Animals',
    assigneeId: me.id,
    points: 10,
  });
  await helper.goto('/chores');
  await helper.getByRole('link', { name: chore }).click();
  await expect(helper.getByRole('heading', { level: 1, name: chore })).toBeVisible();
  await helper.getByRole('button', { name: es('chores:actions.start') }).click();
  const form = helper.getByRole('form', { name: es('chores:actions.markDone') });
  await form.getByLabel(es('chores:submit.minutes')).fill('30');
  await expectFits(helper, 'chore');
  await expectAxeClean(helper, 'chore');
  await form.getByRole('button', { name: es('chores:actions.markDone') }).click();
  await expect(
    helper.getByRole('heading', { name: es('chores:details.waitingForHost') }),
  ).toBeVisible();
  await context.close();
});

test('a French host reads a German helper’s stay request in French', async ({
  page,
  browser,
  baseURL,
  createAccount,
}) => {
  const origin = baseURL ?? '';
  await createAccount({ role: 'host' });
  await api(page.request, origin, 'patch', '/api/profile', {
    fullName: 'Camille Durand',
    language: 'fr',
  });
  const title = `Le Mas ${randomUUID().slice(0, 6)}`;
  const property = (await listedProperty(page.request, origin, {
    title,
    type: 'farm',
    city: 'Arles',
    country: 'FR',
  })) as { id: string };

  const context = await browser.newContext({ baseURL: origin, locale: 'de-DE' });
  await signUpHelper(context.request, origin, 'Jonas Becker');
  await api(context.request, origin, 'patch', '/api/profile', { language: 'de' });
  await api(context.request, origin, 'post', `/api/properties/${property.id}/requests`, {
    startDate: day(10),
    endDate: day(24),
    message: 'Hallo! Ich helfe gern im Garten.',
    answers: [],
  });
  await context.close();

  await page.goto('/notifications');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText(say('fr', 'notices:stayRequestCreated.title'))).toBeVisible();
  await expect(page.getByText(/Jonas Becker souhaite séjourner à Le Mas/)).toBeVisible();
});
