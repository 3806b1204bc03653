import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { api, expect, test } from './auth-fixtures';
import { day, isPhone } from './fixtures';
import { listedProperty, signUpHelper } from './two-people';

// Issue 7 in a real browser: a helper's stay request raises the host's bell
// live and its notification leads to the requests page; a helper's message
// leads the host into that chat; 'Mark all as read' and 'Clear all' work, and
// a second tab of the same host follows along without reloading.

/** A listed property of the page's (host) account, with terms and no screening questions. */
async function oliveGrove(page: Page, origin: string) {
  const title = `Olive grove ${randomUUID().slice(0, 6)}`;
  const property = await listedProperty(page.request, origin, {
    title,
    type: 'farm',
    city: 'Évora',
    country: 'PT',
    description: 'Olives, bees and a long table.',
    amenities: ['Garden'],
    helpersWanted: 2,
  });
  return { id: property.id as string, title };
}

/** A helper signed up through the API in their own browser context (requests only). */
async function newHelper(browser: Browser, origin: string, name: string) {
  const context = await browser.newContext({ baseURL: origin, locale: 'en-US' });
  await signUpHelper(context.request, origin, name);
  return context;
}

async function askToStay(request: APIRequestContext, origin: string, propertyId: string) {
  await api(request, origin, 'post', `/api/properties/${propertyId}/requests`, {
    startDate: day(10),
    endDate: day(24),
    message: 'I would love to help with the olive harvest.',
    answers: [],
  });
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test('a stay request raises the host’s bell live and its notification opens the requests page', async ({
  page,
  browser,
  baseURL,
  createAccount,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await createAccount({ role: 'host' });
  const property = await oliveGrove(page, origin);

  await page.goto('/dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  // Wait until the live subscription is up: the dropdown's first load answers.
  await bell(page).click();
  await expect(dropdown(page).getByText('No notifications')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dropdown(page)).toHaveCount(0);
  await expect(bell(page)).toBeFocused();

  const helper = await newHelper(browser, origin, 'Ana Walker');
  await askToStay(helper.request, origin, property.id);

  // Live: the count rises without a reload.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await bell(page).click();
  await expect(dropdown(page).getByText('1 New')).toBeVisible();
  const item = dropdown(page).getByTestId('notification-item').first();
  await expect(item).toContainText('ago');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/properties/${property.id}/requests$`));
  await expect(dropdown(page)).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await helper.close();
});

test('mark all as read and clear all work, and a second tab follows live', async ({
  page,
  browser,
  baseURL,
  createAccount,
}, info) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await createAccount({ role: 'host' });
  const property = await oliveGrove(page, origin);
  for (const name of ['Ana Walker', 'Ben Stone']) {
    const helper = await newHelper(browser, origin, name);
    await askToStay(helper.request, origin, property.id);
    await helper.close();
  }

  // Two tabs of the same host.
  await page.goto('/dashboard');
  const second = await page.context().newPage();
  if (isPhone(info)) await second.setViewportSize({ width: 375, height: 812 });
  await second.goto('/notifications');
  await expect(second.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(second.getByTestId('notification-item')).toHaveCount(2);
  await expect(second.getByTestId('unread-dot')).toHaveCount(2);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

  await bell(page).click();
  await expect(dropdown(page).getByText('2 New')).toBeVisible();
  await dropdown(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(dropdown(page).getByText('2 New')).toHaveCount(0);
  await expect(dropdown(page).getByTestId('unread-dot')).toHaveCount(0);
  // The other tab follows.
  await expect(second.getByTestId('unread-dot')).toHaveCount(0, { timeout: 15_000 });
  await expect(bell(second)).toHaveAccessibleName('Notifications');

  // Clear all asks first.
  await dropdown(page).getByRole('button', { name: 'Clear all' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Clear all notifications?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Clear all' }).click();
  await expect(dropdown(page).getByText('No notifications')).toBeVisible();
  await expect(second.getByText('No notifications')).toBeVisible({ timeout: 15_000 });
  await second.close();
});

test('a helper’s message raises the host’s bell and the notification opens that chat', async ({
  page,
  browser,
  baseURL,
  createAccount,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await createAccount({ role: 'host' });
  const property = await oliveGrove(page, origin);
  await page.goto('/dashboard');
  await bell(page).click();
  await expect(dropdown(page).getByText('No notifications')).toBeVisible();
  await page.keyboard.press('Escape');

  const helper = await newHelper(browser, origin, 'Cleo Park');
  const conversation = await api(helper.request, origin, 'post', '/api/conversations', {
    propertyId: property.id,
  });
  await api(helper.request, origin, 'post', `/api/conversations/${conversation.id}/messages`, {
    id: randomUUID(),
    content: 'Is there room for a bicycle?',
  });

  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await bell(page).click();
  await dropdown(page).getByTestId('notification-item').first().click();
  await expect(page).toHaveURL(new RegExp(`/chat/${conversation.id}$`));
  await expect(page.getByText('Is there room for a bicycle?')).toBeVisible();
  await helper.close();
});
