import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  type CreatedProperty,
  call,
  createHelper,
  createHost,
  createProperty,
  createStayRequest,
  daysFromNow,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { notifications, propertyHelpers, stayRequests } from '../../db/schema';

describe('stay requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.database.db;
  const notificationsOf = (userId: string) =>
    db().select().from(notifications).where(eq(notifications.userId, userId));
  const questionsOf = (created: CreatedProperty) =>
    created.property.terms?.screeningQuestions ?? [];
  const requestBody = (created: CreatedProperty, overrides: object = {}) => ({
    startDate: daysFromNow(10),
    endDate: daysFromNow(24),
    message: 'Hello! I can help in the garden.',
    answers: questionsOf(created).map((q) => ({ questionId: q.id, answer: 'Because I love it' })),
    ...overrides,
  });
  const post = (created: CreatedProperty, helper: TestUser, body: object) =>
    call(t.app, 'POST', `/api/properties/${created.property.id}/requests`, helper, body);

  it('creates a pending request with the answers and tells the host (helper_request)', async () => {
    const created = await createProperty(t.app, {
      terms: {
        screeningQuestions: [{ question: 'Can you milk goats?' }, { question: 'Any allergies?' }],
      },
    });
    const helper = await createHelper(t.app, { fullName: 'Ana Helper' });
    const res = await post(created, helper, requestBody(created));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      propertyId: created.property.id,
      propertyTitle: 'Olive farm by the sea',
      helperId: helper.id,
      status: 'pending',
      declineReason: null,
    });
    expect(body.answers.map((a: { question: string }) => a.question)).toEqual([
      'Can you milk goats?',
      'Any allergies?',
    ]);
    const [note] = await notificationsOf(created.host.id);
    expect(note).toMatchObject({
      type: 'helper_request',
      referenceId: created.property.id,
      title: 'New stay request',
      isRead: false,
    });
    expect(note?.content).toContain('Ana Helper');
    // The public view now shows the caller's pending request; the helper's card is visible to the host.
    const view = await call(t.app, 'GET', `/api/properties/${created.property.id}`, helper);
    expect(view.json().myPendingRequest.id).toBe(body.id);
    expect((await call(t.app, 'GET', `/api/profiles/${helper.id}`, created.host)).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'GET', `/api/profiles/${created.host.id}`, helper)).statusCode).toBe(
      200,
    );
  });

  it('names the missing screening question, and refuses answers to questions not asked', async () => {
    const created = await createProperty(t.app, {
      terms: {
        screeningQuestions: [{ question: 'Can you milk goats?' }, { question: 'Any allergies?' }],
      },
    });
    const helper = await createHelper(t.app);
    const [q1] = questionsOf(created);
    const missing = await post(
      created,
      helper,
      requestBody(created, { answers: [{ questionId: q1?.id, answer: 'Yes' }] }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.message).toBe(
      'Please answer the screening question: "Any allergies?"',
    );
    const stray = await post(
      created,
      helper,
      requestBody(created, {
        answers: [
          ...requestBody(created).answers,
          { questionId: '00000000-0000-4000-8000-000000000000', answer: 'x' },
        ],
      }),
    );
    expect(stray.statusCode).toBe(422);
    expect(
      await db().select().from(stayRequests).where(eq(stayRequests.helperId, helper.id)),
    ).toHaveLength(0);
  });

  it('checks the dates against the window and the stay length', async () => {
    const created = await createProperty(t.app, {
      terms: {
        minStayDays: 7,
        maxStayDays: 30,
        availableFrom: daysFromNow(5),
        availableTo: daysFromNow(100),
      },
    });
    const helper = await createHelper(t.app);
    const cases: Array<[string, string, number, string]> = [
      [daysFromNow(20), daysFromNow(10), 400, 'The end date must be after the start date'],
      [daysFromNow(2), daysFromNow(12), 422, 'The stay must fall between'],
      [daysFromNow(95), daysFromNow(105), 422, 'The stay must fall between'],
      [daysFromNow(10), daysFromNow(13), 422, 'The stay must last between 7 and 30 days'],
      [daysFromNow(10), daysFromNow(50), 422, 'The stay must last between 7 and 30 days'],
      ['2001-01-01', '2001-01-20', 422, 'The stay cannot start in the past'],
    ];
    for (const [startDate, endDate, status, message] of cases) {
      const res = await post(created, helper, requestBody(created, { startDate, endDate }));
      expect(res.statusCode, `${startDate}..${endDate}`).toBe(status);
      expect(res.json().error.message).toContain(message);
    }
    const ok = await post(
      created,
      helper,
      requestBody(created, { startDate: daysFromNow(10), endDate: daysFromNow(17) }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('allows one pending request per helper and property (409), and again after a withdrawal', async () => {
    const created = await createProperty(t.app);
    const { helper, request } = await createStayRequest(t.app, created);
    const again = await post(created, helper, requestBody(created));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You already have a pending request for this property');
    // Two at once: still one.
    const other = await createHelper(t.app);
    const both = await Promise.all([
      post(created, other, requestBody(created)),
      post(created, other, requestBody(created)),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const withdrawn = await call(
      t.app,
      'POST',
      `/api/stay-requests/${request.id}/withdraw`,
      helper,
      {},
    );
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().request.status).toBe('withdrawn');
    const twice = await call(
      t.app,
      'POST',
      `/api/stay-requests/${request.id}/withdraw`,
      helper,
      {},
    );
    expect(twice.statusCode).toBe(409);
    expect((await post(created, helper, requestBody(created))).statusCode).toBe(201);
  });

  it('refuses requests to unlisted properties (404), from hosts (403), from active members (409)', async () => {
    const paused = await createProperty(t.app, { status: 'paused' });
    const helper = await createHelper(t.app);
    expect((await post(paused, helper, requestBody(paused))).statusCode).toBe(404);
    const listed = await createProperty(t.app);
    const host = await createHost(t.app);
    const asHost = await post(listed, host, requestBody(listed));
    expect(asHost.statusCode).toBe(403);
    expect(asHost.json().error.message).toBe('This feature is only available for helpers.');
    const member = await addMember(t.app, listed);
    const asMember = await post(listed, member, requestBody(listed));
    expect(asMember.statusCode).toBe(409);
    expect(asMember.json().error.message).toBe('You are already a member of this property');
    // A member of a paused property sees it, but it takes no requests.
    const memberOfPaused = await addMember(t.app, paused);
    await call(t.app, 'POST', `/api/properties/${paused.property.id}/leave`, memberOfPaused, {});
    expect((await post(paused, memberOfPaused, requestBody(paused))).statusCode).toBe(404);
  });

  it('accepts: membership made in the same transaction, helper told and onboarded', async () => {
    const created = await createProperty(t.app);
    const { helper, request } = await createStayRequest(t.app, created, {
      startDate: daysFromNow(12),
      endDate: daysFromNow(30),
    });
    const res = await call(
      t.app,
      'POST',
      `/api/stay-requests/${request.id}/accept`,
      created.host,
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request).toMatchObject({ status: 'accepted' });
    expect(res.json().request.decidedAt).not.toBeNull();
    expect(res.json().membership).toMatchObject({
      status: 'active',
      joinedVia: 'request',
      startDate: daysFromNow(12),
      endDate: daysFromNow(30),
      helperId: helper.id,
    });
    const notes = await notificationsOf(helper.id);
    expect(notes.map((n) => n.type).sort()).toEqual(['induction_onboard', 'stay_request_accepted']);
    expect(notes.every((n) => n.referenceId === created.property.id)).toBe(true);
    const again = await call(
      t.app,
      'POST',
      `/api/stay-requests/${request.id}/accept`,
      created.host,
      {},
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This request was already accepted');
    const view = await call(t.app, 'GET', `/api/properties/${created.property.id}`, helper);
    expect(view.json().view).toBe('member');
  });

  it('two concurrent accepts make one membership and one set of notifications', async () => {
    const created = await createProperty(t.app);
    const { helper, request } = await createStayRequest(t.app, created);
    const url = `/api/stay-requests/${request.id}/accept`;
    const results = await Promise.all([
      call(t.app, 'POST', url, created.host, {}),
      call(t.app, 'POST', url, created.host, {}),
      call(t.app, 'POST', url, created.host, {}),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await db()
      .select()
      .from(propertyHelpers)
      .where(eq(propertyHelpers.helperId, helper.id));
    expect(rows).toHaveLength(1);
    expect(await notificationsOf(helper.id)).toHaveLength(2);
  });

  it('declines with an optional reason the helper is told; cannot accept afterwards', async () => {
    const created = await createProperty(t.app);
    const { helper, request } = await createStayRequest(t.app, created);
    const res = await call(
      t.app,
      'POST',
      `/api/stay-requests/${request.id}/decline`,
      created.host,
      { reason: 'We are full in June, sorry.' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      request: { status: 'declined', declineReason: 'We are full in June, sorry.' },
      membership: null,
    });
    const [note] = await notificationsOf(helper.id);
    expect(note).toMatchObject({ type: 'stay_request_declined' });
    expect(note?.content).toContain('We are full in June, sorry.');
    const accept = await call(
      t.app,
      'POST',
      `/api/stay-requests/${request.id}/accept`,
      created.host,
      {},
    );
    expect(accept.statusCode).toBe(409);
    // No body at all is fine too.
    const { request: second } = await createStayRequest(t.app, created);
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/stay-requests/${second.id}/decline`,
      headers: created.host.headers(),
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().request.declineReason).toBeNull();
  });

  it('lets only the right party decide: 403 for the other one, 404 for everyone else', async () => {
    const created = await createProperty(t.app);
    const { helper, request } = await createStayRequest(t.app, created);
    const otherHost = await createHost(t.app);
    const otherHelper = await createHelper(t.app);
    const url = (action: string) => `/api/stay-requests/${request.id}/${action}`;
    expect((await call(t.app, 'POST', url('accept'), helper, {})).statusCode).toBe(403);
    expect((await call(t.app, 'POST', url('decline'), helper, {})).statusCode).toBe(403);
    expect((await call(t.app, 'POST', url('withdraw'), created.host, {})).statusCode).toBe(403);
    for (const user of [otherHost, otherHelper]) {
      for (const action of ['accept', 'decline', 'withdraw']) {
        expect((await call(t.app, 'POST', url(action), user, {})).statusCode).toBe(404);
      }
      expect((await call(t.app, 'GET', `/api/stay-requests/${request.id}`, user)).statusCode).toBe(
        404,
      );
    }
    expect((await call(t.app, 'GET', `/api/stay-requests/${request.id}`, helper)).statusCode).toBe(
      200,
    );
    const [row] = await db().select().from(stayRequests).where(eq(stayRequests.id, request.id));
    expect(row?.status).toBe('pending');
  });

  it('lists requests for the host by status with the helper card; never another property’s', async () => {
    const created = await createProperty(t.app);
    const { request: pending } = await createStayRequest(t.app, created);
    const { request: toDecline } = await createStayRequest(t.app, created);
    await call(t.app, 'POST', `/api/stay-requests/${toDecline.id}/decline`, created.host, {});
    await createStayRequest(t.app, await createProperty(t.app)); // decoy elsewhere
    const url = `/api/properties/${created.property.id}/requests`;
    const all = await call(t.app, 'GET', url, created.host);
    expect(all.json().items.map((r: { id: string }) => r.id)).toEqual([toDecline.id, pending.id]);
    expect(all.json().items[0].helper.role).toBe('helper');
    const onlyPending = await call(t.app, 'GET', `${url}?status=pending`, created.host);
    expect(onlyPending.json().items.map((r: { id: string }) => r.id)).toEqual([pending.id]);
    const member = await addMember(t.app, created);
    expect((await call(t.app, 'GET', url, member)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', url, await createHelper(t.app))).statusCode).toBe(403);
  });

  it('reactivates a removed helper when the host accepts their new request', async () => {
    const created = await createProperty(t.app);
    const helper = await addMember(t.app, created);
    await call(
      t.app,
      'POST',
      `/api/properties/${created.property.id}/members/${helper.id}/remove`,
      created.host,
      {},
    );
    const { request } = await createStayRequest(t.app, created, { helper });
    const res = await call(
      t.app,
      'POST',
      `/api/stay-requests/${request.id}/accept`,
      created.host,
      {},
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().membership).toMatchObject({ status: 'active', joinedVia: 'request' });
    const rows = await db()
      .select()
      .from(propertyHelpers)
      .where(
        and(
          eq(propertyHelpers.propertyId, created.property.id),
          eq(propertyHelpers.helperId, helper.id),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('leaves no notification, request change or membership when the accept fails midway', async () => {
    const created = await createProperty(t.app);
    const { helper, request } = await createStayRequest(t.app, created);
    const pool = t.app.database.pool;
    // The second notification of the accept (induction_onboard) fails: the whole action must roll back.
    await pool.query(`
      create function test_fail_onboard() returns trigger language plpgsql as $$
      begin
        if new.type = 'induction_onboard' then raise exception 'injected failure'; end if;
        return new;
      end $$;
      create trigger test_fail_onboard before insert on notifications
        for each row execute function test_fail_onboard();`);
    try {
      const res = await call(
        t.app,
        'POST',
        `/api/stay-requests/${request.id}/accept`,
        created.host,
        {},
      );
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe('An unexpected error occurred');
    } finally {
      await pool.query(
        'drop trigger test_fail_onboard on notifications; drop function test_fail_onboard();',
      );
    }
    expect(await notificationsOf(helper.id)).toHaveLength(0);
    const [row] = await db().select().from(stayRequests).where(eq(stayRequests.id, request.id));
    expect(row?.status).toBe('pending');
    expect(
      await db().select().from(propertyHelpers).where(eq(propertyHelpers.helperId, helper.id)),
    ).toHaveLength(0);
    // And it goes through once the fault is gone.
    const retry = await call(
      t.app,
      'POST',
      `/api/stay-requests/${request.id}/accept`,
      created.host,
      {},
    );
    expect(retry.statusCode).toBe(200);
    expect(await notificationsOf(helper.id)).toHaveLength(2);
  });
});
