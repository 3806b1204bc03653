import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './auth-fixtures';
import { makePng } from './fixtures';

// What the discovery specs (map, location, discovery) check on every page
// they visit, and the map tiles they serve themselves (no network in tests).

/**
 * A 256 px tile that reads as a quiet map in the screenshots: OpenStreetMap's
 * land colour, a white road across, a pale river down.
 */
function mapTile(): Buffer {
  return makePng(256, 256, (x, y) => {
    const road = Math.abs(y - 96 - x / 4) < 3;
    const river = Math.abs(x - 170 - Math.sin(y / 30) * 12) < 6;
    return road ? [255, 255, 255] : river ? [170, 211, 223] : [242, 239, 233];
  });
}

const TILE = mapTile();

/** Every tile the map asks OpenStreetMap for, answered here with a small PNG. */
export async function serveTiles(target: Page | BrowserContext) {
  await target.route(/tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
}

/** axe finds nothing once the page has settled (no busy region left). */
export async function expectNoViolations(page: Page, label: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/**
 * Nothing wider than the viewport, once the layout has followed a resize: the
 * map measures its box in a ResizeObserver callback, and CI once read the
 * page right after setViewportSize, with the map still 195 px too wide.
 */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { message: `${label} scrolls sideways` },
    )
    .toBeLessThanOrEqual(0);
}
