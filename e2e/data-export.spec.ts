import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readZip } from '../src/server/features/data-export/export-test-helpers';
import { api, expect, test } from './auth-fixtures';
import { listedProperty, newHelper } from './two-people';

// Issue 19 in a real browser: a host who talked with a helper asks for their
// data on Profile › Your data, waits for the job (the e2e server's runner
// polls every 5 s, the card reads again every 5 s: waited for with
// expectations, never sleeps), downloads the ZIP and opens it.

/** axe-core on the card alone (the tab's other cards are other features'), no violations. */
async function expectAccessibleCard(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="data-export-heading"]')
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const json = <T>(entries: Map<string, Buffer>, name: string): T => {
  const entry = entries.get(name);
  if (!entry) throw new Error(`${name} is not in the ZIP`);
  return JSON.parse(entry.toString('utf8')) as T;
};

test.use({ reducedMotion: 'reduce' });

test('a host asks for their data, is told it is ready, downloads the ZIP and finds their words in it', async ({
  page,
  browser,
  baseURL,
  createAccount,
}, testInfo) => {
  // The job runs within 5 s and the card looks again within 5 s more.
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const host = await createAccount({ role: 'host' });
  const property = await listedProperty(page.request, origin, {
    title: 'Lemon grove by the river',
    type: 'farm',
    city: 'Sintra',
    country: 'PT',
    description: 'Lemons, bees and a river.',
  });
  const helper = await newHelper(browser, origin, testInfo, 'Ilse Export');
  const conversation = await api(helper.context.request, origin, 'post', '/api/conversations', {
    propertyId: property.id,
  });
  await api(
    helper.context.request,
    origin,
    'post',
    `/api/conversations/${conversation.id}/messages`,
    {
      id: randomUUID(),
      content: 'Could I help with the bees in May?',
    },
  );
  const mine = 'Yes please, the bees and I will be glad of you';
  await api(page.request, origin, 'post', `/api/conversations/${conversation.id}/messages`, {
    id: randomUUID(),
    content: mine,
  });

  await page.goto('/profile?tab=data');
  const card = page.getByRole('region', { name: 'Download my data' });
  await card.getByText('What’s included').click();
  await expect(card.getByText('Conversations and every message in them')).toBeVisible();
  await card.getByRole('button', { name: 'Request my data' }).click();
  await expect(card.getByText('We’re preparing your file — we’ll notify you')).toBeVisible();
  await expectAccessibleCard(page);

  const link = card.getByRole('link', { name: /^Download/ });
  await expect(link).toBeVisible({ timeout: 45_000 });
  await expect(card.getByText(/Only you can download it, until/)).toBeVisible();
  await expectAccessibleCard(page);
  // Told in the app as well: the notification is in their feed.
  const feed = await (await page.request.get('/api/notifications')).json();
  expect(feed.items.map((n: { title: string }) => n.title)).toContain(
    'Your data is ready to download',
  );

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^homestay-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = await download.path();
  expect((await fs.stat(file)).size).toBeGreaterThan(0);
  const entries = await readZip(await fs.readFile(file));
  expect(entries.has('README.txt')).toBe(true);
  const profile = json<{ account: Array<{ email: string }> }>(entries, 'profile.json');
  expect(profile.account[0]?.email).toBe(host.email);
  const messages = json<Array<{ content: string; fromYou: boolean }>>(entries, 'messages.json');
  expect(messages).toContainEqual(expect.objectContaining({ content: mine, fromYou: true }));
  expect(messages).toContainEqual(
    expect.objectContaining({ content: 'Could I help with the bees in May?', fromYou: false }),
  );
  const properties = json<Array<{ title: string }>>(entries, 'properties.json');
  expect(properties.map((p) => p.title)).toEqual(['Lemon grove by the river']);

  // Only its owner: the helper, who shares a conversation with them, gets 404.
  const href = (await link.getAttribute('href')) ?? '';
  expect((await helper.context.request.get(href)).status()).toBe(404);
  await helper.context.close();
});
