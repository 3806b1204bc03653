import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createHelper } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { accountSections } from './sections-account';

// Issue 18's skills and spoken languages in the person's export (issue 19).
describe('skills and spoken languages in the data export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('are in profile.json as the person wrote them, and nobody else’s are', async () => {
    const me = await createHelper(t.app);
    const other = await createHelper(t.app);
    for (const [who, body] of [
      [me, { skills: ['Dog walking', 'Jardinería'], spokenLanguages: ['pt', 'en'] }],
      [other, { skills: ['Sailing'], spokenLanguages: ['fi'] }],
    ] as const)
      expect((await call(t.app, 'PATCH', '/api/profile', who, body)).statusCode).toBe(200);
    const section = accountSections.find((s) => s.file === 'profile.json');
    if (!section) throw new Error('no profile.json in the export');
    const text = await t.app.database.db.transaction(async (tx) => {
      let out = '';
      for await (const chunk of section.stream(tx, me.id)) out += chunk.toString();
      return out;
    });
    expect(JSON.parse(text).profile).toEqual([
      expect.objectContaining({
        id: me.id,
        skills: ['Dog walking', 'Jardinería'],
        spokenLanguages: ['pt', 'en'],
      }),
    ]);
    expect(text).not.toContain('Sailing');
  });
});
