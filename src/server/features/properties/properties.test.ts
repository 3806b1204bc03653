import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  call,
  createHelper,
  createHost,
  createProperty,
  createStayRequest,
  setTerms,
  termsInput,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { properties } from '../../db/schema';

describe('properties: host CRUD, listing rule, exchange terms, invite codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a draft with a fresh 80-bit invite code and shows it in the host list', async () => {
    const host = await createHost(t.app);
    const res = await call(t.app, 'POST', '/api/properties', host, {
      title: '  Riverside guesthouse ',
      type: 'guesthouse',
      city: 'Porto',
      country: 'pt',
      amenities: ['Garden'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      view: 'host',
      title: 'Riverside guesthouse',
      country: 'PT',
      status: 'draft',
      helpersWanted: 1,
      helperCount: 0,
      pendingRequestCount: 0,
      terms: null,
      photos: [],
      cover: null,
      members: [],
      pendingRequests: [],
      listedAt: null,
    });
    expect(body.inviteCode).toMatch(/^[A-Z2-7]{16}$/);
    expect(body.joinUrl).toBe(`http://localhost:3000/properties/join/${body.inviteCode}`);
    expect(body.host.id).toBe(host.id);

    // A decoy of another host never shows in this host's list.
    await createProperty(t.app, { status: 'draft' });
    const list = await call(t.app, 'GET', '/api/properties', host);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((p: { id: string }) => p.id)).toEqual([body.id]);
    expect(list.json().items[0]).toMatchObject({ hasTerms: false, status: 'draft', cover: null });
  });

  it('refuses property creation and the host list to helpers (403) and to the signed out (401)', async () => {
    const helper = await createHelper(t.app);
    const payload = { title: 'x', type: 'house', city: 'Oslo', country: 'NO' };
    const asHelper = await call(t.app, 'POST', '/api/properties', helper, payload);
    expect(asHelper.statusCode).toBe(403);
    expect(asHelper.json().error.message).toBe('This feature is only available for hosts.');
    expect((await call(t.app, 'GET', '/api/properties', helper)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/properties', null, payload)).statusCode).toBe(401);
  });

  it('validates the fields and names them', async () => {
    const host = await createHost(t.app);
    const cases: Array<[object, string]> = [
      [{ type: 'house', city: 'Oslo', country: 'NO' }, 'body.title'],
      [{ title: 'x', type: 'castle', city: 'Oslo', country: 'NO' }, 'body.type'],
      [{ title: 'x', type: 'house', city: 'Oslo', country: 'Norway' }, 'body.country'],
      [
        { title: 'x', type: 'house', city: 'Oslo', country: 'NO', helpersWanted: 0 },
        'body.helpersWanted',
      ],
      [{ title: 'x', type: 'house', city: 'Oslo', country: 'NO', status: 'listed' }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(t.app, 'POST', '/api/properties', host, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        res
          .json()
          .error.fields.map((f: { field: string }) => f.field)
          .join(),
      ).toContain(field);
    }
  });

  it('cannot be listed without exchange terms (422), then can; paused and back', async () => {
    const { host, property } = await createProperty(t.app, { status: 'draft' });
    const url = `/api/properties/${property.id}`;
    const refused = await call(t.app, 'PATCH', url, host, { status: 'listed' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({
      code: 'rule_broken',
      message: 'Add exchange terms before listing this property',
    });
    await setTerms(t.app, host, property.id);
    const listed = await call(t.app, 'PATCH', url, host, { status: 'listed', title: 'New title' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ status: 'listed', title: 'New title' });
    expect(listed.json().listedAt).not.toBeNull();
    const paused = await call(t.app, 'PATCH', url, host, { status: 'paused' });
    expect(paused.json().status).toBe('paused');
    expect(paused.json().listedAt).toBe(listed.json().listedAt);
    // Clearing optional text with '' or null.
    const cleared = await call(t.app, 'PATCH', url, host, { description: '', houseRules: null });
    expect(cleared.json()).toMatchObject({ description: null, houseRules: null });
  });

  it('stores exchange terms, keeps question ids sent back, and checks cross-field rules', async () => {
    const { host, property } = await createProperty(t.app, { status: 'draft' });
    const url = `/api/properties/${property.id}/terms`;
    const empty = await call(t.app, 'GET', url, host);
    expect(empty.json()).toEqual({ propertyId: property.id, terms: null });

    const first = await call(
      t.app,
      'PUT',
      url,
      host,
      termsInput({
        screeningQuestions: [{ question: 'Can you milk goats?' }, { question: 'Do you smoke?' }],
      }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const [q1, q2] = first.json().screeningQuestions;
    expect(q1.id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await call(
      t.app,
      'PUT',
      url,
      host,
      termsInput({
        provides: ['shared_room'],
        screeningQuestions: [
          { id: q2.id, question: 'Do you smoke at all?' },
          { question: 'New one' },
        ],
      }),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().provides).toEqual(['shared_room']);
    expect(second.json().screeningQuestions[0]).toEqual({
      id: q2.id,
      question: 'Do you smoke at all?',
    });
    expect(second.json().screeningQuestions[1].id).not.toBe(q1.id);

    const bad = await call(
      t.app,
      'PUT',
      url,
      host,
      termsInput({
        minStayDays: 30,
        maxStayDays: 10,
        availableFrom: '2030-05-01',
        availableTo: '2030-04-01',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['body.availableTo', 'body.maxStayDays']);
    const unknownProvision = await call(
      t.app,
      'PUT',
      url,
      host,
      termsInput({ provides: ['pool' as never] }),
    );
    expect(unknownProvision.statusCode).toBe(400);
  });

  it('shows the public view to any signed-in user on a listed property, without the address or code', async () => {
    const { property } = await createProperty(t.app);
    const stranger = await createHelper(t.app);
    const res = await call(t.app, 'GET', `/api/properties/${property.id}`, stranger);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.view).toBe('public');
    expect(body).not.toHaveProperty('inviteCode');
    expect(body).not.toHaveProperty('address');
    expect(body).not.toHaveProperty('members');
    expect(body.terms.screeningQuestions).toHaveLength(1);
    expect(body.host).toMatchObject({ fullName: 'Test host', role: 'host' });
    expect(body.myPendingRequest).toBeNull();
    // The host's public card is visible to the same person.
    const hostCard = await call(t.app, 'GET', `/api/profiles/${property.host.id}`, stranger);
    expect(hostCard.statusCode).toBe(200);
  });

  it('shows the member view to an active member, even when paused, and 404 to others then', async () => {
    const created = await createProperty(t.app);
    const member = await addMember(t.app, created);
    const other = await createHelper(t.app);
    const url = `/api/properties/${created.property.id}`;
    await call(t.app, 'PATCH', url, created.host, { status: 'paused' });
    const asMember = await call(t.app, 'GET', url, member);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json()).toMatchObject({
      view: 'member',
      address: '1 Rua das Oliveiras',
      membership: { status: 'active', joinedVia: 'invite_code', agreementFormCompleted: false },
    });
    expect(asMember.json()).not.toHaveProperty('inviteCode');
    const asOther = await call(t.app, 'GET', url, other);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json().error).toEqual({ code: 'not_found', message: 'Property not found' });
    expect((await call(t.app, 'GET', `${url}/terms`, other)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `${url}/terms`, member)).statusCode).toBe(200);
  });

  it('gives the host members, pending requests and counts on the details and the cards', async () => {
    const created = await createProperty(t.app);
    const member = await addMember(t.app, created);
    const { helper: requester } = await createStayRequest(t.app, created);
    const res = await call(t.app, 'GET', `/api/properties/${created.property.id}`, created.host);
    const body = res.json();
    expect(body).toMatchObject({ view: 'host', helperCount: 1, pendingRequestCount: 1 });
    expect(body.members.map((m: { helper: { id: string } }) => m.helper.id)).toEqual([member.id]);
    expect(body.pendingRequests[0]).toMatchObject({ helperId: requester.id, status: 'pending' });
    expect(body.pendingRequests[0].helper.id).toBe(requester.id);
    const cards = await call(t.app, 'GET', '/api/properties?status=listed', created.host);
    expect(cards.json().items[0]).toMatchObject({
      id: created.property.id,
      helperCount: 1,
      pendingRequestCount: 1,
      hasTerms: true,
    });
  });

  it('pages the host list with an opaque cursor, newest first, and rejects a forged cursor', async () => {
    const host = await createHost(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { property } = await createProperty(t.app, {
        host,
        status: 'draft',
        fields: { title: `P${i}` },
      });
      ids.push(property.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/properties?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await call(t.app, 'GET', url, host);
      expect(page.statusCode, page.body).toBe(200);
      seen.push(...page.json().items.map((p: { id: string }) => p.id));
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const forged = await call(t.app, 'GET', '/api/properties?cursor=bm90LWpzb24', host);
    expect(forged.statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/properties?limit=51', host)).statusCode).toBe(400);
  });

  it('lets only the host change, list, regenerate or delete: 403 for those who can see it, 404 for the rest', async () => {
    const created = await createProperty(t.app);
    const member = await addMember(t.app, created);
    const otherHost = await createHost(t.app);
    const url = `/api/properties/${created.property.id}`;
    const unlisted = await createProperty(t.app, { status: 'paused' });
    const hiddenUrl = `/api/properties/${unlisted.property.id}`;
    for (const user of [member, otherHost]) {
      expect((await call(t.app, 'PATCH', url, user, { title: 'Mine now' })).statusCode).toBe(403);
      expect((await call(t.app, 'PUT', `${url}/terms`, user, termsInput())).statusCode).toBe(403);
      expect((await call(t.app, 'POST', `${url}/invite-code`, user, {})).statusCode).toBe(403);
      expect((await call(t.app, 'DELETE', url, user)).statusCode).toBe(403);
      expect((await call(t.app, 'PATCH', hiddenUrl, user, { title: 'x' })).statusCode).toBe(404);
      expect((await call(t.app, 'DELETE', hiddenUrl, user)).statusCode).toBe(404);
      expect((await call(t.app, 'POST', `${hiddenUrl}/invite-code`, user, {})).statusCode).toBe(
        404,
      );
    }
    const missing = await call(
      t.app,
      'GET',
      '/api/properties/00000000-0000-4000-8000-000000000000',
      otherHost,
    );
    expect(missing.statusCode).toBe(404);
    const [row] = await t.app.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, created.property.id));
    expect(row?.title).toBe('Olive farm by the sea');
  });

  it('regenerates the invite code: the old one stops at once', async () => {
    const created = await createProperty(t.app);
    const helper = await createHelper(t.app);
    const old = created.property.inviteCode;
    expect((await call(t.app, 'GET', `/api/invites/${old}`, helper)).statusCode).toBe(200);
    const res = await call(
      t.app,
      'POST',
      `/api/properties/${created.property.id}/invite-code`,
      created.host,
      {},
    );
    expect(res.statusCode).toBe(200);
    const { inviteCode, joinUrl } = res.json();
    expect(inviteCode).toMatch(/^[A-Z2-7]{16}$/);
    expect(inviteCode).not.toBe(old);
    expect(joinUrl).toBe(`http://localhost:3000/properties/join/${inviteCode}`);
    const stale = await call(t.app, 'GET', `/api/invites/${old}`, helper);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().error.message).toBe('This invite code is not valid');
    expect((await call(t.app, 'POST', `/api/invites/${old}/join`, helper, {})).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, 'GET', `/api/invites/${inviteCode.toLowerCase()}`, helper)).statusCode,
    ).toBe(200);
  });

  it('deletes a property without history, and refuses one with members or requests (422)', async () => {
    const fresh = await createProperty(t.app, { status: 'draft' });
    const del = await call(t.app, 'DELETE', `/api/properties/${fresh.property.id}`, fresh.host);
    expect(del.statusCode).toBe(204);
    expect(
      (await call(t.app, 'GET', `/api/properties/${fresh.property.id}`, fresh.host)).statusCode,
    ).toBe(404);

    const withRequest = await createProperty(t.app);
    await createStayRequest(t.app, withRequest);
    const refused = await call(
      t.app,
      'DELETE',
      `/api/properties/${withRequest.property.id}`,
      withRequest.host,
    );
    expect(refused.statusCode).toBe(422);
  });
});
