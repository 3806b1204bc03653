import { randomUUID } from 'node:crypto';
import { api, expect, test } from './auth-fixtures';
import { expectNoSidewaysScroll, expectNoViolations, serveTiles } from './discovery-fixtures';
import { day } from './fixtures';
import { listedProperty, newHelper } from './two-people';

// Issue 18, Where: a host places their property by typing its coordinates; a
// helper who is not a member sees only the approximate area (no exact
// coordinate anywhere in the page); once the host accepts their request the
// helper sees the exact pin.

/** Six decimals: the approximate centre (up to 1 km away) cannot share them by chance. */
const LAT = '38.571432';
const LNG = '-7.913518';

test('a host places the property; a helper sees the area, then the pin once accepted', async ({
  page,
  browser,
  baseURL,
  createAccount,
}, info) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await serveTiles(page);
  await createAccount({ role: 'host' });
  await api(page.request, origin, 'patch', '/api/profile', { fullName: 'Pia Pinheiro' });
  const title = `Cork oak farm ${randomUUID().slice(0, 6)}`;
  const property = await listedProperty(page.request, origin, {
    title,
    type: 'farm',
    city: 'Évora',
    country: 'PT',
  });

  // --- The host: not on the map yet, then typed coordinates, saved.
  await page.goto(`/properties/${property.id}`);
  const section = page.getByRole('region', { name: 'Location on the map' });
  await expect(section.getByText('Not on the map yet')).toBeVisible();
  await section.getByRole('button', { name: 'Place it on the map' }).click();
  await section.getByLabel('Latitude').fill(LAT);
  await section.getByLabel('Longitude').fill(LNG);
  await section.getByRole('button', { name: 'Save location' }).click();
  await expect(page.getByText('Location saved')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Remove from the map' })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  const hostMap = section.getByRole('region', { name: `Map with the pin of ${title}` });
  await expect(hostMap).toBeVisible();
  await expect(section.locator('.place-map-pin')).toBeVisible();
  await expectNoViolations(page, 'host property page with its pin');
  await page.screenshot({ path: info.outputPath('host-location.png'), fullPage: true });
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page, 'the host’s property page at 320 px');
  await section.screenshot({ path: info.outputPath('host-location-320.png') });

  // --- A helper who is not a member: the area, no exact coordinate.
  const ana = await newHelper(browser, origin, info, 'Ana Area');
  await serveTiles(ana.page);
  await ana.page.goto(`/properties/${property.id}`);
  const where = ana.page.getByRole('region', { name: 'Where' });
  await expect(
    where.getByText(
      'Approximate location: exact place shared once you join or your request is accepted',
    ),
  ).toBeVisible();
  await expect(where.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveCount(0);
  await where.scrollIntoViewIfNeeded();
  await expect(where.locator('.place-map-circle')).toBeVisible();
  await expect(where.locator('.place-map-pin')).toHaveCount(0);
  const html = await ana.page.content();
  expect(html).not.toContain(LAT);
  expect(html).not.toContain(LNG.slice(1));
  const reply = await (await ana.context.request.get(`/api/properties/${property.id}`)).json();
  expect(reply.location.precision).toBe('approximate');
  expect(JSON.stringify(reply)).not.toContain(LAT);
  await expectNoViolations(ana.page, 'helper property page with the area');
  await ana.page.screenshot({ path: info.outputPath('helper-area.png'), fullPage: true });
  // The narrowest phone: nothing sideways.
  await ana.page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(ana.page, 'the property page at 320 px');
  await where.scrollIntoViewIfNeeded();
  await ana.page.screenshot({ path: info.outputPath('helper-area-320.png') });

  // --- The host accepts Ana's request: she sees the exact pin.
  const request = await api(
    ana.context.request,
    origin,
    'post',
    `/api/properties/${property.id}/requests`,
    { startDate: day(5), endDate: day(20), message: 'I know cork oaks well.', answers: [] },
  );
  await api(page.request, origin, 'post', `/api/stay-requests/${request.id}/accept`, {});
  await ana.page.reload();
  await expect(where.getByText('Exact location')).toBeVisible();
  await expect(where.getByText(/Approximate location/)).toHaveCount(0);
  await expect(where.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/?mlat=${LAT}&mlon=${LNG}#map=15/${LAT}/${LNG}`,
  );
  await where.scrollIntoViewIfNeeded();
  await expect(where.locator('.place-map-pin')).toBeVisible();
  await expectNoSidewaysScroll(ana.page, 'the member’s property page at 320 px');
  await ana.page.screenshot({ path: info.outputPath('helper-pin-320.png') });
  await expectNoViolations(ana.page, 'member property page with the pin');
  expect(ana.problems, 'the helper’s browser reported errors').toEqual([]);
  await ana.context.close();
});
