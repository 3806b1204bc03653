import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { LOCALES } from '@shared/i18n/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_PAINT_LOCALES,
  FIRST_PAINT_PAGES as PRERENDERED_PAGES,
} from '../../../scripts/prerender-first-paint.mjs';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { FIRST_PAINT_PAGES } from './static-files';

describe('serving the built web app', () => {
  let t: TestApp;
  let webRoot: string;
  const script = `console.log(${JSON.stringify('homestay '.repeat(300))});`;
  const worker = `self.addEventListener('fetch', () => {}); // ${'sw '.repeat(400)}`;
  const manifest = JSON.stringify({ name: 'Homestay', start_url: '/dashboard' });

  beforeAll(async () => {
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-web-'));
    await fs.mkdir(path.join(webRoot, 'assets'));
    await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(webRoot, 'sw.js'), worker);
    await fs.writeFile(path.join(webRoot, 'sw.js.br'), zlib.brotliCompressSync(worker));
    await fs.writeFile(path.join(webRoot, 'manifest.webmanifest'), manifest);
    await fs.writeFile(path.join(webRoot, 'assets/app-abc123.js'), script);
    await fs.writeFile(
      path.join(webRoot, 'assets/app-abc123.js.br'),
      zlib.brotliCompressSync(script),
    );
    const prerendered: Array<[locale: string, name: string]> = [
      ['en', 'login'],
      ['es', 'login'],
      ['es', 'landing'],
    ];
    for (const [locale, name] of prerendered) {
      await fs.mkdir(path.join(webRoot, 'first-paint', locale), { recursive: true });
      await fs.writeFile(
        path.join(webRoot, 'first-paint', locale, `${name}.html`),
        `<!doctype html><div id="first-paint">${locale} ${name}</div><div id="root"></div>`,
      );
    }
    t = await createTestApp({}, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  it('answers index.html for the client routes, revalidated on every visit', async () => {
    for (const url of ['/', '/dashboard', '/properties/123?x=1', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('id="root"');
      expect(String(res.headers['cache-control'])).toContain('max-age=0');
    }
  });

  it('answers a public page with its prerendered copy in the reader’s language (decision 148)', async () => {
    const page = (url: string, language?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: language ? { 'accept-language': language } : {},
      });
    const spanish = await page('/login?redirect=%2Fchores', 'es-MX,es;q=0.9,en;q=0.8');
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers['content-type']).toContain('text/html');
    expect(spanish.body).toContain('<div id="first-paint">es login</div>');
    expect(String(spanish.headers.vary)).toContain('Accept-Language');
    expect(String(spanish.headers['cache-control'])).toContain('max-age=0');
    // No language we speak: English, the app's own first choice.
    expect((await page('/login', 'ja')).body).toContain('en login');
    expect((await page('/', 'es')).body).toContain('es landing');
    // Not prerendered in that language, or not a public page: the app's page.
    const english = await page('/', 'en');
    expect(english.body).not.toContain('first-paint');
    expect(english.body).toContain('id="root"');
    expect((await page('/dashboard', 'es')).body).not.toContain('first-paint');
  });

  it('serves the pages the build prerenders, in every language it speaks', () => {
    expect(PRERENDERED_PAGES).toEqual(FIRST_PAINT_PAGES);
    expect(FIRST_PAINT_LOCALES).toEqual([...LOCALES]);
  });

  it('caches hashed assets for a year and serves the brotli twin when accepted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('answers a missing asset with a 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/gone-999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('serves the service worker and the web app manifest, asked for again at every visit', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(worker);

    // The brotli twin keeps the worker's headers.
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(compressed.headers['cache-control']).toBe('no-cache');

    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'Homestay' });
  });

  it('lets the page register its worker and read its manifest under the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
