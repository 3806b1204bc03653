import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  type CreatedProperty,
  call,
  createHelper,
  createHost,
  createProperty,
  daysFromNow,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { agreements, messages, notifications, propertyHelpers } from '../../db/schema';
import { agreedHoursPerWeek } from './service';

describe('agreements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.database.db;
  const url = (c: CreatedProperty, helper: TestUser, action = '') =>
    `/api/properties/${c.property.id}/agreements/${helper.id}${action ? `/${action}` : ''}`;
  const terms = (overrides: object = {}) => ({
    startDate: daysFromNow(2),
    endDate: daysFromNow(30),
    hoursPerWeek: 20,
    daysOff: ['saturday', 'sunday'],
    duties: 'Feed the goats, water the garden.',
    provides: ['private_room', 'meals'],
    houseRules: 'No smoking indoors.',
    noticePeriodDays: 7,
    extraClauses: ['Quiet hours after 10 pm'],
    askedDetails: ['Do you have a driving licence?'],
    ...overrides,
  });
  const signBody = (version: number, overrides: object = {}) => ({
    version,
    emergencyContact: { name: 'Maria Helper', phone: '+351 912 345 678', relation: 'Mother' },
    details: ['Yes, since 2015'],
    signedName: '  ana HELPER ',
    consent: true,
    ...overrides,
  });
  const notesOf = (userId: string) =>
    db().select().from(notifications).where(eq(notifications.userId, userId));
  const membership = async (c: CreatedProperty, helper: TestUser) => {
    const [row] = await db()
      .select()
      .from(propertyHelpers)
      .where(
        and(eq(propertyHelpers.propertyId, c.property.id), eq(propertyHelpers.helperId, helper.id)),
      );
    return row;
  };

  async function setup() {
    const c = await createProperty(t.app);
    const helper = await addMember(t.app, c, await createHelper(t.app, { fullName: 'Ana Helper' }));
    return { c, helper };
  }
  async function sent() {
    const s = await setup();
    const res = await call(t.app, 'POST', url(s.c, s.helper), s.c.host, terms());
    expect(res.statusCode, res.body).toBe(201);
    return s;
  }
  async function signed() {
    const s = await sent();
    const res = await call(t.app, 'POST', url(s.c, s.helper, 'sign'), s.helper, signBody(1));
    expect(res.statusCode, res.body).toBe(200);
    return s;
  }

  it('pre-fills a draft from the exchange terms for the host, not for the helper', async () => {
    const { c, helper } = await setup();
    const host = await call(t.app, 'GET', url(c, helper), c.host);
    expect(host.statusCode, host.body).toBe(200);
    expect(host.json()).toMatchObject({
      viewerRole: 'host',
      latest: null,
      inForce: null,
      versions: [],
      draft: {
        hoursPerWeek: 20,
        daysOff: ['saturday', 'sunday'],
        provides: ['private_room', 'meals', 'wifi'],
        houseRules: 'No smoking indoors.',
        extraClauses: ['Quiet hours after 10 pm'],
      },
    });
    const mine = await call(t.app, 'GET', url(c, helper), helper);
    expect(mine.json()).toMatchObject({ viewerRole: 'helper', draft: null });
  });

  it('send: version 1, agreement_form to the helper, a system message, form not completed', async () => {
    const { c, helper } = await sent();
    const thread = (await call(t.app, 'GET', url(c, helper), helper)).json();
    expect(thread.latest).toMatchObject({ version: 1, status: 'sent', signedAt: null });
    expect(thread.latest.terms.askedDetails).toEqual(['Do you have a driving licence?']);
    const [note] = await notesOf(helper.id).then((n) =>
      n.filter((x) => x.type === 'agreement_form'),
    );
    expect(note).toMatchObject({ referenceId: c.property.id, title: 'Agreement to sign' });
    const chat = await db()
      .select()
      .from(messages)
      .where(eq(messages.statusType, 'agreement_sent'));
    expect(chat.length).toBeGreaterThan(0);
    expect((await membership(c, helper))?.agreementFormCompleted).toBe(false);
  });

  it('sign: checks the name and consent, answers every asked detail, tells the host', async () => {
    const { c, helper } = await sent();
    const wrongName = await call(
      t.app,
      'POST',
      url(c, helper, 'sign'),
      helper,
      signBody(1, { signedName: 'Someone Else' }),
    );
    expect(wrongName.statusCode).toBe(422);
    expect(wrongName.json().error.fields[0].field).toBe('body.signedName');
    const noConsent = await call(
      t.app,
      'POST',
      url(c, helper, 'sign'),
      helper,
      signBody(1, { consent: false }),
    );
    expect(noConsent.statusCode).toBe(400);
    const noAnswer = await call(
      t.app,
      'POST',
      url(c, helper, 'sign'),
      helper,
      signBody(1, { details: [] }),
    );
    expect(noAnswer.statusCode).toBe(422);
    const badPhone = await call(
      t.app,
      'POST',
      url(c, helper, 'sign'),
      helper,
      signBody(1, { emergencyContact: { name: 'M', phone: 'call me', relation: 'Mother' } }),
    );
    expect(badPhone.statusCode).toBe(400);

    const ok = await call(t.app, 'POST', url(c, helper, 'sign'), helper, signBody(1));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().latest).toMatchObject({
      version: 1,
      status: 'signed',
      signedName: 'ana HELPER',
      answers: {
        emergencyContact: { name: 'Maria Helper', relation: 'Mother' },
        details: [{ question: 'Do you have a driving licence?', answer: 'Yes, since 2015' }],
      },
    });
    expect((await membership(c, helper))?.agreementFormCompleted).toBe(true);
    const hostNotes = (await notesOf(c.host.id)).filter(
      (n) => n.type === 'agreement_form_completed',
    );
    expect(hostNotes).toHaveLength(1);
    expect(hostNotes[0]?.referenceId).toBe(c.property.id);
    // A retry answers the same and writes nothing.
    const again = await call(t.app, 'POST', url(c, helper, 'sign'), helper, signBody(1));
    expect(again.statusCode).toBe(200);
    expect(
      (await notesOf(c.host.id)).filter((n) => n.type === 'agreement_form_completed'),
    ).toHaveLength(1);
  });

  it('approve: in force, hours readable by agreedHoursPerWeek; retry is idempotent', async () => {
    const { c, helper } = await signed();
    expect(await agreedHoursPerWeek(db(), c.property.id, helper.id)).toBeNull();
    const res = await call(t.app, 'POST', url(c, helper, 'approve'), c.host, { version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().inForce).toMatchObject({ version: 1, status: 'approved' });
    expect(await agreedHoursPerWeek(db(), c.property.id, helper.id)).toBe(20);
    const again = await call(t.app, 'POST', url(c, helper, 'approve'), c.host, { version: 1 });
    expect(again.statusCode).toBe(200);
    const list = (await call(t.app, 'GET', '/api/agreements', helper)).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        propertyId: c.property.id,
        status: 'approved',
        inForceVersion: 1,
        hoursPerWeek: 20,
      }),
    ]);
  });

  it('changes requested: back to the helper; re-signing makes version 2 with the same terms', async () => {
    const { c, helper } = await signed();
    const noNote = await call(t.app, 'POST', url(c, helper, 'request-changes'), c.host, {
      version: 1,
      note: '  ',
    });
    expect(noNote.statusCode).toBe(400);
    const res = await call(t.app, 'POST', url(c, helper, 'request-changes'), c.host, {
      version: 1,
      note: 'Please give a reachable emergency number',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().latest).toMatchObject({
      status: 'changes_requested',
      reviewNote: 'Please give a reachable emergency number',
    });
    expect((await membership(c, helper))?.agreementFormCompleted).toBe(false);
    // Approving it now is refused.
    const approve = await call(t.app, 'POST', url(c, helper, 'approve'), c.host, { version: 1 });
    expect(approve.statusCode).toBe(422);

    const resign = await call(
      t.app,
      'POST',
      url(c, helper, 'sign'),
      helper,
      signBody(1, {
        emergencyContact: { name: 'Maria', phone: '+351 000 111 222', relation: 'Mother' },
      }),
    );
    expect(resign.statusCode, resign.body).toBe(200);
    const thread = resign.json();
    expect(
      thread.versions.map((v: { version: number; status: string }) => [v.version, v.status]),
    ).toEqual([
      [2, 'signed'],
      [1, 'superseded'],
    ]);
    expect(thread.versions[0].terms).toEqual(thread.versions[1].terms);
    expect(thread.versions[1].answers.emergencyContact.phone).toBe('+351 912 345 678');
    // The host reviews version 2; approving the old one is stale.
    const stale = await call(t.app, 'POST', url(c, helper, 'approve'), c.host, { version: 1 });
    expect(stale.statusCode).toBe(409);
    const ok = await call(t.app, 'POST', url(c, helper, 'approve'), c.host, { version: 2 });
    expect(ok.statusCode).toBe(200);
  });

  it('new terms: a new version supersedes the open one; the approved one stays in force until the new is approved', async () => {
    const { c, helper } = await signed();
    await call(t.app, 'POST', url(c, helper, 'approve'), c.host, { version: 1 });
    const v2 = await call(t.app, 'POST', url(c, helper), c.host, terms({ hoursPerWeek: 25 }));
    expect(v2.statusCode, v2.body).toBe(201);
    expect(v2.json().inForce.version).toBe(1);
    expect(await agreedHoursPerWeek(db(), c.property.id, helper.id)).toBe(20);
    // Signing the old version number is refused: a newer one exists.
    const old = await call(t.app, 'POST', url(c, helper, 'sign'), helper, signBody(1));
    expect(old.statusCode).toBe(409);
    const v3 = await call(t.app, 'POST', url(c, helper), c.host, terms({ hoursPerWeek: 30 }));
    expect(v3.json().versions.map((v: { status: string }) => v.status)).toEqual([
      'sent',
      'superseded',
      'approved',
    ]);
    await call(t.app, 'POST', url(c, helper, 'sign'), helper, signBody(3));
    await call(t.app, 'POST', url(c, helper, 'approve'), c.host, { version: 3 });
    const final = (await call(t.app, 'GET', url(c, helper), helper)).json();
    expect(final.versions.map((v: { status: string }) => v.status)).toEqual([
      'approved',
      'superseded',
      'superseded',
    ]);
    expect(await agreedHoursPerWeek(db(), c.property.id, helper.id)).toBe(30);
  });

  it('forbidden transitions', async () => {
    const { c, helper } = await setup();
    // Nothing sent yet.
    expect(
      (await call(t.app, 'POST', url(c, helper, 'sign'), helper, signBody(1))).statusCode,
    ).toBe(422);
    expect(
      (await call(t.app, 'POST', url(c, helper, 'approve'), c.host, { version: 1 })).statusCode,
    ).toBe(422);
    await call(t.app, 'POST', url(c, helper), c.host, terms());
    // Not signed yet: no review.
    expect(
      (await call(t.app, 'POST', url(c, helper, 'approve'), c.host, { version: 1 })).statusCode,
    ).toBe(422);
    expect(
      (
        await call(t.app, 'POST', url(c, helper, 'request-changes'), c.host, {
          version: 1,
          note: 'x',
        })
      ).statusCode,
    ).toBe(422);
    // Wrong sides: the helper may not send or review, the host may not sign.
    expect((await call(t.app, 'POST', url(c, helper), helper, terms())).statusCode).toBe(403);
    expect(
      (await call(t.app, 'POST', url(c, helper, 'approve'), helper, { version: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', url(c, helper, 'sign'), c.host, signBody(1))).statusCode,
    ).toBe(403);
    // Bad terms.
    const badDates = await call(
      t.app,
      'POST',
      url(c, helper),
      c.host,
      terms({ endDate: daysFromNow(1), startDate: daysFromNow(5) }),
    );
    expect(badDates.statusCode).toBe(400);
    // A member who left can no longer be sent one (but still sees the history).
    expect(
      (await call(t.app, 'POST', `/api/properties/${c.property.id}/leave`, helper, {})).statusCode,
    ).toBe(200);
    const afterLeft = await call(t.app, 'POST', url(c, helper), c.host, terms());
    expect(afterLeft.statusCode).toBe(422);
    expect(afterLeft.json().error.message).toBe(
      'Agreements can only be sent to an active member of this property',
    );
    expect((await call(t.app, 'GET', url(c, helper), helper)).statusCode).toBe(200);
    expect(
      (await call(t.app, 'POST', url(c, helper, 'sign'), helper, signBody(1))).statusCode,
    ).toBe(422);
  });

  it('access matrix: anonymous 401; other hosts, other helpers and non-members 404', async () => {
    const { c, helper } = await sent();
    const otherHost = await createHost(t.app);
    const otherHelper = await createHelper(t.app, { fullName: 'Ana Helper' });
    const otherMember = await addMember(t.app, c);
    const stranger = await createHelper(t.app);
    const routes: Array<['GET' | 'POST', string, object | undefined]> = [
      ['GET', url(c, helper), undefined],
      ['POST', url(c, helper), terms()],
      ['POST', url(c, helper, 'sign'), signBody(1, { signedName: 'Ana Helper' })],
      ['POST', url(c, helper, 'approve'), { version: 1 }],
      ['POST', url(c, helper, 'request-changes'), { version: 1, note: 'x' }],
    ];
    for (const [method, path, body] of routes) {
      expect(
        (await call(t.app, method, path, null, body)).statusCode,
        `${method} ${path} anon`,
      ).toBe(401);
      for (const who of [otherHost, otherHelper, otherMember]) {
        const res = await call(t.app, method, path, who, body);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
      }
    }
    // A helper who was never a member, asked about by the host: 404 too.
    expect((await call(t.app, 'GET', url(c, stranger), c.host)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', url(c, stranger), c.host, terms())).statusCode).toBe(404);
    // Summaries are scoped to the caller.
    expect((await call(t.app, 'GET', '/api/agreements', otherHost)).json().items).toEqual([]);
    expect((await call(t.app, 'GET', '/api/agreements', otherMember)).json().items).toEqual([]);
    expect((await call(t.app, 'GET', '/api/agreements', c.host)).json().items).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/agreements', null)).statusCode).toBe(401);
  });

  it('versions are immutable: the trigger refuses edits of terms, and of a signature once signed', async () => {
    const { c, helper } = await signed();
    const [row] = await db()
      .select()
      .from(agreements)
      .where(and(eq(agreements.propertyId, c.property.id), eq(agreements.helperId, helper.id)));
    if (!row) throw new Error('no agreement');
    await expect(
      db()
        .update(agreements)
        .set({ terms: { ...row.terms, hoursPerWeek: 40 } })
        .where(eq(agreements.id, row.id)),
    ).rejects.toThrow();
    await expect(
      db().update(agreements).set({ signedName: 'Forged' }).where(eq(agreements.id, row.id)),
    ).rejects.toThrow();
    await expect(
      db()
        .update(agreements)
        .set({
          answers: { emergencyContact: { name: 'x', phone: '1', relation: 'y' }, details: [] },
        })
        .where(eq(agreements.id, row.id)),
    ).rejects.toThrow();
    // Status changes are allowed (review), which is what the service does.
    const [after] = await db().select().from(agreements).where(eq(agreements.id, row.id));
    expect(after?.terms.hoursPerWeek).toBe(20);
    expect(after?.signedName).toBe('ana HELPER');
  });
});
