import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers ok with the database kind and the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'postgres', version: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with the error shape when the database does not answer', async () => {
    const broken = await createTestApp();
    // Make every new connection fail: the pool keeps no idle client after end().
    const original = broken.app.database.pool.query.bind(broken.app.database.pool);
    broken.app.database.pool.query = (() =>
      Promise.reject(new Error('connection refused'))) as unknown as typeof original;
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    broken.app.database.pool.query = original;
    await broken.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'service_unavailable', message: 'The database does not answer' },
    });
  });
});
