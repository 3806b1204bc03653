import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { api, expect, test } from './auth-fixtures';
import { day, isPhone, makePng } from './fixtures';
import { newHelper, setTerms } from './two-people';

// Issue 8 in a real browser, host and helper in two browser contexts: the
// host adds a chore for the helper; the helper sees it arrive live, starts it
// and hands it in with a photo and the minutes spent; the host sees it live in
// To review and approves; the helper's points rise live in the drawer and the
// Rewards & Points history explains them.

/** The helper's points as the drawer (phone) or the side bar (desktop) shows them. */
async function drawerPoints(page: Page, info: TestInfo) {
  if (isPhone(info)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    return drawer.getByTestId('helper-points');
  }
  return page.getByTestId('helper-points');
}

test('a host adds a chore; the helper hands it in with a photo; approval raises their points live', async ({
  page,
  browser,
  baseURL,
  createAccount,
}, info) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  await createAccount({ role: 'host' });
  const title = `Fig farm ${randomUUID().slice(0, 6)}`;
  const property = await api(page.request, origin, 'post', '/api/properties', {
    title,
    type: 'farm',
    city: 'Tavira',
    country: 'PT',
    helpersWanted: 2,
  });
  await setTerms(page.request, origin, property.id, { skillsWanted: [], defaultChorePoints: 15 });
  const helper = await newHelper(browser, origin, info, 'Ana Walker');
  await api(helper.context.request, origin, 'post', `/api/invites/${property.inviteCode}/join`, {});

  // The helper waits on their (empty) chores list.
  await helper.page.goto('/chores');
  await expect(helper.page.getByRole('heading', { name: 'Nothing on your list' })).toBeVisible();
  await expect(await drawerPoints(helper.page, info)).toHaveText('0 points');
  if (isPhone(info)) await helper.page.keyboard.press('Escape');

  // --- The host adds a chore for Ana: the property's default points are filled in.
  const chore = `Pick the figs ${randomUUID().slice(0, 4)}`;
  await page.goto(`/chores/add?property=${property.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Chore' })).toBeVisible();
  // Nothing filled: the problems are named next to their fields.
  await page.getByRole('button', { name: 'Add chore' }).click();
  await expect(page.getByLabel('Title')).toHaveAccessibleDescription(/Title is required/);
  await page.getByLabel('Title').fill(chore);
  await page.getByLabel('Description').fill('The ripe ones by the well.');
  await page.getByLabel('Group').selectOption('Garden');
  await expect(page.getByLabel('Points')).toHaveValue('15');
  await page.getByLabel('Estimated minutes').fill('40');
  await page.getByLabel('Due date').fill(day(2));
  await page.getByLabel('Due time').fill('10:00');
  await page.getByLabel('Assignee').selectOption({ label: 'Ana Walker' });
  await page.getByRole('button', { name: 'Add chore' }).click();
  await expect(page).toHaveURL(new RegExp(`/chores\\?property=${property.id}&tab=open$`));
  await expect(page.getByRole('link', { name: chore })).toBeVisible();

  // --- Ana sees it arrive without reloading, due in two days.
  const card = helper.page.getByTestId('chore-card').filter({ hasText: chore });
  await expect(card).toBeVisible({ timeout: 15_000 });
  // Screen readers are told too.
  await expect(helper.page.getByTestId('chores-live-status')).toContainText(`“${chore}”: Open`);
  await expect(card.getByTestId('chore-due')).toContainText(/Due in [12] days?/);
  await card.getByRole('link', { name: chore }).click();
  await expect(helper.page.getByRole('heading', { level: 1, name: chore })).toBeVisible();
  await helper.page.getByRole('button', { name: 'Start' }).click();

  // She hands it in with a photo (uploaded with its progress), a note and the minutes.
  const form = helper.page.getByRole('form', { name: 'Mark as done' });
  await expect(form).toBeVisible();
  await helper.page.getByTestId('chore-photo-input').setInputFiles({
    name: 'figs.png',
    mimeType: 'image/png',
    buffer: makePng(96, 72),
  });
  const proof = form.getByRole('img', { name: 'What you handed in for this chore' });
  await expect(proof).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await form.getByLabel('Note for your host').fill('Two baskets, in the pantry.');
  await form.getByLabel('Minutes spent').fill('45');
  await form.getByRole('button', { name: 'Mark as done' }).click();
  await expect(helper.page.getByRole('heading', { name: 'Waiting for your host' })).toBeVisible();

  // --- The host sees it live in To review, with the note, the photo and the time.
  await page.getByRole('tab', { name: /To review/ }).click();
  const review = page.getByTestId('chore-card').filter({ hasText: chore });
  await expect(review).toBeVisible({ timeout: 15_000 });
  await expect(review).toContainText('Two baskets, in the pantry.');
  await expect(review).toContainText('45 min');
  const hostProof = review.getByRole('img', { name: new RegExp(`Proof for “${chore}”`) });
  await expect
    .poll(() => hostProof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await review.getByRole('button', { name: `Approve “${chore}”` }).click();
  await expect(page.getByText('Chore approved', { exact: true })).toBeVisible();

  // --- Ana's chore page turns to approved and her points rise, live.
  await expect(helper.page.getByText('Approved: +15 points')).toBeVisible({ timeout: 15_000 });
  await expect(await drawerPoints(helper.page, info)).toHaveText('15 points', {
    timeout: 15_000,
  });
  if (isPhone(info)) await helper.page.keyboard.press('Escape');

  // The history explains them: the reason, the chore, the property.
  await helper.page.goto('/rewards');
  await expect(helper.page.getByTestId('rewards-balance')).toHaveText('15');
  const row = helper.page.getByTestId('ledger-row').first();
  await expect(row).toContainText('Chore approved');
  await expect(row.getByRole('link', { name: chore })).toBeVisible();
  await expect(row).toContainText(title);
  await expect(row).toContainText('+15');

  expect(helper.errors).toEqual([]);
  await helper.context.close();
});

test('a host offers a reward and gives a bonus; the helper redeems it, the host fulfils it; edit and cancel a chore', async ({
  page,
  browser,
  baseURL,
  createAccount,
}, info) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  await createAccount({ role: 'host' });
  const title = `Olive grove ${randomUUID().slice(0, 6)}`;
  const property = await api(page.request, origin, 'post', '/api/properties', {
    title,
    type: 'farm',
    city: 'Moura',
    country: 'PT',
    helpersWanted: 1,
  });
  const helper = await newHelper(browser, origin, info, 'Ben Rivers');
  await api(helper.context.request, origin, 'post', `/api/invites/${property.inviteCode}/join`, {});

  // --- The host adds a reward and gives Ben a bonus, from Chores > Rewards & bonus.
  await page.goto(`/chores?property=${property.id}&view=rewards`);
  await expect(page.getByRole('heading', { name: 'No rewards yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add reward' }).click();
  const rewardDialog = page.getByRole('dialog', { name: 'Add a reward' });
  await rewardDialog.getByRole('button', { name: 'Add reward' }).click();
  await expect(rewardDialog.getByLabel('Title')).toHaveAccessibleDescription(/Title is required/);
  await rewardDialog.getByLabel('Title').fill('Olive oil tasting');
  await rewardDialog.getByLabel('Cost in points').fill('20');
  await rewardDialog.getByRole('button', { name: 'Add reward' }).click();
  await expect(page.getByText('Reward added')).toBeVisible();

  await page.getByRole('button', { name: 'Bonus for Ben Rivers' }).click();
  const bonus = page.getByRole('dialog', { name: 'Give a bonus' });
  await bonus.getByLabel('Points').fill('25');
  await bonus.getByLabel('Reason').fill('Rescued the lambs in the storm');
  await bonus.getByRole('button', { name: 'Give bonus' }).click();
  await expect(page.getByText('Bonus given')).toBeVisible();
  await expect(page.getByText('25 points here')).toBeVisible();

  // --- Ben redeems it: 20 of his 25 points are reserved, pending the host.
  await helper.page.goto('/rewards');
  await expect(helper.page.getByTestId('rewards-balance')).toHaveText('25');
  await expect(helper.page.getByTestId('ledger-row').first()).toContainText(
    'Rescued the lambs in the storm',
  );
  await helper.page.getByRole('button', { name: 'Redeem Olive oil tasting' }).click();
  await helper.page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Redeem', exact: true })
    .click();
  await expect(helper.page.getByTestId('reserved-points')).toContainText(
    '20 points reserved for rewards waiting for your host · 5 points to spend',
  );

  // --- The host fulfils it; Ben's balance drops live and the history says why.
  await page.reload();
  const waiting = page.getByRole('region', { name: /Rewards to hand out/ });
  await page.getByRole('button', { name: 'Fulfil' }).click();
  await expect(page.getByText('Reward handed out')).toBeVisible();
  await expect(waiting).toContainText('No requests waiting');
  await expect(helper.page.getByTestId('rewards-balance')).toHaveText('5', { timeout: 15_000 });
  await expect(helper.page.getByTestId('ledger-row').first()).toContainText('Reward redeemed');
  await expect(helper.page.getByTestId('ledger-row').first()).toContainText('−20');

  // --- A chore is edited, then cancelled after a confirmation.
  const chore = await api(page.request, origin, 'post', '/api/chores', {
    propertyId: property.id,
    title: 'Sweep the terrace',
    group: 'Cleaning',
    points: 5,
  });
  await page.goto(`/edit-chore/${chore.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Chore' })).toBeVisible();
  await page.getByLabel('Title').fill('Sweep the terrace and steps');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/chores/${chore.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sweep the terrace and steps' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel chore' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this chore?' });
  await confirm.getByRole('button', { name: 'Cancel chore' }).click();
  await expect(page.getByText('Chore cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();

  expect(helper.errors).toEqual([]);
  await helper.context.close();
});
