import {
  type Availability,
  DATES_FULL_MESSAGE,
  DATES_NOT_OPEN_MESSAGE,
  WINDOW_OUTSIDE_TERMS_MESSAGE,
  WINDOW_OVERLAP_MESSAGE,
} from '@shared/api/help-windows';
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
import { calendarWeeks } from './help-windows';

describe('help windows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const addWindow = (created: CreatedProperty, user: TestUser, body: object) =>
    call(t.app, 'POST', `/api/properties/${created.property.id}/help-windows`, user, body);
  const window = (start: number, end: number, helpersWanted = 1) => ({
    startDate: daysFromNow(start),
    endDate: daysFromNow(end),
    helpersWanted,
  });
  const send = (created: CreatedProperty, helper: TestUser, start: number, end: number) =>
    call(t.app, 'POST', `/api/properties/${created.property.id}/requests`, helper, {
      startDate: daysFromNow(start),
      endDate: daysFromNow(end),
      message: 'I can help',
      answers: (created.property.terms?.screeningQuestions ?? []).map((q) => ({
        questionId: q.id,
        answer: 'Yes',
      })),
    });
  const accept = (created: CreatedProperty, requestId: string) =>
    call(t.app, 'POST', `/api/stay-requests/${requestId}/accept`, created.host, {});
  const explore = async (helper: TestUser, from: number, to: number) => {
    const res = await call(
      t.app,
      'GET',
      `/api/explore?from=${daysFromNow(from)}&to=${daysFromNow(to)}&limit=50`,
      helper,
    );
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: { id: string }[] }).items.map((i) => i.id);
  };

  it('lets only the host add, change and remove windows', async () => {
    const created = await createProperty(t.app);
    const member = await addMember(t.app, created);
    const stranger = await createHelper(t.app);
    const otherHost = await createHost(t.app);
    const paused = await createProperty(t.app, { status: 'paused' });

    expect((await addWindow(created, member, window(10, 40))).statusCode).toBe(403);
    expect((await addWindow(created, stranger, window(10, 40))).statusCode).toBe(403);
    expect((await addWindow(created, otherHost, window(10, 40))).statusCode).toBe(403);
    expect((await addWindow(paused, otherHost, window(10, 40))).statusCode).toBe(404);
    expect((await addWindow(created, created.host, window(10, 40, 21))).statusCode).toBe(400);
    expect((await addWindow(created, created.host, window(40, 10))).statusCode).toBe(400);

    // Outside the terms' dates (tomorrow to day 200): it could never be used.
    const outside = await addWindow(created, created.host, window(150, 250));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error.message).toBe(WINDOW_OUTSIDE_TERMS_MESSAGE);

    const added = await addWindow(created, created.host, window(10, 40, 2));
    expect(added.statusCode).toBe(201);
    const id = added.json().id as string;
    const overlap = await addWindow(created, created.host, window(30, 50));
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().error).toEqual({ code: 'rule_broken', message: WINDOW_OVERLAP_MESSAGE });

    const url = `/api/properties/${created.property.id}/help-windows/${id}`;
    expect((await call(t.app, 'PATCH', url, member, { helpersWanted: 3 })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', url, stranger)).statusCode).toBe(403);
    const changed = await call(t.app, 'PATCH', url, created.host, { helpersWanted: 3 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, helpersWanted: 3 });
    // Another property's window is not found through this one.
    const elsewhere = `/api/properties/${paused.property.id}/help-windows/${id}`;
    expect((await call(t.app, 'DELETE', elsewhere, paused.host)).statusCode).toBe(404);

    // Everyone who may see the property reads the calendar.
    for (const viewer of [member, stranger, otherHost, created.host]) {
      const res = await call(
        t.app,
        'GET',
        `/api/properties/${created.property.id}/availability`,
        viewer,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json() as Availability;
      expect(body.windows).toHaveLength(1);
      expect(body.weeks.length).toBeGreaterThan(20);
      expect(body.weeks.some((w) => w.status === 'open')).toBe(true);
    }
    expect(
      (await call(t.app, 'GET', `/api/properties/${paused.property.id}/availability`, stranger))
        .statusCode,
    ).toBe(404);

    expect((await call(t.app, 'DELETE', url, created.host)).statusCode).toBe(204);
    expect((await call(t.app, 'DELETE', url, created.host)).statusCode).toBe(404);
  });

  it('refuses requests outside the open dates, and over capacity when sent and when accepted', async () => {
    const created = await createProperty(t.app);
    expect((await addWindow(created, created.host, window(10, 30, 1))).statusCode).toBe(201);

    const outside = await send(created, await createHelper(t.app), 40, 50);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error).toEqual({ code: 'rule_broken', message: DATES_NOT_OPEN_MESSAGE });
    // Partly outside: the last night is past the window.
    expect((await send(created, await createHelper(t.app), 20, 32)).statusCode).toBe(422);

    // Two requests for the same place, both pending; the first accepted fills it.
    const first = await send(created, await createHelper(t.app), 10, 20);
    const second = await send(created, await createHelper(t.app), 15, 25);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect((await accept(created, first.json().id)).statusCode).toBe(200);
    const refused = await accept(created, second.json().id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({ code: 'rule_broken', message: DATES_FULL_MESSAGE });

    // Now full: a new request for those dates is refused when sent...
    const late = await send(created, await createHelper(t.app), 12, 19);
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe(DATES_FULL_MESSAGE);
    // ...and the days after the first stay are still open (it leaves on day 20).
    expect((await send(created, await createHelper(t.app), 20, 28)).statusCode).toBe(201);
  });

  it('lets exactly one of two concurrent accepts take the last place', async () => {
    const created = await createProperty(t.app);
    expect((await addWindow(created, created.host, window(10, 30, 2))).statusCode).toBe(201);
    const early = await createStayRequest(t.app, created, {
      startDate: daysFromNow(10),
      endDate: daysFromNow(20),
    });
    expect((await accept(created, early.request.id)).statusCode).toBe(200);
    const a = await send(created, await createHelper(t.app), 12, 19);
    const b = await send(created, await createHelper(t.app), 14, 22);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const answers = await Promise.all([accept(created, a.json().id), accept(created, b.json().id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const accepted = await call(
      t.app,
      'GET',
      `/api/properties/${created.property.id}/requests?status=accepted`,
      created.host,
    );
    expect(accepted.json().items).toHaveLength(2);
  });

  it('keeps today’s rule for a property without windows', async () => {
    const created = await createProperty(t.app, {
      terms: { availableFrom: daysFromNow(1), availableTo: daysFromNow(100) },
    });
    expect((await send(created, await createHelper(t.app), 40, 50)).statusCode).toBe(201);
    const outside = await send(created, await createHelper(t.app), 95, 110);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error.message).toMatch(/^The stay must fall between/);
  });

  it('filters Explore by “available between”', async () => {
    const helper = await createHelper(t.app);
    const open = await createProperty(t.app, { fields: { title: 'Open window' } });
    await addWindow(open, open.host, window(10, 40, 1));
    const full = await createProperty(t.app, { fields: { title: 'Full window' } });
    await addWindow(full, full.host, window(10, 40, 1));
    const taken = await createStayRequest(t.app, full, {
      startDate: daysFromNow(10),
      endDate: daysFromNow(30),
    });
    expect((await accept(full, taken.request.id)).statusCode).toBe(200);
    const none = await createProperty(t.app, {
      fields: { title: 'No windows' },
      terms: { availableFrom: daysFromNow(1), availableTo: daysFromNow(200) },
    });

    const inside = await explore(helper, 12, 20);
    expect(inside).toContain(open.property.id);
    expect(inside).not.toContain(full.property.id);
    expect(inside).toContain(none.property.id);
    // After the accepted stay leaves, the full one has room again.
    expect(await explore(helper, 30, 35)).toEqual(
      expect.arrayContaining([open.property.id, full.property.id]),
    );
    // Past the windows' end: neither window property.
    const after = await explore(helper, 35, 45);
    expect(after).not.toContain(open.property.id);
    expect(after).not.toContain(full.property.id);
    expect(after).toContain(none.property.id);
  });

  it('reads weeks as open, filling, full or closed', () => {
    // 2027-03-01 is a Monday.
    const windows = [{ startDate: '2027-03-01', endDate: '2027-03-21', helpersWanted: 1 }];
    const stays = [
      { startDate: '2027-03-08', endDate: '2027-03-15' },
      { startDate: '2027-03-15', endDate: '2027-03-17' },
    ];
    const weeks = calendarWeeks(windows, stays, '2027-03-03', 4);
    expect(weeks).toEqual([
      { start: '2027-03-01', status: 'open', placesLeft: 1 },
      { start: '2027-03-08', status: 'full', placesLeft: 0 },
      { start: '2027-03-15', status: 'filling', placesLeft: 1 },
      { start: '2027-03-22', status: 'closed', placesLeft: 0 },
    ]);
  });
});
