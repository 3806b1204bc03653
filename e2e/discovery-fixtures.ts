import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './auth-fixtures';

// What the discovery specs (map, location, discovery) check on every page
// they visit, and the map tiles they serve themselves (no network in tests).

/**
 * A 256 px tile that reads as a quiet map in the screenshots: OpenStreetMap's
 * land colour, a white road across, a pale river down.
 */
function mapTile(): Buffer {
  const size = 256;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0);
    for (let x = 0; x < size; x += 1) {
      const road = Math.abs(y - 96 - x / 4) < 3;
      const river = Math.abs(x - 170 - Math.sin(y / 30) * 12) < 6;
      rows.push(...(road ? [255, 255, 255] : river ? [170, 211, 223] : [242, 239, 233]));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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

export async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}
