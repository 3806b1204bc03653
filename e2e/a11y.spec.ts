import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type ShellRole, test } from './shell-fixtures';

// axe-core on every page a visitor, a host and a helper can reach, in light
// at 375 px and 1280 px (the phone and desktop projects) and in dark at 375 px
// (the desktop project leaves the dark sweep out: playwright.config.ts): no
// violations, of any impact. Motion is reduced so nothing is caught halfway through a transition.

const ID = '00000000-0000-4000-8000-000000000001';

const PUBLIC_PAGES = [
  '/',
  '/welcome',
  '/login',
  '/signup',
  '/role-select',
  '/reset-password',
  '/invitations/stop?email=guest%40example.test&token=not-a-real-token',
  '/invitations/stop',
  '/terms',
  '/no-such-page',
];

const SIGNED_IN_PAGES = [
  '/dashboard',
  '/notifications',
  '/messages',
  '/profile',
  '/explore',
  '/exchange-setup',
  '/chores',
  `/chores/${ID}`,
  '/reviews',
  `/reviews/write/${ID}`,
  `/chat/${ID}`,
  '/properties',
  `/properties/${ID}`,
  `/properties/${ID}/onboarding`,
  '/terms',
  '/welcome',
  '/no-such-page',
];

const ROLE_PAGES: Record<ShellRole, string[]> = {
  host: [
    '/chores/add',
    `/edit-chore/${ID}`,
    '/properties/add',
    `/properties/${ID}/send-agreement/${ID}`,
    `/properties/${ID}/review-agreement/${ID}`,
    `/properties/${ID}/requests`,
    `/properties/${ID}/edit`,
    '/profile/settings',
    '/helpers',
    `/helpers/${ID}`,
    '/manage-helpers',
    // The join banner, and the dashboard explaining a refused page.
    '/properties/join/ABC123',
    `/dashboard?access=denied&route=${encodeURIComponent('/rewards')}`,
  ],
  helper: [
    '/rewards',
    `/properties/${ID}/agreement-form`,
    '/properties/join',
    '/properties/join/ABC123',
    `/dashboard?access=denied&route=${encodeURIComponent('/chores/add')}`,
  ],
};

async function expectNoViolations(page: Page, label: string) {
  // Only violations are read: axe then skips collecting the nodes of every
  // passing and inapplicable check, a sixth of its time per page here.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  // Soft: one run lists every page with problems, not just the first.
  expect.soft(summary, `axe violations on ${label}`).toEqual([]);
}

async function checkPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    // Rendered: the page's content is there and nothing is still loading.
    await expect(page.getByRole('main').first(), path).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' }), path).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, path);
  }
}

test.use({
  reducedMotion: 'reduce',
  // Pages of other features ask for made-up ids and get 400/404s: expected here.
  allowedBrowserProblems: [/status of (400|404)/],
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('public pages, signed out', async ({ page }) => {
      test.setTimeout(120_000);
      await checkPages(page, PUBLIC_PAGES);
    });

    for (const role of ['host', 'helper'] as const) {
      test.describe(`as a ${role}`, () => {
        test.use({ signedInAs: role });

        test('every page of the role', async ({ page }) => {
          test.setTimeout(240_000);
          await checkPages(page, [...SIGNED_IN_PAGES, ...ROLE_PAGES[role]]);
        });

        test('the menu', async ({ page }, info) => {
          await page.goto('/dashboard');
          // The side bar shows before the lazily loaded page: wait for the page's
          // heading, or axe may see a page without one.
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          if (info.project.name === 'phone') {
            await page.getByRole('button', { name: 'Open menu' }).click();
            await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
          } else {
            await expect(
              page.getByRole('complementary', { name: 'Account and menu' }),
            ).toBeVisible();
          }
          await expectNoViolations(page, `${role} menu`);
        });
      });
    }

    test('the introduction, slide by slide', async ({ page }) => {
      await page.goto('/welcome');
      for (let slide = 1; slide <= 4; slide += 1) {
        await expect(page.getByRole('group', { name: `${slide} of 4` })).toBeVisible();
        await expectNoViolations(page, `welcome slide ${slide}`);
        if (slide < 4) await page.getByRole('button', { name: 'Next', exact: true }).click();
      }
    });
  });
}
