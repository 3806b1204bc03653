import { expect, test } from './auth-fixtures';
import { makePng } from './fixtures';

// The profile in a real browser against the built app (issue 3): editing the
// fields, the avatar (refused over 5 MB before any upload; a real one with
// progress), and a host's chore groups.

test('an image over 5 MB is refused before any upload', async ({ page, goto, createAccount }) => {
  await createAccount({ role: 'helper' });
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/profile/avatar')) uploads.push(request.url());
  });
  await goto('profile');
  await expect(page.getByRole('button', { name: 'Change profile photo' })).toBeVisible();
  await page.getByTestId('avatar-file-input').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
  });
  await expect(page.getByText('Image too large')).toBeVisible();
  await expect(page.getByText('Please select an image under 5MB')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save photo' })).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test('a photo is previewed, uploaded and shown', async ({ page, goto, createAccount }) => {
  await createAccount({ role: 'host' });
  await goto('profile');
  await page.getByTestId('avatar-file-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: makePng(96, 96),
  });
  await expect(page.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  const upload = page.waitForResponse((r) => r.url().endsWith('/api/profile/avatar'));
  await page.getByRole('button', { name: 'Save photo' }).click();
  expect((await upload).status()).toBe(200);
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  const photo = page.getByRole('img', { name: 'Your profile photo' });
  await expect(photo).toHaveAttribute('src', /profile_avatars\/.+\/avatar_\d+\.\w+\?/);
  // The stored image really loads (served by the app, allowed by its CSP).
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
    'src',
    /profile_avatars\//,
  );
});

test('edits the profile fields and keeps them', async ({ page, goto, createAccount }) => {
  await createAccount({ role: 'helper' });
  await goto('profile');
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Phone').fill('not a phone');
  await save.click();
  await expect(page.getByText(/Phone may hold digits/)).toBeVisible();
  await page.getByLabel('Phone').fill('+351 912 345 678');
  await page.getByLabel('Date of birth').fill('1994-05-17');
  await page.getByLabel('Street address').fill('Rua das Flores 12');
  await page.getByLabel('City').fill('Porto');
  await page.getByLabel('State or region').fill('Norte');
  await page.getByLabel('Zip or postal code').fill('4050-262');
  await page.getByLabel('Bio').fill('Gardener, cook, and good with goats.');
  await save.click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Porto');
  await expect(page.getByLabel('Phone')).toHaveValue('+351 912 345 678');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1994-05-17');
  await expect(page.getByLabel('Bio')).toHaveValue('Gardener, cook, and good with goats.');
});

test('a host adds, reorders, renames and removes chore groups', async ({
  page,
  goto,
  createAccount,
}) => {
  await createAccount({ role: 'host' });
  await goto('profile');
  await page.getByRole('link', { name: /Chore groups/ }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  const input = page.getByLabel('New group');
  for (const name of ['Beehives', 'Pool', 'Orchard']) {
    await input.fill(name);
    await input.press('Enter');
  }
  const list = page.getByRole('list', { name: 'Your chore groups' });
  await page.getByRole('button', { name: 'Move Orchard up' }).press('Enter');
  await page.getByRole('button', { name: 'Rename Pool' }).click();
  await page.getByLabel('New name for Pool').fill('Swimming pool');
  await page.getByLabel('New name for Pool').press('Enter');
  await page.getByRole('button', { name: 'Remove Beehives' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove group' }).click();
  await page.getByRole('button', { name: 'Save groups' }).click();
  await expect(page.getByText('Custom chore groups updated successfully')).toBeVisible();

  await page.reload();
  await expect(list.getByRole('listitem')).toHaveText([/Orchard/, /Swimming pool/]);
});

test('a helper cannot open the chore group settings', async ({ page, goto, createAccount }) => {
  await createAccount({ role: 'helper' });
  await goto('settings');
  await expect(page).toHaveURL(/\/dashboard\?access=denied/);
});
