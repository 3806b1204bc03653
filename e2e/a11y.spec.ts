import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type ShellRole, test } from './shell-fixtures';

// axe-core on every page a visitor, a host and a helper can reach, at 375 px
// (the phone project), and at 1280 px (desktop) on the public pages, the menu
// and the signed-in pages a desktop lays out differently: no violations, of
// any impact. A signed-in page is otherwise the same markup at both widths
// around a different menu, so the long sweep runs on one project (tags, read
// by playwright.config.ts). On the phone each page is then switched to the
// dark scheme and its colour rules run again: only colours change with the
// scheme (the styles follow prefers-color-scheme), and they are the same at
// every width, so the dark pass needs neither a second visit nor the other
// rules. Motion is reduced so nothing is caught halfway through a transition.

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
  '/privacy',
  '/email-change/undo',
  '/no-such-page',
];

const SIGNED_IN_PAGES = [
  '/dashboard',
  '/notifications',
  '/messages',
  '/profile',
  '/profile?tab=security',
  '/profile?tab=data',
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

/**
 * The signed-in pages whose layout changes at a desktop's width (two columns,
 * the map beside the list, the conversation beside the inbox, labels shown
 * in full), checked there as well.
 */
const DESKTOP_LAYOUT_PAGES = [
  '/dashboard',
  '/explore',
  '/messages',
  `/chat/${ID}`,
  '/profile',
  '/properties',
  '/chores',
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

/** The axe rules whose outcome depends on colours: all the dark pass runs. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The dark pass runs on the phone project only (see the top of this file). */
const checksDark = (projectName: string) => projectName === 'phone';

async function expectNoViolations(page: Page, label: string, rules?: string[]) {
  // Only violations are read: axe then skips collecting the nodes of every
  // passing and inapplicable check, a sixth of its time per page here.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
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

/** The page as it is now, in light, then (on the phone) its colours in dark. */
async function checkBothSchemes(page: Page, label: string, dark: boolean) {
  await expectNoViolations(page, label);
  if (!dark) return;
  // The switch is instant: no colour is read halfway through a transition.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, `${label} (dark)`, COLOUR_RULES);
  await page.emulateMedia({ colorScheme: 'light' });
}

function inParts<T>(items: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    parts.push(items.slice(start, start + size));
  return parts;
}

async function checkPages(page: Page, paths: string[], dark: boolean) {
  for (const path of paths) {
    await page.goto(path);
    // Rendered: the page's content is there and nothing is still loading.
    await expect(page.getByRole('main').first(), path).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' }), path).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await checkBothSchemes(page, path, dark);
  }
}

test.use({
  colorScheme: 'light',
  reducedMotion: 'reduce',
  // Pages of other features ask for made-up ids and get 400/404s: expected here.
  allowedBrowserProblems: [/status of (400|404)/],
});

test('public pages, signed out', async ({ page }, info) => {
  test.setTimeout(120_000);
  await checkPages(page, PUBLIC_PAGES, checksDark(info.project.name));
});

for (const role of ['host', 'helper'] as const) {
  test.describe(`as a ${role}`, () => {
    test.use({ signedInAs: role });

    // In parts of eight pages: a part stays well inside its time on a busy
    // machine, and the two workers share the parts.
    const parts = inParts([...SIGNED_IN_PAGES, ...ROLE_PAGES[role]], 8);
    parts.forEach((paths, index) => {
      test(
        `every page of the role, part ${index + 1} of ${parts.length}`,
        { tag: '@phone-only' },
        async ({ page }, info) => {
          test.setTimeout(240_000);
          await checkPages(page, paths, checksDark(info.project.name));
        },
      );
    });

    test(
      'the pages a desktop lays out differently',
      { tag: '@desktop-only' },
      async ({ page }, info) => {
        test.setTimeout(240_000);
        await checkPages(page, DESKTOP_LAYOUT_PAGES, checksDark(info.project.name));
      },
    );

    test('the menu', async ({ page }, info) => {
      await page.goto('/dashboard');
      // The side bar shows before the lazily loaded page: wait for the page's
      // heading, or axe may see a page without one.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (info.project.name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      } else {
        await expect(page.getByRole('complementary', { name: 'Account and menu' })).toBeVisible();
      }
      await checkBothSchemes(page, `${role} menu`, checksDark(info.project.name));
    });
  });
}

test('the introduction, slide by slide', async ({ page }, info) => {
  await page.goto('/welcome');
  for (let slide = 1; slide <= 4; slide += 1) {
    await expect(page.getByRole('group', { name: `${slide} of 4` })).toBeVisible();
    await checkBothSchemes(page, `welcome slide ${slide}`, checksDark(info.project.name));
    if (slide < 4) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
});
