import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api, expect, test } from './auth-fixtures';
import { listedProperty, newHelper } from './two-people';

// Issue 14 in a real browser, host and helper in two contexts: a stay ends
// (the host removes the helper), both see it under To write; the host
// writes first and the helper cannot read it (blind); the helper writes, and
// both reviews publish together: each sees the other's under Received, the
// property's Explore card shows the helper's rating and Helper Details the
// host's.

/** Picks `stars` in the star group labelled `label`, from the keyboard (the radios are the stars). */
async function rate(page: Page, label: string | RegExp, stars: number) {
  const radio = page
    .getByRole('group', { name: label, exact: typeof label === 'string' })
    .getByRole('radio', { name: new RegExp(`^${stars} stars?,`) });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

async function writeReview(
  page: Page,
  counterpart: string,
  overall: number,
  categories: Record<string, number>,
  text: string,
) {
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'To write' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('link', { name: new RegExp(`Write a review.*${counterpart}`) }).click();
  await expect(page).toHaveURL(/\/reviews\/write\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
  await expect(page.getByText(`${counterpart} can’t see your review until`)).toBeVisible();
  await rate(page, /^Overall, how was your stay/, overall);
  for (const [label, stars] of Object.entries(categories)) await rate(page, label, stars);
  await page.getByRole('textbox', { name: /Your public review/ }).fill(text);
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Review submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/reviews\?tab=written$/);
  await expect(page.getByTestId('review-card').filter({ hasText: text })).toBeVisible();
}

test('a stay ends, both write blind, then both see both and the ratings on Explore and the profile', async ({
  page,
  browser,
  baseURL,
  createAccount,
}, info) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  await createAccount({ role: 'host' });
  await api(page.request, origin, 'patch', '/api/profile', { fullName: 'Hana Reviewer' });
  const title = `Fig orchard ${randomUUID().slice(0, 6)}`;
  const property = (await listedProperty(page.request, origin, {
    title,
    type: 'farm',
    city: 'Tavira',
    country: 'PT',
  })) as { id: string; inviteCode: string };

  // The helper joins with the invite code; the host removes them: the stay ends.
  const helper = await newHelper(browser, origin, info, 'Ana Walker');
  await api(helper.context.request, origin, 'post', `/api/invites/${property.inviteCode}/join`, {});
  await api(
    page.request,
    origin,
    'post',
    `/api/properties/${property.id}/members/${helper.id}/remove`,
    {},
  );

  // The host writes first.
  const hostText = 'Ana was careful with the trees and always on time. Welcome back any day.';
  await writeReview(
    page,
    'Ana Walker',
    4,
    { Reliability: 5, 'Quality of work': 4, Communication: 4, 'Respect for the house': 5 },
    hostText,
  );

  // Blind: the helper has nothing received yet, only a stay to review.
  await helper.page.goto('/reviews?tab=received');
  await expect(helper.page.getByText('No reviews yet')).toBeVisible();
  await expect(helper.page.getByText(hostText)).toHaveCount(0);

  const helperText = 'Hana is a generous host: the room, the meals and the hours were as listed.';
  await writeReview(
    helper.page,
    'Hana Reviewer',
    5,
    {
      'Listing accuracy': 5,
      Hospitality: 5,
      'Fairness of the exchange': 5,
      Communication: 5,
    },
    helperText,
  );

  // Both published together: each reads the other's under Received.
  await helper.page.goto('/reviews?tab=received');
  await expect(helper.page.getByTestId('review-card').filter({ hasText: hostText })).toBeVisible();
  await page.goto('/reviews?tab=received');
  await expect(page.getByTestId('review-card').filter({ hasText: helperText })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reply' })).toBeVisible();

  // The property's Explore card: the helper's 5, from one review.
  await helper.page.goto(`/explore?q=${encodeURIComponent(title)}`);
  const card = helper.page.locator('[data-slot="card"]').filter({ hasText: title });
  await expect(card.getByTestId('rating-summary')).toContainText('5');
  await expect(card.getByText('Rated 5 out of 5 from 1 review')).toBeAttached();

  // The helper's reputation on Helper Details: the host's 4.
  await page.goto(`/helpers/${helper.id}`);
  const reputation = page.getByTestId('helper-reputation');
  await expect(reputation.getByText('Rated 4 out of 5 from 1 review')).toBeAttached();
  await expect(reputation).toContainText('1 stay');
  await expect(page.getByText(hostText)).toBeVisible();

  expect(helper.errors).toEqual([]);
  await helper.context.close();
});
