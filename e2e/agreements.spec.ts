import { randomUUID } from 'node:crypto';
import { api, expect, test } from './auth-fixtures';
import { newHelper, setTerms } from './two-people';

// Issue 9 in a real browser, host and helper in two browser contexts: the host
// sends an agreement from the property's members; the helper opens it from
// the notification bell, answers and signs; the host opens the signed one from
// their bell (SPEC 4's lookup), approves it; the helper ticks the onboarding
// checklist and the host sees the progress.

test('host sends an agreement, the helper signs it from the bell, the host approves; onboarding ticks show up for the host', async ({
  page,
  browser,
  baseURL,
  createAccount,
}, info) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await createAccount({ role: 'host' });
  const title = `Almond farm ${randomUUID().slice(0, 6)}`;
  const property = await api(page.request, origin, 'post', '/api/properties', {
    title,
    type: 'farm',
    city: 'Silves',
    country: 'PT',
    houseRules: 'Close the gate behind you.',
    helpersWanted: 2,
  });
  await setTerms(page.request, origin, property.id, {
    skillsWanted: ['pruning'],
    agreementClauses: ['Quiet hours after 10 pm'],
  });
  // Two onboarding items, through the API (the editor is exercised below by adding a third).
  await api(page.request, origin, 'post', `/api/properties/${property.id}/onboarding/items`, {
    title: 'Keys',
    details: 'On the hook by the door.',
  });
  await api(page.request, origin, 'post', `/api/properties/${property.id}/onboarding/items`, {
    title: 'Wi-Fi',
    details: 'Password on the fridge.',
  });

  // The helper joins with the invite code.
  const helper = await newHelper(browser, origin, info, 'Ana Walker');
  await api(helper.context.request, origin, 'post', `/api/invites/${property.inviteCode}/join`, {});

  // The host opens the property, follows the member's Agreement link and sends it.
  await page.goto(`/properties/${property.id}`);
  await page.getByRole('link', { name: 'Agreement with Ana Walker' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/properties/${property.id}/send-agreement/${helper.id}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Send the agreement' })).toBeVisible();
  // Pre-filled from the exchange terms.
  const hours = page.getByLabel('Hours per week');
  await expect(hours).toHaveValue('20');
  await expect(page.getByLabel('House rules')).toHaveValue('Close the gate behind you.');
  await hours.fill('18');
  await page.getByRole('button', { name: 'Send agreement' }).click();
  await expect(page).toHaveURL(new RegExp(`/review-agreement/${helper.id}$`));
  await expect(page.getByText('Waiting for Ana Walker to sign version 1')).toBeVisible();

  // The helper gets the notification and clicks it in the bell.
  await helper.page.goto('/dashboard');
  await helper.page.getByTestId('notification-bell').click();
  await helper.page
    .getByTestId('notification-dropdown')
    .getByRole('button', { name: /Agreement to sign/ })
    .click();
  await expect(helper.page).toHaveURL(new RegExp(`/properties/${property.id}/agreement-form$`));
  await expect(helper.page.getByText('18 hours', { exact: true })).toBeVisible();
  // Signing with someone else's name is refused with the field's message.
  await helper.page.getByLabel('Name', { exact: true }).fill('Maria Walker');
  await helper.page.getByLabel('Phone').fill('+351 912 345 678');
  await helper.page.getByLabel('Relation to you').fill('Mother');
  await helper.page.getByLabel('Your full name').fill('Someone Else');
  await helper.page.getByLabel(/I have read these terms/).check();
  await helper.page.getByRole('button', { name: 'Sign and send' }).click();
  await expect(
    helper.page.getByText(/Type your full name exactly as on your profile/),
  ).toBeVisible();
  await helper.page.getByLabel('Your full name').fill('ana walker');
  await helper.page.getByRole('button', { name: 'Sign and send' }).click();
  await expect(helper.page.getByText('You signed version 1')).toBeVisible();

  // The host gets agreement_form_completed; the bell leads to the review page.
  await page.goto('/dashboard');
  await page.getByTestId('notification-bell').click();
  await page
    .getByTestId('notification-dropdown')
    .getByRole('button', { name: /Agreement signed/ })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/properties/${property.id}/review-agreement/${helper.id}$`),
  );
  await expect(page.getByText('Maria Walker (Mother) · +351 912 345 678')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(page.getByText('Approved by', { exact: false }).first()).toBeVisible();

  // The helper sees it in force (after the live update or a reload).
  await helper.page.reload();
  await expect(helper.page.getByRole('button', { name: 'Print' })).toBeVisible();

  // Onboarding: the host adds an item; the helper ticks all three.
  await page.goto(`/properties/${property.id}/onboarding`);
  await page.getByLabel('Title').fill('Fire exits');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByRole('heading', { name: '3. Fire exits' })).toBeVisible();
  await expect(page.getByText('0 of 3 done')).toBeVisible();

  await helper.page.goto(`/properties/${property.id}/onboarding`);
  for (const item of ['Keys', 'Wi-Fi', 'Fire exits']) {
    const tick = helper.page.getByRole('button', { name: new RegExp(`^Mark as done\\W+${item}$`) });
    await tick.click();
    await expect(tick).toHaveCount(0);
  }
  await expect(helper.page.getByText('3 of 3 done')).toBeVisible();
  await expect(helper.page.getByText('You’re all set')).toBeVisible();

  // The host sees the progress (live over the property topic; a reload would do too).
  await expect(page.getByText('3 of 3 done')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(/Completed /)).toBeVisible();
  expect(helper.errors).toEqual([]);
  await helper.context.close();
});
