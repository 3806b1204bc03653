import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, test } from './auth-fixtures';
import { day, isPhone } from './fixtures';
import { listedProperty, newHelper } from './two-people';

// Issue 6 in a real browser, two people in two browser contexts: a helper
// asks a host a question from the property page; the host, already on the
// Inbox, sees it arrive live with the unread dot, opens it and replies; the
// helper sees the reply without reloading, and Back returns to the property.

/** No axe violations on the page as it is now (a chat with messages, an Inbox with rows). */
async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

test.use({ reducedMotion: 'reduce' });

test('a helper asks a host a question; the host sees it live, replies, and the helper sees the reply', async ({
  page,
  browser,
  baseURL,
  createAccount,
}, info) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const host = await createAccount({ role: 'host' });
  const hostFirstName = (host.fullName ?? '').split(' ')[0];
  const title = `Cork oak farm ${randomUUID().slice(0, 6)}`;

  // A listed property, made through the API (issue 5's screens have their own test).
  const property = await listedProperty(page.request, origin, {
    title,
    type: 'farm',
    city: 'Évora',
    country: 'PT',
    description: 'Cork oaks, sheep and a big kitchen table.',
    amenities: ['Garden'],
    helpersWanted: 1,
  });

  // The host waits on the Inbox: nothing yet.
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();

  // The helper opens the property and asks a question.
  const helper = await newHelper(browser, origin, info, 'Ana Walker');
  await helper.page.goto(`/properties/${property.id}`);
  await expect(helper.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await helper.page.getByRole('button', { name: 'Ask a question' }).click();
  await expect(helper.page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(
    helper.page.getByRole('heading', { level: 1, name: host.fullName ?? '' }),
  ).toBeVisible();
  // No app header or tabs in the chat.
  await expect(helper.page.getByRole('navigation', { name: 'Tabs' })).toHaveCount(0);
  const box = helper.page.getByRole('textbox', { name: 'Message' });
  await expect(box).toHaveValue(`Hi ${hostFirstName}, I have a question about ${title}: `);
  await box.press('End');
  await box.pressSequentially('is there room for a bicycle?');
  await box.press('Enter');
  const helperLog = helper.page.getByRole('log');
  const question = helperLog
    .getByRole('listitem')
    .filter({ hasText: 'is there room for a bicycle?' });
  await expect(question).toHaveAttribute('data-state', 'sent');

  // The host sees it arrive without reloading, unread, with the Inbox dot on phones.
  const row = page.getByRole('link', { name: /Ana Walker/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('is there room for a bicycle?');
  await expect(row).toContainText(title);
  await expect(row.getByTestId('unread-badge')).toHaveText('1 unread');
  if (isPhone(info)) await expect(page.getByTestId('inbox-unread-dot')).toBeVisible();

  // The host opens the chat (marking it read) and replies.
  await row.click();
  const hostLog = page.getByRole('log');
  await expect(hostLog.getByText('is there room for a bicycle?', { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('Yes, there is a shed for bikes.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    hostLog.getByRole('listitem').filter({ hasText: 'Yes, there is a shed for bikes.' }),
  ).toHaveAttribute('data-state', 'sent');

  // The helper sees the reply without reloading.
  await expect(helperLog.getByText('Yes, there is a shed for bikes.')).toBeVisible();
  await expectNoViolations(helper.page, 'the chat');
  await helper.page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(helper.page, 'the chat, dark');
  await helper.page.emulateMedia({ colorScheme: 'light' });

  // Back on the host's Inbox the conversation is read: no badge, no dot.
  await page.getByRole('button', { name: 'Back to messages' }).click();
  await expect(page.getByRole('link', { name: /Ana Walker/ })).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  if (isPhone(info)) await expect(page.getByTestId('inbox-unread-dot')).toHaveCount(0);
  await expectNoViolations(page, 'the Inbox');

  // The helper's Back returns to the property they asked about.
  await helper.page.getByRole('button', { name: `Back to ${title}` }).click();
  await expect(helper.page).toHaveURL(`/properties/${property.id}`);

  expect(helper.problems).toEqual([]);
  await helper.context.close();
});

test('the stay’s events fold into one line, are never unread, and the day chip sits on no line', async ({
  page,
  browser,
  baseURL,
  createAccount,
}, info) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await createAccount({ role: 'host' });
  const property = await listedProperty(page.request, origin, {
    title: `Quinta das Sobreiras ${randomUUID().slice(0, 6)}`,
    type: 'farm',
    city: 'Évora',
    country: 'PT',
    description: 'Cork oaks, sheep and a big kitchen table.',
    amenities: ['Garden'],
    helpersWanted: 1,
  });
  const helper = await newHelper(browser, origin, info, 'Rui Costa');

  // Two of the stay's events and no words yet: asked to stay, accepted.
  const request = await api(
    helper.context.request,
    origin,
    'post',
    `/api/properties/${property.id}/requests`,
    {
      startDate: day(10),
      endDate: day(24),
      message: 'I would love to help with the cork harvest.',
      answers: [],
    },
  );
  await api(page.request, origin, 'post', `/api/stay-requests/${request.id}/accept`, {});

  // The host's Inbox lists the conversation with nothing unread.
  await page.goto('/messages');
  const row = page.getByRole('link', { name: /Rui Costa/ });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('unread-badge')).toHaveCount(0);
  if (isPhone(info)) await expect(page.getByTestId('inbox-unread-dot')).toHaveCount(0);

  // The helper's words do count, live.
  const conversations = await helper.context.request.get('/api/conversations');
  const [conversation] = (await conversations.json()).items as Array<{ id: string }>;
  await api(
    helper.context.request,
    origin,
    'post',
    `/api/conversations/${conversation?.id}/messages`,
    {
      id: randomUUID(),
      content: 'Thank you! I arrive by the morning train.',
    },
  );
  await expect(row.getByTestId('unread-badge')).toHaveText('1 unread');
  if (isPhone(info)) await expect(page.getByTestId('inbox-unread-dot')).toBeVisible();

  // In the chat the events are one line that opens and closes, by click and by key.
  await row.click();
  const log = page.getByRole('log');
  await expect(log.getByText('Thank you! I arrive by the morning train.')).toBeVisible();
  const updates = log.getByRole('button', { name: /^\d+ updates · / });
  await expect(updates).toHaveAttribute('aria-expanded', 'false');
  // One line of the group (the group's own item holds them all).
  const asked = log
    .locator('li[data-message-type="system"]')
    .filter({ hasText: 'Rui Costa asked to stay' });
  await expect(asked).toBeHidden();
  await updates.click();
  await expect(updates).toHaveAttribute('aria-expanded', 'true');
  await expect(asked).toBeVisible();
  await expectNoViolations(page, 'the chat with its updates open');
  await updates.press('Enter');
  await expect(updates).toHaveAttribute('aria-expanded', 'false');
  await expect(asked).toBeHidden();

  // The day chip sits in an opaque band as wide as the lines: it never floats over one.
  const band = log.getByRole('heading', { level: 2 }).first();
  const look = await band.evaluate((el) => {
    const widest = Math.max(
      ...[...(el.parentElement?.querySelectorAll('li') ?? [])].map(
        (li) => li.getBoundingClientRect().width,
      ),
    );
    return {
      background: getComputedStyle(el).backgroundColor,
      bandWidth: el.getBoundingClientRect().width,
      widest,
    };
  });
  expect(look.background).toMatch(/^rgb\(/);
  expect(look.bandWidth).toBeGreaterThanOrEqual(look.widest);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  expect(helper.problems).toEqual([]);
  await helper.context.close();
});
