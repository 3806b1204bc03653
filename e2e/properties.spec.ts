import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, test } from './auth-fixtures';
import { day, makePng } from './fixtures';
import { listedProperty, newHelper } from './two-people';

// Issue 5 in a real browser against the built app, at 375 px (project
// "phone") and 1280 px ("desktop"): a host lists a property with a photo and
// terms; a helper finds it in Explore and asks to stay, answering the
// screening questions; the host accepts; a second helper joins by the invite
// link; the host removes them. Three people, three browser contexts.

/** Fills the host's add form's required fields. */
async function fillNewProperty(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Type').selectOption('farm');
  await page.getByLabel('Description').fill('Goats, bees, olives and a warm welcome.');
  await page.getByLabel('City').fill('Évora');
  await page.getByLabel('Country').selectOption('PT');
  await page.getByLabel('Amenities').fill('Pool');
  await page.getByLabel('Amenities').press('Enter');
}

// Listing before the terms exist is refused by the server (422): the browser
// logs that failed request, which this test provokes on purpose.
test.use({ allowedBrowserProblems: [/the server responded with a status of 422/] });

test('a host lists a property; a helper asks to stay and is accepted; another joins by link and is removed', async ({
  page,
  browser,
  baseURL,
  createAccount,
}, info) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const title = `Olive farm ${randomUUID().slice(0, 6)}`;
  await createAccount({ role: 'host' });

  // --- The host adds the property with a photo and asks to list it at once.
  await page.goto('/properties/add');
  await fillNewProperty(page, title);
  await page.getByTestId('property-photo-input').setInputFiles({
    name: 'farm.png',
    mimeType: 'image/png',
    buffer: makePng(120, 90),
  });
  await expect(page.getByRole('listitem', { name: 'Photo 1 of 1, cover' })).toBeVisible();
  await page.getByRole('radio', { name: /Listed/ }).check();
  await page.getByRole('button', { name: 'Save property' }).click();

  // No terms yet: saved as a draft, the server's reason shown with the way on.
  // Saving creates it, uploads the photo, then asks to list it: give that time.
  await expect(page).toHaveURL(/\/properties\/[0-9a-f-]{36}\/edit$/, { timeout: 20_000 });
  const refused = page
    .getByRole('alert')
    .filter({ hasText: 'Add exchange terms before listing this property' });
  await expect(refused).toBeVisible();
  const propertyId = page.url().split('/').at(-2) ?? '';
  // The photo arrived (uploaded with its progress) and is the cover.
  await expect(page.getByRole('listitem', { name: 'Photo 1 of 1, cover' })).toBeVisible();
  await refused.getByRole('link', { name: 'Set up exchange terms' }).click();

  // --- Exchange terms: a starting point is filled in; add two screening questions.
  await expect(page).toHaveURL(`/exchange-setup?property=${propertyId}`);
  await page.getByRole('button', { name: 'Meals' }).click();
  await page.getByRole('button', { name: 'Wi-Fi' }).click();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page
    .getByLabel('Question 1', { exact: true })
    .fill('What experience do you have with animals?');
  await page.getByRole('button', { name: 'Add question' }).click();
  await page
    .getByLabel('Question 2', { exact: true })
    .fill('Are you comfortable with early mornings?');
  await page.getByRole('button', { name: 'Save exchange terms' }).click();
  await expect(page.getByText('Exchange terms saved')).toBeVisible();
  await page.getByRole('button', { name: 'List property' }).click();
  await expect(page.getByText(`${title} is listed`)).toBeVisible();

  // The property page shows it listed, with its photo really loading.
  await page.goto(`/properties/${propertyId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Listed', { exact: true })).toBeVisible();
  const photo = page.getByRole('img', { name: `${title}, 1 of 1` });
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const inviteCode = ((await page.getByTestId('invite-code').textContent()) ?? '')
    .replace('Invite code', '')
    .replace(/\s/g, '');
  expect(inviteCode).toMatch(/^[A-Z2-7]{16}$/);

  // --- A helper finds it in Explore and asks to stay.
  const ana = await newHelper(browser, origin, info, 'Ana Walker');
  await ana.page.goto('/explore');
  await ana.page.getByRole('searchbox', { name: 'Search places' }).fill(title);
  await ana.page.getByRole('link', { name: title }).click();
  await expect(ana.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await ana.page.getByRole('button', { name: 'Request to stay' }).click();
  const stepper = ana.page.getByRole('dialog', { name: `Request to stay at ${title}` });
  const start = day(3);
  const end = day(23);
  await stepper.getByLabel('Arrive').fill(start);
  await stepper.getByLabel('Leave').fill(end);
  await stepper.getByRole('button', { name: 'Next' }).click();
  await stepper
    .getByLabel('Your message to')
    .fill('Hello! I grew up on a farm and would love to help.');
  await stepper.getByRole('button', { name: 'Next' }).click();
  // Every screening question must be answered.
  await stepper.getByRole('button', { name: 'Next' }).click();
  await expect(stepper.getByText('Please answer this question')).toBeVisible();
  await stepper
    .getByLabel('What experience do you have with animals?')
    .fill('Goats and hens, two summers.');
  await stepper.getByRole('button', { name: 'Next' }).click();
  await stepper.getByLabel('Are you comfortable with early mornings?').fill('Yes, happily.');
  // Back keeps the first answer.
  await stepper.getByRole('button', { name: 'Back' }).click();
  await expect(stepper.getByLabel('What experience do you have with animals?')).toHaveValue(
    'Goats and hens, two summers.',
  );
  await stepper.getByRole('button', { name: 'Next' }).click();
  await stepper.getByRole('button', { name: 'Review' }).click();
  await expect(stepper.getByText('Yes, happily.')).toBeVisible();
  await stepper.getByRole('button', { name: 'Send request' }).click();
  await expect(stepper.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await stepper.getByRole('button', { name: 'Done' }).click();
  await expect(ana.page.getByText('Your request is waiting')).toBeVisible();
  await expect(ana.page.getByRole('button', { name: 'Request to stay' })).toHaveCount(0);

  // --- The host reads the request and accepts it.
  await page.goto(`/properties/${propertyId}/requests`);
  const request = page.getByRole('article', { name: 'Request from Ana Walker' });
  await expect(request.getByText('Goats and hens, two summers.')).toBeVisible();
  await expect(request.getByText('Are you comfortable with early mornings?')).toBeVisible();
  await request.getByRole('button', { name: 'Accept Ana' }).click();
  await expect(page.getByText('Ana Walker is now a member')).toBeVisible();
  await expect(page.getByText('No requests waiting')).toBeVisible();
  await page.getByRole('link', { name: 'Accepted' }).click();
  await expect(page.getByRole('article', { name: 'Request from Ana Walker' })).toBeVisible();

  // The helper is now a member.
  await ana.page.reload();
  await expect(ana.page.getByText('You’re a member here')).toBeVisible();

  // --- A second helper opens the invite link and joins.
  const ben = await newHelper(browser, origin, info, 'Ben Ortiz');
  await ben.page.goto(`/properties/join/${inviteCode}`);
  await expect(ben.page.getByRole('heading', { name: title })).toBeVisible();
  await ben.page.getByRole('button', { name: `Join ${title}` }).click();
  await expect(ben.page).toHaveURL(`/properties/${propertyId}`);
  await expect(ben.page.getByText('You’re a member here')).toBeVisible();

  // --- The host removes the second helper, after confirming.
  await page.goto('/manage-helpers');
  const members = page.getByRole('region', { name: title });
  await expect(members.getByText('Ana Walker', { exact: true })).toBeVisible();
  await expect(members.getByText('Ben Ortiz', { exact: true })).toBeVisible();
  await members.getByRole('button', { name: `Remove Ben Ortiz from ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Ben Ortiz?' });
  await confirm.getByRole('button', { name: 'Remove helper' }).click();
  await expect(page.getByText('Ben Ortiz was removed')).toBeVisible();
  await expect(members.getByText('Ben Ortiz', { exact: true })).toHaveCount(0);
  await expect(members.getByText('Ana Walker', { exact: true })).toBeVisible();

  // The removed helper no longer sees the member view; View Helpers keeps their history.
  await ben.page.reload();
  await expect(ben.page.getByText('You’re a member here')).toHaveCount(0);
  await page.goto('/helpers?status=removed');
  await expect(page.getByRole('link', { name: /Ben Ortiz/ })).toBeVisible();

  for (const person of [ana, ben]) {
    expect(person.problems, `${person.name}'s browser reported errors`).toEqual([]);
    await person.context.close();
  }
});

