import { randomUUID } from 'node:crypto';
import { api, expect, test } from './auth-fixtures';
import { listedProperty, newHelper } from './two-people';

// Explore's search reaches the address bar after a short pause. A place
// opened within that pause, while its page's code is still loading, must
// stay as it was opened: the pending search used to land on its address
// (/properties/…?q=…), replacing the entry Back returns to.
test('a place opened while the search is still settling opens at its own address', async ({
  page,
  browser,
  baseURL,
  createAccount,
}, info) => {
  const origin = baseURL ?? '';
  await createAccount({ role: 'host' });
  await api(page.request, origin, 'patch', '/api/profile', { fullName: 'Rosa Quickclick' });
  const title = `Quince grove ${randomUUID().slice(0, 6)}`;
  await listedProperty(page.request, origin, {
    title,
    type: 'farm',
    city: 'Évora',
    country: 'PT',
  });

  const ana = await newHelper(browser, origin, info, 'Ana Walker');
  await ana.page.goto('/explore');
  const card = ana.page.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  // The place's page arrives slowly, as on a phone; the search pause ends meanwhile.
  await ana.page.route(/property-details-page-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await ana.page.getByRole('searchbox', { name: 'Search places' }).fill(title.slice(0, 8));
  await card.click();
  await expect(ana.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Nothing from Explore's search lands on the place's address either.
  await expect(ana.page).toHaveURL(/\/properties\/[0-9a-f-]+$/);
});
