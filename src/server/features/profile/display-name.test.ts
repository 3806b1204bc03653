import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/helpers/accounts';
import { call } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

// Issue 24: "Ad\u202Emin" and a name with 90 combining marks were stored and
// shown. A display name is normalised (NFC) and refused, with a 400 naming
// the field, when it holds what can disguise it.
describe('display names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses direction overrides, invisible characters and piles of accents, changing nothing', async () => {
    const user = await createUser(t.app, { fullName: 'Hana Host' });
    for (const fullName of [
      'Ad\u202emin',
      'Ha\u200bna',
      `Hana${'\u0301'.repeat(90)}`,
      'Ha\u0000na',
    ]) {
      const res = await call(t.app, 'PATCH', '/api/profile', user, { fullName });
      expect(res.statusCode, JSON.stringify(fullName)).toBe(400);
      expect(res.json().error.fields).toEqual([
        expect.objectContaining({ field: 'body.fullName' }),
      ]);
    }
    const profile = await call(t.app, 'GET', '/api/profile', user);
    expect(profile.json().fullName).toBe('Hana Host');
  });

  it('stores a name in NFC, however it was typed', async () => {
    const user = await createUser(t.app, { fullName: 'Hana Host' });
    const res = await call(t.app, 'PATCH', '/api/profile', user, { fullName: 'Jose\u0301' });
    expect(res.statusCode).toBe(200);
    expect(res.json().fullName).toBe('José');
    expect(res.json().fullName).toHaveLength(4);
  });
});
