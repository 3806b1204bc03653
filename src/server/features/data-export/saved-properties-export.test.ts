import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createHelper, createProperty } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { staySections } from './sections-stays';

// Issue 18's saved properties in the person's export (issue 19).
describe('saved properties in the data export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists what the person saved, and nobody else’s', async () => {
    const me = await createHelper(t.app);
    const other = await createHelper(t.app);
    const { property } = await createProperty(t.app, { fields: { title: 'Kept for later' } });
    const decoy = await createProperty(t.app, { fields: { title: 'Not mine' } });
    expect(
      (await call(t.app, 'PUT', `/api/properties/${property.id}/save`, me, {})).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'PUT', `/api/properties/${decoy.property.id}/save`, other, {})).statusCode,
    ).toBe(200);
    const section = staySections.find((s) => s.file === 'saved-properties.json');
    if (!section) throw new Error('no saved-properties.json in the export');
    const text = await t.app.database.db.transaction(async (tx) => {
      let out = '';
      for await (const chunk of section.stream(tx, me.id)) out += chunk.toString();
      return out;
    });
    expect(JSON.parse(text)).toEqual([
      expect.objectContaining({ id: property.id, propertyTitle: 'Kept for later' }),
    ]);
  });
});
