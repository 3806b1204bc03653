import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/helpers/accounts';
import {
  addMember,
  call,
  createHelper,
  createHost,
  createProperty,
  createStayRequest,
  randomAddress,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { notifications, profiles, propertyHelpers, stayRequests } from '../../db/schema';

describe('memberships: joining by code, leaving, removing, lists, email invites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.database.db;
  const notesOf = (userId: string) =>
    db().select().from(notifications).where(eq(notifications.userId, userId));

  it('previews the property by code and joins at once; host and helper are notified', async () => {
    const created = await createProperty(t.app, { status: 'paused' });
    const helper = await createHelper(t.app, { fullName: 'Jo Helper' });
    const code = created.property.inviteCode;
    const preview = await call(t.app, 'GET', `/api/invites/${code}`, helper);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      propertyId: created.property.id,
      title: 'Olive farm by the sea',
      myMembershipStatus: null,
      host: { id: created.host.id },
    });
    expect(preview.json()).not.toHaveProperty('address');
    // Grouped and lower case, as a person might type it.
    const typed = `${code.slice(0, 4)}-${code.slice(4, 8)} ${code.slice(8)}`.toLowerCase();
    const join = await call(
      t.app,
      'POST',
      `/api/invites/${encodeURIComponent(typed)}/join`,
      helper,
      {},
    );
    expect(join.statusCode, join.body).toBe(201);
    expect(join.json().membership).toMatchObject({
      status: 'active',
      joinedVia: 'invite_code',
      helperId: helper.id,
      endDate: null,
      exchangePoints: 0,
      agreementFormCompleted: false,
    });
    const [hostNote] = await notesOf(created.host.id);
    expect(hostNote).toMatchObject({ type: 'helper_request', referenceId: created.property.id });
    expect(hostNote?.content).toContain('Jo Helper');
    const helperNotes = await notesOf(helper.id);
    expect(helperNotes.map((n) => [n.type, n.referenceId])).toEqual([
      ['induction_onboard', created.property.id],
    ]);
    const again = await call(t.app, 'POST', `/api/invites/${code}/join`, helper, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You are already a member of this property');
    const previewAgain = await call(t.app, 'GET', `/api/invites/${code}`, helper);
    expect(previewAgain.json().myMembershipStatus).toBe('active');
  });

  it('answers unknown and malformed codes clearly, and refuses hosts (403)', async () => {
    const helper = await createHelper(t.app);
    const unknown = await call(t.app, 'GET', '/api/invites/AAAAAAAAAAAAAAAA', helper);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('This invite code is not valid');
    const malformed = await call(t.app, 'POST', '/api/invites/short/join', helper, {});
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toContain('This invite code is not valid');
    const created = await createProperty(t.app);
    const host = await createHost(t.app);
    const asHost = await call(
      t.app,
      'POST',
      `/api/invites/${created.property.inviteCode}/join`,
      host,
      {},
    );
    expect(asHost.statusCode).toBe(403);
    expect(asHost.json().error.message).toBe('This feature is only available for helpers.');
    const own = await call(
      t.app,
      'POST',
      `/api/invites/${created.property.inviteCode}/join`,
      created.host,
      {},
    );
    expect(own.statusCode).toBe(403);
    expect(
      (await call(t.app, 'GET', `/api/invites/${created.property.inviteCode}`, null)).statusCode,
    ).toBe(401);
  });

  it('concurrent joins by one helper make one membership and one set of notifications', async () => {
    const created = await createProperty(t.app);
    const helper = await createHelper(t.app);
    const url = `/api/invites/${created.property.inviteCode}/join`;
    const results = await Promise.all([1, 2, 3].map(() => call(t.app, 'POST', url, helper, {})));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(
      await db().select().from(propertyHelpers).where(eq(propertyHelpers.helperId, helper.id)),
    ).toHaveLength(1);
    expect(await notesOf(helper.id)).toHaveLength(1);
    expect(await notesOf(created.host.id)).toHaveLength(1);
  });

  it('joining by code withdraws the helper’s pending request for that property', async () => {
    const created = await createProperty(t.app);
    const { helper, request } = await createStayRequest(t.app, created);
    await addMember(t.app, created, helper);
    const [row] = await db().select().from(stayRequests).where(eq(stayRequests.id, request.id));
    expect(row?.status).toBe('withdrawn');
  });

  it('lets a member leave (the host is told) and rejoin; a removed one may not rejoin by code', async () => {
    const created = await createProperty(t.app);
    const helper = await addMember(t.app, created);
    const leave = await call(
      t.app,
      'POST',
      `/api/properties/${created.property.id}/leave`,
      helper,
      {},
    );
    expect(leave.statusCode, leave.body).toBe(200);
    expect(leave.json().membership.status).toBe('left');
    expect(leave.json().membership.endedAt).not.toBeNull();
    expect((await notesOf(created.host.id)).map((n) => n.type)).toContain('helper_left');
    const twice = await call(
      t.app,
      'POST',
      `/api/properties/${created.property.id}/leave`,
      helper,
      {},
    );
    expect(twice.statusCode).toBe(404);
    const rejoin = await call(
      t.app,
      'POST',
      `/api/invites/${created.property.inviteCode}/join`,
      helper,
      {},
    );
    expect(rejoin.statusCode).toBe(201);
    expect(rejoin.json().membership.endedAt).toBeNull();

    const remove = await call(
      t.app,
      'POST',
      `/api/properties/${created.property.id}/members/${helper.id}/remove`,
      created.host,
      {},
    );
    expect(remove.statusCode, remove.body).toBe(200);
    expect(remove.json().membership.status).toBe('removed');
    expect((await notesOf(helper.id)).map((n) => n.type)).toContain('membership_removed');
    const again = await call(
      t.app,
      'POST',
      `/api/properties/${created.property.id}/members/${helper.id}/remove`,
      created.host,
      {},
    );
    expect(again.statusCode).toBe(409);
    const back = await call(
      t.app,
      'POST',
      `/api/invites/${created.property.inviteCode}/join`,
      helper,
      {},
    );
    expect(back.statusCode).toBe(422);
    expect(back.json().error.message).toContain('The host removed you from this property');
    // History is kept: one row, status removed.
    const rows = await db()
      .select()
      .from(propertyHelpers)
      .where(eq(propertyHelpers.helperId, helper.id));
    expect(rows.map((r) => r.status)).toEqual(['removed']);
  });

  it('lets only the host remove (403 for a member, 404 for strangers) and a host not leave', async () => {
    const created = await createProperty(t.app);
    const member = await addMember(t.app, created);
    const other = await addMember(t.app, created);
    const url = `/api/properties/${created.property.id}/members/${other.id}/remove`;
    expect((await call(t.app, 'POST', url, member, {})).statusCode).toBe(403);
    const hidden = await createProperty(t.app, { status: 'paused' });
    const hiddenMember = await addMember(t.app, hidden);
    const strangerHost = await createHost(t.app);
    expect(
      (
        await call(
          t.app,
          'POST',
          `/api/properties/${hidden.property.id}/members/${hiddenMember.id}/remove`,
          strangerHost,
          {},
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          t.app,
          'POST',
          `/api/properties/${created.property.id}/members/${strangerHost.id}/remove`,
          created.host,
          {},
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/properties/${created.property.id}/leave`, created.host, {}))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', `/api/properties/${hidden.property.id}/leave`, member, {}))
        .statusCode,
    ).toBe(404);
  });

  it('shows a helper My Properties: memberships (active first, past kept) and pending requests, nobody else’s', async () => {
    const helper = await createHelper(t.app);
    const a = await createProperty(t.app);
    const b = await createProperty(t.app, { fields: { title: 'Boat on the river', type: 'boat' } });
    const c = await createProperty(t.app, {
      fields: { title: 'Hostel in the hills', type: 'hostel' },
    });
    await addMember(t.app, a, helper);
    await call(t.app, 'POST', `/api/properties/${a.property.id}/leave`, helper, {});
    await addMember(t.app, b, helper);
    const { request } = await createStayRequest(t.app, c, { helper });
    await addMember(t.app, c); // decoy: another helper's membership
    const res = await call(t.app, 'GET', '/api/my-properties', helper);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(
      body.memberships.map((m: { property: { id: string }; membership: { status: string } }) => [
        m.property.id,
        m.membership.status,
      ]),
    ).toEqual([
      [b.property.id, 'active'],
      [a.property.id, 'left'],
    ]);
    expect(body.memberships[0].host.id).toBe(b.host.id);
    expect(body.pendingRequests.map((r: { request: { id: string } }) => r.request.id)).toEqual([
      request.id,
    ]);
    expect((await call(t.app, 'GET', '/api/my-properties', b.host)).statusCode).toBe(403);
  });

  it('lists a host’s helpers by property and status, and shows one helper’s detail; never another host’s', async () => {
    const host = await createHost(t.app);
    const farm = await createProperty(t.app, { host });
    const boat = await createProperty(t.app, { host, fields: { title: 'Boat', type: 'boat' } });
    const ana = await addMember(t.app, farm);
    await addMember(t.app, boat, ana);
    const ben = await addMember(t.app, boat);
    await call(
      t.app,
      'POST',
      `/api/properties/${boat.property.id}/members/${ben.id}/remove`,
      host,
      {},
    );
    const decoy = await createProperty(t.app);
    const decoyHelper = await addMember(t.app, decoy);

    const all = await call(t.app, 'GET', '/api/helpers', host);
    expect(all.statusCode, all.body).toBe(200);
    const ids = all.json().items.map((i: { helper: { id: string } }) => i.helper.id);
    expect(ids.sort()).toEqual([ana.id, ana.id, ben.id].sort());
    expect(ids).not.toContain(decoyHelper.id);
    const removed = await call(t.app, 'GET', '/api/helpers?status=removed', host);
    expect(removed.json().items.map((i: { helper: { id: string } }) => i.helper.id)).toEqual([
      ben.id,
    ]);
    const onFarm = await call(t.app, 'GET', `/api/helpers?propertyId=${farm.property.id}`, host);
    expect(onFarm.json().items).toHaveLength(1);
    const paged = await call(t.app, 'GET', '/api/helpers?limit=2', host);
    expect(paged.json().items).toHaveLength(2);
    const rest = await call(
      t.app,
      'GET',
      `/api/helpers?limit=2&cursor=${paged.json().nextCursor}`,
      host,
    );
    expect(rest.json()).toMatchObject({ nextCursor: null });
    expect(rest.json().items).toHaveLength(1);
    const foreign = await call(t.app, 'GET', `/api/helpers?propertyId=${decoy.property.id}`, host);
    expect(foreign.json().items).toEqual([]);

    const detail = await call(t.app, 'GET', `/api/helpers/${ana.id}`, host);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().memberships).toHaveLength(2);
    expect(detail.json()).toMatchObject({ helper: { id: ana.id }, totalExchangePoints: 0 });
    expect(detail.json().memberships[0].membership).toMatchObject({
      agreementFormCompleted: false,
      exchangePoints: 0,
    });
    expect((await call(t.app, 'GET', `/api/helpers/${decoyHelper.id}`, host)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/helpers/${ana.id}`, decoy.host)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/helpers', ana)).statusCode).toBe(403);
    // Host and member see each other's cards; a stranger does not.
    expect((await call(t.app, 'GET', `/api/profiles/${ana.id}`, host)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/profiles/${ana.id}`, decoy.host)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/profiles/${ana.id}`, decoyHelper)).statusCode).toBe(404);
  });

  it('mails an invite; a new account made from it is "invited", then "joined" when it joins', async () => {
    const created = await createProperty(t.app, { fields: { title: 'Cabin <by> the lake' } });
    const email = `newcomer-${Date.now()}@example.test`;
    const res = await call(
      t.app,
      'POST',
      `/api/properties/${created.property.id}/invitations`,
      created.host,
      {
        email: `  ${email.toUpperCase()} `,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email, status: 'invited', sendCount: 1 });
    await t.app.mailer.idle();
    const outbox = path.join(t.dataDir, 'outbox');
    const files = (await fs.readdir(outbox)).filter((f) => f.endsWith('.txt'));
    const texts = await Promise.all(files.map((f) => fs.readFile(path.join(outbox, f), 'utf8')));
    const mail = texts.find((text) => text.includes(email));
    expect(mail).toBeDefined();
    const joinPath = `/properties/join/${created.property.inviteCode}`;
    expect(mail).toContain(`http://localhost:3000${joinPath}`);
    expect(mail).toContain(`http://localhost:3000/signup?redirect=${encodeURIComponent(joinPath)}`);

    const again = await call(
      t.app,
      'POST',
      `/api/properties/${created.property.id}/invitations`,
      created.host,
      { email },
    );
    expect(again.json().sendCount).toBe(2);
    const list = await call(
      t.app,
      'GET',
      `/api/properties/${created.property.id}/invitations`,
      created.host,
    );
    expect(list.json().items).toHaveLength(1);

    const newcomer = await createUser(t.app, { role: 'helper', email });
    const [before] = await db().select().from(profiles).where(eq(profiles.id, newcomer.id));
    expect(before?.hostSignupInviteStatus).toBe('invited');
    const join = await call(
      t.app,
      'POST',
      `/api/invites/${created.property.inviteCode}/join`,
      newcomer,
      {},
    );
    expect(join.json().membership.joinedVia).toBe('host_invite');
    const [after] = await db().select().from(profiles).where(eq(profiles.id, newcomer.id));
    expect(after?.hostSignupInviteStatus).toBe('joined');
    const listAfter = await call(
      t.app,
      'GET',
      `/api/properties/${created.property.id}/invitations`,
      created.host,
    );
    expect(listAfter.json().items[0].status).toBe('joined');
    const member = await call(
      t.app,
      'POST',
      `/api/properties/${created.property.id}/invitations`,
      created.host,
      { email },
    );
    expect(member.statusCode).toBe(409);
  });

  it('refuses invites from anyone but the host, and bad addresses', async () => {
    const created = await createProperty(t.app);
    const member = await addMember(t.app, created);
    const url = `/api/properties/${created.property.id}/invitations`;
    expect((await call(t.app, 'POST', url, member, { email: 'a@example.test' })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, 'GET', url, member)).statusCode).toBe(403);
    expect(
      (await call(t.app, 'POST', url, created.host, { email: 'not-an-email' })).statusCode,
    ).toBe(400);
    const hidden = await createProperty(t.app, { status: 'draft' });
    expect(
      (
        await call(
          t.app,
          'POST',
          `/api/properties/${hidden.property.id}/invitations`,
          created.host,
          { email: 'a@example.test' },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('rate-limits join attempts per user and per address (429 in the error shape)', async () => {
    const created = await createProperty(t.app);
    const helper = await createHelper(t.app);
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const codeUrl = (i: number) => `/api/invites/${'A'.repeat(15)}${letters[i % 26]}`;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await call(t.app, 'GET', codeUrl(i), helper)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    const limited = await call(
      t.app,
      'POST',
      `/api/invites/${created.property.inviteCode}/join`,
      helper,
      {},
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      await db().select().from(propertyHelpers).where(eq(propertyHelpers.helperId, helper.id)),
    ).toHaveLength(0);

    // Per address: 100 in the window from one address, whoever the account.
    const address = randomAddress();
    const helpers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createHelper(t.app)));
    let last = 0;
    for (let i = 0; i < 101; i++) {
      const who = helpers[i % helpers.length];
      if (!who) throw new Error('no helper');
      last = (
        await call(t.app, 'GET', '/api/invites/AAAAAAAAAAAAAAAA', who, undefined, {
          remoteAddress: address,
        })
      ).statusCode;
    }
    expect(last).toBe(429);
    const elsewhere = await call(
      t.app,
      'GET',
      `/api/invites/${created.property.inviteCode}`,
      helpers[0] ?? null,
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('rate-limits email invites per host', async () => {
    const created = await createProperty(t.app);
    const url = `/api/properties/${created.property.id}/invitations`;
    let last = 0;
    for (let i = 0; i < 21; i++)
      last = (await call(t.app, 'POST', url, created.host, { email: `limit-${i}@example.test` }))
        .statusCode;
    expect(last).toBe(429);
    await t.app.mailer.idle();
  });
});
