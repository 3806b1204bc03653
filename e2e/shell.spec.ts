import type { Locator, Page } from '@playwright/test';
import { isPhone, openMenu } from './fixtures';
import { expect, type ShellRole, test } from './shell-fixtures';

// The app shell in a real browser against the built app (issue 4), at 375 px
// (project "phone") and 1280 px (project "desktop"): tabs and menus per role,
// every guard's redirect, SPEC 6's toasts and banner, chat pages without the
// header, not-found, and every page each role may open. Expectations are
// written out from SPEC.md sections 2 and 6, not computed from the app's rules.

/** Ids of things that do not exist: the pages open (and may say so), the shell is what is tested. */
const ID = '00000000-0000-4000-8000-000000000001';

const HOST_TABS = ['Home', 'Chores', 'Inbox', 'Property', 'Profile'];
const HELPER_TABS = ['Home', 'Chores', 'Inbox', 'Profile', 'Explore'];
const HOST_MENU = [
  'Dashboard',
  'Chores',
  'Messages',
  'Properties',
  'Exchange Setup',
  'View Helpers Host',
  'Manage Helpers',
  // Issue 14: both roles review their finished stays.
  'Reviews',
  'Profile & Settings',
  'App Terms and Conditions',
  'Logout',
];
const HELPER_MENU = [
  'Rewards & Points 0 points',
  'My Properties',
  'Find Properties',
  'Saved',
  'Reviews',
  'Profile and Settings',
  'App Terms and Conditions',
  'Logout',
];

/** Every page a role may open, with the title its header shows. */
const OPEN_TO_BOTH: Array<[string, string, string]> = [
  // [path, host title, helper title]
  ['/dashboard', 'Dashboard', 'Dashboard'],
  ['/notifications', 'Notifications', 'Notifications'],
  ['/messages', 'Messages', 'Messages'],
  ['/profile', 'Profile', 'Profile'],
  ['/explore', 'Find Properties', 'Find Properties'],
  ['/exchange-setup', 'Exchange Setup', 'Exchange Setup'],
  ['/chores', 'Chores', 'Chores'],
  [`/chores/${ID}`, 'Chore Details', 'Chore Details'],
  ['/properties', 'Properties', 'My Properties'],
  [`/properties/${ID}`, 'Property Details', 'Property Details'],
  [`/properties/${ID}/onboarding`, 'Onboarding', 'Onboarding'],
  ['/terms', 'App Terms and Conditions', 'App Terms and Conditions'],
  ['/reviews', 'Reviews', 'Reviews'],
  [`/reviews/write/${ID}`, 'Write a review', 'Write a review'],
];
const HOST_ONLY: Array<[string, string]> = [
  ['/chores/add', 'Add Chore'],
  [`/edit-chore/${ID}`, 'Edit Chore'],
  ['/properties/add', 'Add Property'],
  [`/properties/${ID}/edit`, 'Edit Property'],
  [`/properties/${ID}/send-agreement/${ID}`, 'Send Agreement'],
  [`/properties/${ID}/review-agreement/${ID}`, 'Review Agreement'],
  [`/properties/${ID}/requests`, 'Stay Requests'],
  ['/profile/settings', 'Settings'],
  ['/helpers', 'Helpers'],
  [`/helpers/${ID}`, 'Helper Details'],
  ['/manage-helpers', 'Manage Helpers'],
];
const HELPER_ONLY: Array<[string, string]> = [
  ['/rewards', 'Rewards & Points'],
  [`/properties/${ID}/agreement-form`, 'Agreement'],
  ['/properties/join', 'Join Property'],
  ['/properties/join/ABC123', 'Join Property'],
  ['/saved', 'Saved'],
];
/** SPEC 6: paths containing these give a non-host the hosts-only toast. */
const HOST_TOAST_PARTS = ['/chores/add', '/properties/add', '/helpers', '/edit-chore'];

const deniedUrl = (path: string) => `/dashboard?access=denied&route=${encodeURIComponent(path)}`;

const toast = (page: Page) => page.locator('[data-sonner-toast]');

