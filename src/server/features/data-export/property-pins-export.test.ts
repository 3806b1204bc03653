import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, call, createProperty } from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { staySections } from './sections-stays';

// Issue 18's pins in the host's export (issue 19): the exact pin is the
// host's own data; a member's export names the property but not where it is.
describe('property pins in the data export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const exportOf = async (file: string, userId: string) => {
    const section = staySections.find((s) => s.file === file);
    if (!section) throw new Error(`no ${file} in the export`);
    return t.app.database.db.transaction(async (tx) => {
      let out = '';
      for await (const chunk of section.stream(tx, userId)) out += chunk.toString();
      return out;
    });
  };

  it('gives the host each property’s pin and public place, and nobody else', async () => {
    const placed = await createProperty(t.app, { fields: { title: 'On the map' } });
    const host = placed.host;
    const unplaced = await createProperty(t.app, { host, fields: { title: 'Not yet placed' } });
    const pin = { lat: 59.9139, lng: 10.7522 };
    const res = await call(
      t.app,
      'PUT',
      `/api/properties/${placed.property.id}/location`,
      host,
      pin,
    );
    expect(res.statusCode, res.body).toBe(200);

    const rows = JSON.parse(await exportOf('properties.json', host.id)) as Array<{
      title: string;
      pin: { lat: number; lng: number; updatedAt: string } | null;
      publicPlace: { lat: number; lng: number; radiusMetres: number } | null;
    }>;
    const byTitle = new Map(rows.map((r) => [r.title, r]));
    expect(byTitle.get('On the map')?.pin).toMatchObject(pin);
    expect(byTitle.get('On the map')?.pin?.updatedAt).toEqual(expect.any(String));
    expect(byTitle.get('On the map')?.publicPlace).toMatchObject({ radiusMetres: 2000 });
    expect(byTitle.get('Not yet placed')).toMatchObject({ pin: null, publicPlace: null });
    expect(unplaced.property.id).not.toBe(placed.property.id);

    // A member's export lists the membership, not the host's pin.
    const member = await addMember(t.app, placed);
    const memberText = [
      await exportOf('properties.json', member.id),
      await exportOf('memberships.json', member.id),
    ].join('\n');
    expect(memberText).toContain('On the map');
    expect(memberText).not.toContain(String(pin.lat));
    expect(memberText).not.toContain(String(pin.lng));
  });
});
