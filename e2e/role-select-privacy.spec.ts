import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, PASSWORD, test, uniqueEmail } from './auth-fixtures';
import { pathTo } from './fixtures';

// Issue 19 in a real browser: /role-select before sign-up (SPEC 2 lists it as
// public), and the privacy page, reached from the footers and the terms.

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

test('a visitor chooses a role first, then signs up with it already chosen', async ({ page }) => {
  await page.goto('/role-select');
  await expect(
    page.getByRole('heading', { level: 1, name: 'How will you use Homestay?' }),
  ).toBeVisible();
  await page.getByText('I’m a helper').click();
  await page.getByRole('button', { name: 'Continue as a helper' }).click();

  await expect(page).toHaveURL(pathTo('signup'));
  await expect(page.getByText('Signing up as a helper · change')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('helper');
  // "change" goes back with the choice selected, and the other one can be taken.
  await page.getByRole('link', { name: 'Change role' }).click();
  await expect(page.getByRole('radio', { name: /I’m a helper/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue as a helper' }).click();

  await page.getByLabel('Email').fill(uniqueEmail('chose-first'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  // No second choice: straight on to the details, as a helper.
  await expect(page).toHaveURL(pathTo('signupDetails'));
  await page.getByLabel('Full name').fill('Hugo Helper');
  await page.getByLabel('Bio').fill('Chose my role before signing up.');
  await page.getByRole('button', { name: /Save and continue/ }).click();
  const skip = page.getByRole('button', { name: 'Skip' });
  const dashboard = page.getByRole('heading', {
    level: 1,
    name: /^Good (morning|afternoon|evening)/,
  });
  await expect(skip.or(dashboard)).toBeVisible();
  if (await skip.isVisible()) await skip.click();
  await expect(dashboard).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText('Helper', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('helper');
});

test('the privacy page is linked from the footers and the terms, and reads well', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Privacy' })
    .click();
  await expect(page).toHaveURL(pathTo('privacy'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your privacy' })).toBeVisible();
  for (const heading of [
    'What we keep, and why',
    'How long we keep it',
    'Download your data',
    'Delete your account',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.goto('/terms');
  await page.getByRole('link', { name: 'Your privacy' }).click();
  await expect(page).toHaveURL(pathTo('privacy'));

  await page.goto('/login');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your privacy' })).toBeVisible();

  await page.goto('/role-select');
  await expect(page.getByRole('radio', { name: /I’m a host/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