async function menuEntries(container: Locator): Promise<string[]> {
  const items = container.getByRole('navigation', { name: 'Main menu' }).getByRole('listitem');
  return (await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

for (const role of ['host', 'helper'] as const satisfies readonly ShellRole[]) {
  test.describe(`as a ${role}`, () => {
    test.use({ signedInAs: role });

    test('the tabs and the menu', async ({ page }, info) => {
      await page.goto('/dashboard');
      await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
      await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();

      const tabs = page.getByRole('navigation', { name: 'Tabs' });
      if (isPhone(info)) {
        await expect(tabs.getByRole('link')).toHaveText(role === 'host' ? HOST_TABS : HELPER_TABS);
        await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(page.getByTestId('inbox-unread-dot')).toHaveCount(0);
      } else {
        await expect(tabs).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
      }

      const menu = await openMenu(page, info);
      const summary = menu.getByTestId('account-summary');
      await expect(summary).toContainText(role === 'host' ? 'Host' : 'Helper');
      await expect(summary.getByTestId('helper-points')).toHaveCount(role === 'helper' ? 1 : 0);
      if (role === 'helper')
        await expect(summary.getByTestId('helper-points')).toHaveText('0 points');
      // From 768 px there is no tab bar: the side bar lists first the tabs the
      // role's menu lacks (a helper's Home, Chores and Inbox), then SPEC's menu.
      const leading = !isPhone(info) && role === 'helper' ? ['Home', 'Chores', 'Inbox'] : [];
      expect(await menuEntries(menu)).toEqual([
        ...leading,
        ...(role === 'host' ? HOST_MENU : HELPER_MENU),
      ]);

      if (isPhone(info)) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
      }
    });

    test('a tab and a menu item take you to their page', async ({ page }, info) => {
      await page.goto('/dashboard');
      if (isPhone(info)) {
        await page
          .getByRole('navigation', { name: 'Tabs' })
          .getByRole('link', { name: 'Chores' })
          .click();
        await expect(page).toHaveURL('/chores');
        await expect(page.getByTestId('page-title')).toHaveText('Chores');
      }
      const menu = await openMenu(page, info);
      await menu.getByRole('link', { name: 'App Terms and Conditions' }).click();
      await expect(page).toHaveURL('/terms');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test.describe(() => {
      // Pages of other features ask for these made-up ids and get 404s (or
      // 400 for an invite code): expected here.
      test.use({ allowedBrowserProblems: [/status of (400|404)/] });

      // Titles and role rules come from the route table, not the width: one
      // project walks every page (the desktop's header is checked above and
      // in the axe sweep's desktop pages).
      test('every page the role may open, with its title', { tag: '@phone-only' }, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const allowed = [
          ...OPEN_TO_BOTH.map(
            ([path, hostTitle, helperTitle]) =>
              [path, role === 'host' ? hostTitle : helperTitle] as const,
          ),
          ...(role === 'host' ? HOST_ONLY : HELPER_ONLY),
        ];
        for (const [path, title] of allowed) {
          await page.goto(path);
          await expect(page, path).toHaveURL(path);
          await expect(page.getByTestId('page-title'), path).toHaveText(title);
          await expect(page.getByTestId('access-restricted-banner')).toHaveCount(0);
        }
      });
    });

    test('the pages of the other role turn you away as SPEC 6 says', {
      tag: '@phone-only',
    }, async ({ page }) => {
      test.setTimeout(90_000);
      const refused = role === 'host' ? HELPER_ONLY : HOST_ONLY;
      for (const [path] of refused) {
        await page.goto(path);
        const joinPath = path.startsWith('/properties/join');
        if (role === 'host' && joinPath) {
          // Shell-level rule: toast and banner, no redirect.
          await expect(page, path).toHaveURL(path);
          const banner = page.getByTestId('access-restricted-banner');
          await expect(banner.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
          await expect(banner).toContainText('This feature is only available for helpers.');
          await expect(toast(page)).toContainText('Access Restricted');
          await expect(toast(page)).toContainText('This feature is only available for helpers.');
          continue;
        }
        await expect(page, path).toHaveURL(deniedUrl(path));
        const notice = page.getByTestId('access-denied-notice');
        await expect(notice).toContainText('Access Restricted');
        await expect(notice).toContainText(
          role === 'host'
            ? 'This feature is only available for helpers.'
            : 'This feature is only available for hosts.',
        );
        if (HOST_TOAST_PARTS.some((part) => path.includes(part))) {
          await expect(toast(page), path).toContainText('Access Restricted');
          await expect(toast(page), path).toContainText(
            'This feature is only available for hosts.',
          );
        } else {
          // The route table's guards redirect without a toast; the dashboard explains.
          await expect(toast(page), path).toHaveCount(0);
        }
      }
    });

    test('chat pages show neither header nor tabs', async ({ page }, info) => {
      await page.goto('/chat/conversation-1');
      await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByTestId('page-title')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Tabs' })).toHaveCount(0);
      if (!isPhone(info)) {
        await expect(page.getByRole('complementary', { name: 'Account and menu' })).toBeVisible();
      }
      const main = await page.locator('main').boundingBox();
      const viewport = page.viewportSize();
      expect(main?.height ?? 0).toBeGreaterThanOrEqual(viewport?.height ?? 0);
    });

    test('the content under the header is at least 80% of the window high', async ({ page }) => {
      await page.goto('/notifications');
      await expect(page.getByTestId('page-title')).toHaveText('Notifications');
      const main = await page.locator('main').boundingBox();
      const viewport = page.viewportSize();
      expect(main?.height ?? 0).toBeGreaterThanOrEqual(0.8 * (viewport?.height ?? 0) - 1);
    });

    test('an unknown path shows not-found with a way home', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/couldn.t find/i);
      await page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' }).click();
      await expect(page).toHaveURL('/dashboard');
    });

    test('Logout signs out and goes to /welcome', async ({ page, freshAccount }, info) => {
      // Its own account: signing out ends the session the other tests share.
      await freshAccount(role);
      await page.goto('/dashboard');
      const menu = await openMenu(page, info);
      await menu.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL('/welcome');
      await expect(page.getByText('Signed out successfully')).toBeVisible();
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    });
  });
}

test('the terms can be read signed out, without the shell', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Tabs' })).toHaveCount(0);
  await expect(page.getByTestId('page-title')).toHaveCount(0);
});

test('a signed-out visitor meets the introduction once', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Help in exchange for stay' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { name: 'Hosts open their door' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL('/signup');
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

test('a new helper sees their introduction once, then the dashboard', async ({
  page,
  freshAccount,
}) => {
  await freshAccount('helper', { seenWelcome: false });
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/welcome');
  await expect(page.getByRole('heading', { name: 'Find your next stay' })).toBeVisible();
  for (let step = 0; step < 3; step += 1)
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL('/dashboard');
  // Remembered on the profile: a fresh browser context goes straight to the dashboard.
  const profile = await page.request.get('/api/profile');
  expect((await profile.json()).hasSeenWelcome).toBe(true);
});
