import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, pathTo, test } from './fixtures';

// Every other spec blocks the service worker (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// The installable app (issue 16): Chromium finds nothing missing to install
// Homestay, and the service worker's precached shell opens a page offline.
// The worker is registered by the built app only, which these tests run.

// Installing the worker fetches the whole precache (some 120 files) first:
// on a busy 2-core machine that took over 20 s.
test.describe.configure({ timeout: 120_000 });

/** Resolves once the service worker is active and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 90_000,
  });
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('Chromium reports no installability errors, and the manifest has its icons', async ({
  playwright,
  launchOptions,
  baseURL,
  request,
}) => {
  // Chromium never offers to install from an incognito profile, and every
  // Playwright context is one ('in-incognito'): this test runs in a real,
  // persistent profile, thrown away after.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'homestay-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...(baseURL ? { baseURL } : {}),
    viewport: { width: 375, height: 812 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(pathTo('welcome'));
    await waitForServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }

  const href = '/manifest.webmanifest';
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    id: string;
    start_url: string;
    display: string;
    icons: ManifestIcon[];
  };
  expect(manifest).toMatchObject({ id: '/', start_url: '/dashboard', display: 'standalone' });
  const has = (sizes: string, purpose: string) =>
    manifest.icons.find((icon) => icon.sizes === sizes && (icon.purpose ?? 'any') === purpose);
  for (const icon of [has('192x192', 'any'), has('512x512', 'any'), has('512x512', 'maskable')]) {
    expect(icon).toBeDefined();
    const image = await request.get(icon?.src ?? '');
    expect(image.status(), icon?.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test.describe('without a network', () => {
  // The page's own requests to the API fail while offline; that is the point.
  test.use({ allowedBrowserProblems: [/ERR_INTERNET_DISCONNECTED|Failed to fetch/] });

  test('the app shell still opens a page', async ({ page, context }) => {
    await page.goto(pathTo('welcome'));
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await context.setOffline(true);
    try {
      await page.reload();
      // Not the browser's 'No internet' page: the precached app drew /welcome.
      await expect(page).toHaveTitle(/Homestay/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#root')).not.toBeEmpty();
    } finally {
      await context.setOffline(false);
    }
  });
});
