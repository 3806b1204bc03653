import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';

describe('serving the built web app', () => {
  let t: TestApp;
  let webRoot: string;
  const script = `console.log(${JSON.stringify('homestay '.repeat(300))});`;

  beforeAll(async () => {
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-web-'));
    await fs.mkdir(path.join(webRoot, 'assets'));
    await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(webRoot, 'assets/app-abc123.js'), script);
    await fs.writeFile(
      path.join(webRoot, 'assets/app-abc123.js.br'),
      zlib.brotliCompressSync(script),
    );
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
});
