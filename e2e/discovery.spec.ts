import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { api, expect, test } from './auth-fixtures';
import { expectNoViolations } from './discovery-fixtures';
import { day, isPhone, openMenu } from './fixtures';
import { listedProperty, newHelper } from './two-people';

/** Explore's 'Available from / until': inline on a desktop, in the Filters sheet on a phone. */
async function filterDates(page: Page, info: TestInfo, from: string, until: string) {
  const fields = isPhone(info) ? page.getByRole('dialog', { name: 'Filters' }) : page;
  if (isPhone(info)) await page.getByRole('button', { name: /^Filters/ }).click();
  await fields.getByLabel('Available from').fill(from);
  await fields.getByLabel('Available until').fill(until);
  if (isPhone(info)) await fields.getByRole('button', { name: 'Show places' }).click();
}

// Issue 18, Saved and When: a host publishes when help is wanted; a helper
// finds the property by those dates, saves it, finds it under Saved, and asks
// to stay: dates outside the window are refused with the reason, dates inside
// it go through.
test('a host publishes a help window; a helper finds, saves and asks for open dates only', async ({
  page,
  browser,
  baseURL,
  createAccount,
}, info) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await createAccount({ role: 'host' });
  await api(page.request, origin, 'patch', '/api/profile', { fullName: 'Hana Window' });
  const title = `Walnut farm ${randomUUID().slice(0, 6)}`;
  const property = await listedProperty(page.request, origin, {
    title,
    type: 'farm',
    city: 'Braga',
    country: 'PT',
  });

  // --- The host publishes a help window on the property page.
  await page.goto(`/properties/${property.id}`);
  const windows = page.getByRole('region', { name: 'Help windows' });
  await expect(windows.getByText('No help windows yet')).toBeVisible();
  await windows.getByLabel('First day').fill(day(10));
  await windows.getByLabel('Last day').fill(day(40));
  await windows.getByLabel('Helpers wanted').fill('2');
  await windows.getByRole('button', { name: 'Add help window' }).click();
  await expect(page.getByText('Help window added')).toBeVisible();
  await expect(windows.getByText('2 helpers wanted')).toBeVisible();
  await expect(windows.getByText('Open').first()).toBeVisible();
  // axe reads a toast mid-animation as faint text: check once it has gone.
  await expect(page.getByText('Help window added')).toBeHidden({ timeout: 10_000 });
  await expectNoViolations(page, 'host property page with a help window');

  // --- A helper filters Explore by dates inside it.
  const ana = await newHelper(browser, origin, info, 'Ana Dates');
  await ana.page.goto('/explore');
  await filterDates(ana.page, info, day(12), day(20));
  await expect(ana.page).toHaveURL(/[?&]to=/);
  const card = ana.page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  // Outside the window it is not offered.
  await filterDates(ana.page, info, day(50), day(60));
  await expect(ana.page).toHaveURL(new RegExp(`to=${day(60)}`));
  await expect(ana.page.getByRole('link', { name: title })).toHaveCount(0);
  await filterDates(ana.page, info, day(12), day(20));
  await expect(ana.page).toHaveURL(new RegExp(`to=${day(20)}`));

  // --- Saves it with the heart, and finds it under Saved.
  const heart = card.getByRole('button', { name: `Save ${title}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The toast it shows leaves the header's menu button free to use.
  await expect(ana.page.getByText('Saved for later')).toBeVisible();
  const menu = await openMenu(ana.page, info);
  await menu.getByRole('link', { name: 'Saved' }).click();
  await expect(ana.page).toHaveURL('/saved');
  await expect(ana.page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  await expectNoViolations(ana.page, 'Saved');
  await ana.page.getByRole('link', { name: title }).click();
  await expect(ana.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(ana.page.getByRole('button', { name: `Save ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The calendar shows the open weeks.
  const calendar = ana.page.getByRole('region', { name: 'When help is wanted' });
  await expect(calendar.getByText('Open').first()).toBeVisible();
  await expectNoViolations(ana.page, 'helper property page with the calendar');

  // --- Dates outside the window are refused with the reason.
  await ana.page.getByRole('button', { name: 'Request to stay' }).click();
  const stepper = ana.page.getByRole('dialog', { name: `Request to stay at ${title}` });
  await stepper.getByLabel('Arrive').fill(day(45));
  await stepper.getByLabel('Leave').fill(day(55));
  await stepper.getByRole('button', { name: 'Next' }).click();
  await stepper.getByLabel('Your message to').fill('Hello! I would love to help with the walnuts.');
  await stepper.getByRole('button', { name: 'Review' }).click();
  await stepper.getByRole('button', { name: 'Send request' }).click();
  await expect(
    stepper.getByText('The host isn’t looking for help on these dates', { exact: false }),
  ).toBeVisible();

  // --- Dates inside it go through.
  await stepper.getByLabel('Arrive').fill(day(12));
  await stepper.getByLabel('Leave').fill(day(20));
  await stepper.getByRole('button', { name: 'Next' }).click();
  await stepper.getByRole('button', { name: 'Review' }).click();
  await stepper.getByRole('button', { name: 'Send request' }).click();
  await expect(stepper.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  // The refusal above is the one failed load the browser logs.
  const unexpected = ana.problems.filter((p) => !p.text.includes('status of 422'));
  expect(unexpected, 'the helper’s browser reported errors').toEqual([]);
  await ana.context.close();
});
