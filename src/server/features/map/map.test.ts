import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { tileImageSource } from '../../platform/security-headers';

describe('the map configuration', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('tells anyone, signed in or not, the tile server and its credit, cacheable for an hour', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/map/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json()).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution:
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    });
  });

  it('lets the pages load the tiles: their origin is in the CSP’s img-src, and nowhere else', async () => {
    t = await createTestApp({ MAP_TILE_URL: 'https://{s}.tiles.example.com:8443/{z}/{x}/{y}.png' });
    const res = await t.app.inject({ method: 'GET', url: '/api/map/config' });
    expect(res.json().tileUrl).toBe('https://{s}.tiles.example.com:8443/{z}/{x}/{y}.png');
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `));
    expect(directive('img-src')).toContain('https://*.tiles.example.com:8443');
    expect(directive('connect-src')).not.toContain('tiles.example.com');
    expect(directive('script-src')).not.toContain('tiles.example.com');
  });

  it('names the tiles’ origin for the CSP, with a wildcard for a subdomain placeholder', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileImageSource('http://127.0.0.1:4000/tiles/{z}/{x}/{y}{r}.png?k=1')).toBe(
      'http://127.0.0.1:4000',
    );
    expect(tileImageSource('https://{s}.basemaps.example/{z}/{x}/{y}.png')).toBe(
      'https://*.basemaps.example',
    );
  });
});