test.describe('invite codes', () => {
  // The server answers an unknown code 404, which the browser logs as a failed request.
  test.use({ allowedBrowserProblems: [/the server responded with a status of 404/] });

  test('an unknown or replaced invite code says so clearly', async ({ page, createAccount }) => {
    await createAccount({ role: 'helper' });
    await page.goto('/properties/join');
    await page.getByLabel('Invite code').fill('not a code');
    await page.getByRole('button', { name: 'Find the property' }).click();
    await expect(page.getByText('This invite code is not valid')).toBeVisible();
    // Well-formed but not a current code: the server's 404, said plainly.
    await page.getByLabel('Invite code').fill('AAAA BBBB CCCC DDDD');
    await page.getByRole('button', { name: 'Find the property' }).click();
    await expect(page).toHaveURL('/properties/join/AAAABBBBCCCCDDDD');
    await expect(page.getByRole('alert')).toContainText('This invite code is not valid');
    await expect(page.getByText(/replaced it with a new one/)).toBeVisible();
  });
});

test.describe('accessibility with real data', () => {
  test.use({ reducedMotion: 'reduce' });

  async function expectNoViolations(page: Page, label: string, { dialog = false } = {}) {
    // With a dialog open the rest of the page is hidden from assistive technology.
    await expect(dialog ? page.getByRole('dialog') : page.getByRole('main').first()).toBeVisible();
    // The page itself, not the shell around its lazy chunk while that loads
    // (CI once ran axe on the fallback: no heading yet).
    if (!dialog) await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
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

  test('listings, requests, the stepper and helpers pass axe', async ({
    page,
    browser,
    baseURL,
    createAccount,
  }, info) => {
    test.setTimeout(180_000);
    const origin = baseURL ?? '';
    const title = `Axe farm ${randomUUID().slice(0, 6)}`;
    await createAccount({ role: 'host' });
    // Set up through the API: this test looks at the pages, the other one at the flows.
    const property = (await listedProperty(
      page.request,
      origin,
      {
        title,
        type: 'farm',
        city: 'Évora',
        country: 'PT',
        description: 'Olives and goats.',
        amenities: ['Pool'],
      },
      {
        provides: ['meals', 'wifi'],
        skillsWanted: ['Gardening'],
        screeningQuestions: [{ question: 'Why here?' }],
        agreementClauses: ['Be kind.'],
      },
    )) as { id: string; inviteCode: string };

    const cleo = await newHelper(browser, origin, info, 'Cleo Park');
    const terms = (await (
      await cleo.context.request.get(`/api/properties/${property.id}/terms`)
    ).json()) as { terms: { screeningQuestions: Array<{ id: string }> } };
    await api(cleo.context.request, origin, 'post', `/api/properties/${property.id}/requests`, {
      startDate: day(5),
      endDate: day(20),
      message: 'Hello!',
      answers: [{ questionId: terms.terms.screeningQuestions[0]?.id, answer: 'The olives.' }],
    });

    for (const path of [
      '/properties',
      `/properties/${property.id}`,
      `/properties/${property.id}/edit`,
      `/properties/${property.id}/requests`,
      `/exchange-setup?property=${property.id}`,
      '/helpers',
      '/manage-helpers',
    ]) {
      await page.goto(path);
      await expectNoViolations(page, `host ${path}`);
    }

    const dana = await newHelper(browser, origin, info, 'Dana Lee');
    for (const path of ['/explore', `/properties/join/${property.inviteCode}`]) {
      await dana.page.goto(path);
      await expectNoViolations(dana.page, `helper ${path}`);
    }
    await dana.page.goto(`/properties/${property.id}`);
    await expectNoViolations(dana.page, 'helper property page');
    await dana.page.getByRole('button', { name: 'Request to stay' }).click();
    await expect(dana.page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(dana.page, 'the request stepper', { dialog: true });

    await cleo.page.goto('/properties');
    await expectNoViolations(cleo.page, 'My Properties with a request waiting');

    for (const person of [cleo, dana]) {
      expect(person.problems, `${person.name}'s browser reported errors`).toEqual([]);
      await person.context.close();
    }
  });
});
