import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DELETED_USER_NAME, DELETION_GRACE_DAYS } from '../src/shared/api/account-deletion';
import { api, expect, loginThroughForm, PASSWORD, test, waitForMail } from './auth-fixtures';
import { listedProperty, newHelper } from './two-people';

// Issue 19 in a real browser: a helper who talked with a host deletes their
// account from Profile › Your data, is signed out, signs in during the grace
// period and cancels; deletes again; the grace period is let pass with an
// explicit time, by the operators' command (`npm run deletions -- erase-due
// --at … --user …`, run against the e2e server's own database, as two-people.ts runs
// `npm run admin`: no test-only route); the host's chat then shows
// 'Deleted user', with the helper's words still in it.

const DAY = 24 * 60 * 60_000;

const toast = (page: Page) => page.locator('[data-sonner-toast]');

/**
 * `npm run deletions -- erase-due --at <at> --user <id>` on the e2e server's
 * DATA_DIR; its output. Only this test's person: the projects run side by
 * side on one server, and another's account pending deletion is not ours to
 * erase.
 */
function eraseDueFromCommandLine(at: Date, userId: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const command = ['run', '--silent', 'deletions', '--', 'erase-due'];
  return execFileSync('npm', [...command, '--at', at.toISOString(), '--user', userId], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env,
    stdio: 'pipe',
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** axe on what the page shows now (the dialog, the pending page): no violations. */
async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe violations on ${label}`,
  ).toEqual([]);
}

/** Profile › Your data › Delete account, confirmed with the password and DELETE. */
async function deleteThroughDialog(page: Page, options: { checkAccessibility?: boolean } = {}) {
  await page.goto('/profile?tab=data');
  const card = page.getByRole('region', { name: 'Delete account' });
  await expect(card).toContainText(`${DELETION_GRACE_DAYS} days`);
  await card.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  if (options.checkAccessibility) await expectAccessible(page, 'the delete dialog');
  await dialog.getByLabel(/^Password/).fill(PASSWORD);
  await dialog.getByLabel(/^Type DELETE to confirm/).fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  // Signed out everywhere: the page lands outside the app, with the date.
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(toast(page).filter({ hasText: 'Your account will be deleted on' })).toBeVisible();
}

test.use({
  reducedMotion: 'reduce',
  // The helper's requests in flight when their session ends answer 401.
  allowedBrowserProblems: [/status of 40[13]/, /WebSocket connection .* failed/],
});

test('a helper deletes their account, cancels in the grace period, deletes again; after it the host’s chat shows Deleted user', async ({
  page,
  browser,
  baseURL,
  createAccount,
}, info) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const suffix = Math.random().toString(36).slice(2, 8);

  // A host with a listed property, and a helper who asked about it.
  await createAccount({ role: 'host' });
  const property = await listedProperty(page.request, origin, {
    title: `Lemon grove ${suffix}`,
    type: 'farm',
    city: 'Faro',
    country: 'PT',
    description: 'Lemons, bees and a long table.',
    amenities: ['Garden'],
    helpersWanted: 1,
  });
  const helper = await newHelper(browser, origin, info, `Lea Leaving${suffix}`);
  const me = await (await helper.context.request.get('/api/profile')).json();
  const email = me.email as string;
  const conversation = await api(helper.context.request, origin, 'post', '/api/conversations', {
    propertyId: property.id,
  });
  const words = `Could I help with the bees in spring ${suffix}?`;
  await api(
    helper.context.request,
    origin,
    'post',
    `/api/conversations/${conversation.id}/messages`,
    {
      id: crypto.randomUUID(),
      content: words,
    },
  );

  // 1. The helper deletes the account, and is mailed the date.
  await deleteThroughDialog(helper.page, { checkAccessibility: true });
  await waitForMail(email, /Subject: Your Homestay account will be deleted/);

  // 2. Signing in during the grace period offers Cancel deletion instead of the app.
  await helper.page.goto('/login');
  await loginThroughForm(helper.page, { email, password: PASSWORD });
  await expect(
    helper.page.getByRole('heading', { level: 1, name: 'Your account will be deleted' }),
  ).toBeVisible();
  await expect(helper.page.getByRole('navigation', { name: /tabs|main/i })).toHaveCount(0);
  await expectAccessible(helper.page, 'the pending page');
  await helper.page.getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(toast(helper.page).filter({ hasText: 'Deletion cancelled' })).toBeVisible();
  await expect(
    helper.page.getByRole('heading', { level: 1, name: 'Your account will be deleted' }),
  ).toBeHidden();
  await waitForMail(email, /Subject: Your Homestay account will not be deleted/);

  // 3. Deleted again; the grace period passes (an explicit time, 15 days on).
  await deleteThroughDialog(helper.page);
  const output = eraseDueFromCommandLine(
    new Date(Date.now() + (DELETION_GRACE_DAYS + 1) * DAY),
    helper.id,
  );
  expect(output).toContain('Erased');
  expect(output).toContain(helper.id);
  await waitForMail(email, /Subject: Your Homestay account has been deleted/);

  // 4. The host's chat: the helper's words stay, under 'Deleted user'.
  await page.goto(`/chat/${conversation.id}`);
  await expect(page.getByRole('heading', { level: 1, name: DELETED_USER_NAME })).toBeVisible();
  await expect(page.getByRole('log').getByText(words)).toBeVisible();

  // And the erased account cannot sign in any more.
  await helper.page.goto('/login');
  await loginThroughForm(helper.page, { email, password: PASSWORD });
  await expect(helper.page.getByRole('alert').first()).toBeVisible();
  await expect(helper.page).toHaveURL(/\/login/);
  expect(helper.errors).toEqual([]);
  await helper.context.close();
});
