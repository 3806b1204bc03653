import { randomUUID } from 'node:crypto';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { api, expect, test } from './auth-fixtures';
import { expectNoSidewaysScroll, expectNoViolations, serveTiles } from './discovery-fixtures';
import { day, isPhone } from './fixtures';
import { listedProperty, newHelper } from './two-people';

// Issue 18, Where: Explore's map. The tiles come from the test itself (no
// network), so what is checked is the app: clusters and places, zooming,
// 'Search this area', the town searched near, dates, the heart, and a stay
// request refused for full dates and sent for open ones.

/** Explore's filters: inline on a desktop, in the Filters sheet on a phone (applied by 'Show places'). */
async function inFilters(
  page: Page,
  info: TestInfo,
  edit: (fields: Page | ReturnType<Page['getByRole']>) => Promise<void>,
) {
  if (!isPhone(info)) {
    await edit(page);
    return;
  }
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await edit(sheet);
  await sheet.getByRole('button', { name: 'Show places' }).click();
  await expect(sheet).toBeHidden();
}

test('a helper finds places on the map, searches an area, saves one and asks for open dates', async ({
  page,
  browser,
  baseURL,
  createAccount,
}, info) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  // Each project (phone, desktop) runs on the same server: its places lie apart.
  const base = isPhone(info) ? { lat: 38.21, lng: -8.12 } : { lat: 39.61, lng: -7.62 };
  const tag = randomUUID().slice(0, 6);
  const town = `Monte Mapa ${tag}`;

  // --- A host with two places in one town and one 80 km away, each placed on the map.
  await createAccount({ role: 'host' });
  await api(page.request, origin, 'patch', '/api/profile', { fullName: 'Marta Mapas' });
  const title = `Olive press ${tag}`;
  const neighbour = `Cork barn ${tag}`;
  const far = `River house ${tag}`;
  const place = async (name: string, city: string, lat: number, lng: number) => {
    const property = await listedProperty(page.request, origin, {
      title: name,
      type: 'farm',
      city,
      country: 'PT',
    });
    await api(page.request, origin, 'put', `/api/properties/${property.id}/location`, { lat, lng });
    return property;
  };
  const property = await place(title, town, base.lat, base.lng);
  await place(neighbour, town, base.lat + 0.03, base.lng + 0.04);
  await place(far, `Vale Longe ${tag}`, base.lat + 0.7, base.lng + 0.2);
  // One helper wanted from day 10 to day 40; Bea is accepted for days 20 to 29: those are full.
  await api(page.request, origin, 'post', `/api/properties/${property.id}/help-windows`, {
    startDate: day(10),
    endDate: day(40),
    helpersWanted: 1,
  });
  const bea = await newHelper(browser, origin, info, 'Bea Early');
  const beaRequest = await api(
    bea.context.request,
    origin,
    'post',
    `/api/properties/${property.id}/requests`,
    { startDate: day(20), endDate: day(30), message: 'I press olives every autumn.', answers: [] },
  );
  await api(page.request, origin, 'post', `/api/stay-requests/${beaRequest.id}/accept`, {});
  await bea.context.close();

  // --- Ana opens Explore as a map.
  const ana = await newHelper(browser, origin, info, 'Ana Mapper');
  await serveTiles(ana.context);
  await ana.page.goto('/explore');
  await expect(ana.page.getByRole('heading', { level: 1, name: 'Find a stay' })).toBeVisible();
  const mapButton = ana.page.getByRole('button', { name: 'Map', exact: true });
  await mapButton.click();
  await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
  const map = ana.page.getByRole('region', { name: 'Map of the places found' });
  await expect(map).toBeVisible();

  // --- Near the town (suggested from the places' own towns), within 25 km, nearest first.
  await inFilters(ana.page, info, async (fields) => {
    const near = fields.getByRole('combobox', { name: 'Near' });
    const option = fields.getByRole('option', { name: new RegExp(town) });
    // The server keeps its list of towns for up to 30 s: a town this new may
    // take that long to be suggested (each try types another beginning).
    let typed = 0;
    await expect(async () => {
      typed += 1;
      await near.fill(town.slice(0, -1 - (typed % 5)));
      await expect(option).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await near.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await near.press('Enter');
    await expect(near).toHaveValue(`${town}, Portugal`);
    await fields.getByLabel('Within').selectOption('25');
  });
  await expect(ana.page).toHaveURL(/[?&]radiusKm=25/);
  await expect(ana.page).toHaveURL(/[?&]lat=/);
  await ana.page.getByLabel('Sort').selectOption('distance');
  await expect(ana.page).toHaveURL(/[?&]sort=distance/);
  const results = ana.page.getByRole('region', { name: 'Places' });
  await expect(results.getByRole('link', { name: title })).toBeVisible();
  await expect(results.getByRole('link', { name: neighbour })).toBeVisible();
  await expect(results.getByRole('link', { name: far })).toHaveCount(0);
  await expect(results.getByRole('listitem').filter({ hasText: title })).toContainText(
    /\d+(\.\d)? km away/,
  );

  // --- The two places of the town show as one cluster, or as two places; zooming in parts them.
  const pin = map.getByRole('button', { name: `${title}, ${town}` });
  const cluster = map.getByRole('button', { name: /^\d+ places here/ });
  // Each try clicks a cluster (it zooms in around itself) or zooms in, then
  // gives the new clusters a moment to arrive before trying again.
  const zoomUntilVisible = (place: Locator) =>
    expect(async () => {
      if (await place.isVisible()) return;
      const first = cluster.first();
      if (await first.isVisible()) await first.click({ timeout: 2_000 });
      else await map.getByRole('button', { name: 'Zoom in' }).click();
      await expect(place).toBeVisible({ timeout: 1_500 });
    }).toPass({ timeout: 30_000 });
  await expect(pin.or(cluster).first()).toBeVisible();
  await zoomUntilVisible(pin);
  await expect(pin).toBeVisible();
  await expectNoViolations(ana.page, 'Explore as a map');

  // --- 'Search this area' hands the map's bounds to the list and the address bar.
  await map.getByRole('button', { name: 'Zoom in' }).click();
  const searchArea = ana.page.getByRole('button', { name: 'Search this area' });
  await expect(searchArea).toBeVisible();
  await searchArea.click();
  await expect(ana.page).toHaveURL(/[?&]west=-?\d/);
  await expect(ana.page).toHaveURL(/[?&]north=-?\d/);
  await expect(searchArea).toBeHidden();
  await expect(ana.page.getByRole('button', { name: 'Remove filter: Map area' })).toBeVisible();
  await expect(results.getByRole('link', { name: far })).toHaveCount(0);

  // --- Dates: open days keep the place listed; full days do not.
  const setDates = (from: string, until: string) =>
    inFilters(ana.page, info, async (fields) => {
      await fields.getByLabel('Available from').fill(from);
      await fields.getByLabel('Available until').fill(until);
    });
  await ana.page.getByRole('button', { name: 'Remove filter: Map area' }).click();
  await setDates(day(21), day(27));
  await expect(ana.page).toHaveURL(new RegExp(`to=${day(27)}`));
  await expect(results.getByRole('link', { name: neighbour })).toBeVisible();
  await expect(results.getByRole('link', { name: title })).toHaveCount(0);
  await setDates(day(12), day(18));
  await expect(ana.page).toHaveURL(new RegExp(`to=${day(18)}`));
  await expect(results.getByRole('link', { name: title })).toBeVisible();

  // --- The place on the map: a small card with its link and the heart (the
  // new filters' clusters may join it to its neighbour again at this zoom).
  await zoomUntilVisible(pin);
  await pin.press('Enter');
  const card = ana.page.getByRole('region', { name: title, exact: true });
  await expect(card).toBeFocused();

  // Screenshots of the map view: this project's width, and the narrowest phone.
  await ana.page.screenshot({ path: info.outputPath(`map-${info.project.name}.png`) });
  if (isPhone(info)) {
    await ana.page.setViewportSize({ width: 320, height: 640 });
    await expectNoSidewaysScroll(ana.page, 'Explore as a map at 320 px');
    await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await ana.page.screenshot({ path: info.outputPath('map-320.png') });
    await ana.page.setViewportSize({ width: 375, height: 812 });
  }
  const heart = card.getByRole('button', { name: `Save ${title}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expectNoViolations(ana.page, 'Explore as a map, a place picked');

  // --- Full dates are refused with the reason; open dates go through.
  await card.getByRole('link', { name: title }).click();
  await expect(ana.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await ana.page.getByRole('button', { name: 'Request to stay' }).click();
  const stepper = ana.page.getByRole('dialog', { name: `Request to stay at ${title}` });
  await stepper.getByLabel('Arrive').fill(day(21));
  await stepper.getByLabel('Leave').fill(day(29));
  await stepper.getByRole('button', { name: 'Next' }).click();
  await stepper.getByLabel('Your message to').fill('Hello! I would love to help at the press.');
  await stepper.getByRole('button', { name: 'Review' }).click();
  await stepper.getByRole('button', { name: 'Send request' }).click();
  await expect(
    stepper.getByText('There’s no place left on some of these dates', { exact: false }),
  ).toBeVisible();
  await stepper.getByLabel('Arrive').fill(day(11));
  await stepper.getByLabel('Leave').fill(day(19));
  await stepper.getByRole('button', { name: 'Next' }).click();
  await stepper.getByRole('button', { name: 'Review' }).click();
  await stepper.getByRole('button', { name: 'Send request' }).click();
  await expect(stepper.getByRole('heading', { name: 'Request sent' })).toBeVisible();

  // The refusal above is the one failed load the browser logs.
  const unexpected = ana.problems.filter((p) => !p.text.includes('status of 422'));
  expect(unexpected, 'the helper’s browser reported errors').toEqual([]);
  await ana.context.close();
});

test('a helper who refuses to share the location is told how to search instead', async ({
  browser,
  baseURL,
}, info) => {
  const ana = await newHelper(browser, baseURL ?? '', info, 'Ana Private');
  await serveTiles(ana.context);
  // Chromium answers 'denied' when the permission is not granted to the context.
  await ana.page.goto('/explore');
  await inFilters(ana.page, info, async (fields) => {
    await fields.getByRole('button', { name: 'Near me' }).click();
    await expect(
      fields.getByText(
        'Location is off for Homestay. Allow it in your browser’s settings, or type a town.',
      ),
    ).toBeVisible();
  });
  await expect(ana.page).not.toHaveURL(/[?&]lat=/);
  await ana.context.close();
});
