import { randomUUID } from 'node:crypto';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { api, expect, PASSWORD, test, uniqueEmail, verifyEmail } from './auth-fixtures';
import { listedProperty } from './two-people';

// Issue 16, offline: a helper's saved data shows on a dead signal with the
// banner; a message written offline waits ('Waiting for a connection') and
// reaches the host once when the network returns; after sign-out the next
// person on the same phone finds none of the first one's data.

// The service worker fetches the whole precache before it controls the page.
test.describe.configure({ timeout: 150_000 });
// The page's own reads fail while offline (that is the point). The config
// blocks service workers elsewhere; this spec needs the app's.
test.use({
  serviceWorkers: 'allow',
  allowedBrowserProblems: [/ERR_INTERNET_DISCONNECTED|Failed to fetch/],
});

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 90_000,
  });
}

/** Everything an IndexedDB database of the app holds, as text ('' when it does not exist). */
async function idbText(page: Page, database: string): Promise<string> {
  return page.evaluate(async (name) => {
    const known = await indexedDB.databases();
    if (!known.some((db) => db.name === name)) return '';
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const parts: string[] = [];
    for (const storeName of Array.from(db.objectStoreNames)) {
      const all = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(storeName).objectStore(storeName).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
        const request = db.transaction(storeName).objectStore(storeName).getAllKeys();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      parts.push(JSON.stringify(keys), JSON.stringify(all));
    }
    db.close();
    return parts.join('\n');
  }, database);
}

/** A host in a browser context of their own, with a listed property. */
async function newHost(browser: Browser, baseURL: string, info: TestInfo) {
  const context = await browser.newContext({
    baseURL,
    viewport: info.project.use.viewport ?? { width: 375, height: 812 },
    isMobile: info.project.use.isMobile ?? false,
    hasTouch: info.project.use.hasTouch ?? false,
  });
  const email = uniqueEmail('host');
  await api(context.request, baseURL, 'post', '/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
  });
  await verifyEmail(context.request, email);
  await api(context.request, baseURL, 'post', '/api/profile/role', { role: 'host' });
  const name = `Hana Offline ${randomUUID().slice(0, 4)}`;
  await api(context.request, baseURL, 'patch', '/api/profile', {
    fullName: name,
    bio: 'A farm on a hill with no signal.',
    hasSeenWelcome: true,
  });
  const property = await listedProperty(context.request, baseURL, {
    title: `Hill farm ${randomUUID().slice(0, 6)}`,
    type: 'farm',
    city: 'Évora',
    country: 'PT',
    description: 'Hens, olives and a long way to the nearest mast.',
    amenities: ['Garden'],
    helpersWanted: 1,
  });
  return { context, page: await context.newPage(), name, propertyId: property.id as string };
}

test('a helper reads a saved chat offline, writes a message that arrives once, and the next person finds none of it', async ({
  page,
  context,
  browser,
  baseURL,
  createAccount,
}, info) => {
  const origin = baseURL ?? '';
  const run = randomUUID().slice(0, 8);
  const host = await newHost(browser, origin, info);
  const helper = await createAccount({ role: 'helper' });
  const helperProfile = await (await page.request.get('/api/profile')).json();

  // A conversation with one message, made through the API.
  const conversation = await api(page.request, origin, 'post', '/api/conversations', {
    propertyId: host.propertyId,
  });
  const before = `Before the storm ${run}`;
  await api(page.request, origin, 'post', `/api/conversations/${conversation.id}/messages`, {
    id: randomUUID(),
    content: before,
  });

  // (a) The helper opens the dashboard and the chat; the device saves them.
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  await page.goto(`/chat/${conversation.id}`);
  const log = page.getByRole('log');
  await expect(log.getByText(before)).toBeVisible();
  await expect.poll(() => idbText(page, 'homestay-offline'), { timeout: 15_000 }).toContain(before);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'Offline: showing what was saved at' }),
    ).toBeVisible();
    await expect(log.getByText(before)).toBeVisible();

    // (b) A message written offline waits for a connection.
    const offline = `Written on a dead signal ${run}`;
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill(offline);
    await box.press('Enter');
    const bubble = log.getByRole('listitem').filter({ hasText: offline });
    await expect(bubble).toHaveAttribute('data-state', 'waiting');
    await expect(bubble.getByText('Waiting for a connection')).toBeVisible();
    await expect.poll(() => idbText(page, 'homestay-outbox')).toContain(offline);
  } finally {
    await context.setOffline(false);
  }

  // The network returns: it goes, once, and the host sees it once.
  const offline = `Written on a dead signal ${run}`;
  await expect(log.getByRole('listitem').filter({ hasText: offline })).toHaveAttribute(
    'data-state',
    'sent',
    { timeout: 20_000 },
  );
  await host.page.goto(`/chat/${conversation.id}`);
  const hostLog = host.page.getByRole('log');
  await expect(hostLog.getByText(offline)).toHaveCount(1);
  await expect(hostLog.getByText(before)).toHaveCount(1);
  expect(await idbText(page, 'homestay-outbox')).not.toContain(offline);

  // (c) Sign out; another person signs in on the same phone.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/welcome');
  expect(await idbText(page, 'homestay-offline')).not.toContain(helperProfile.id);
  expect(await idbText(page, 'homestay-offline')).not.toContain(before);

  const next = await createAccount({ role: 'helper', label: 'next' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(helper.fullName ?? '')).toHaveCount(0);
  await page.goto('/messages');
  await expect(page.getByText(before)).toHaveCount(0);
  await expect(page.getByText(host.name)).toHaveCount(0);
  // What the device saves now is the next person's only.
  await expect
    .poll(() => idbText(page, 'homestay-offline'), { timeout: 15_000 })
    .toContain(next.email);
  const saved = await idbText(page, 'homestay-offline');
  for (const trace of [helperProfile.id, helper.email, before, offline, host.name]) {
    expect(saved, trace).not.toContain(trace);
  }
  expect(await idbText(page, 'homestay-outbox')).not.toContain(offline);

  await host.context.close();
});
