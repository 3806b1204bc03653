import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedChore,
  createChore,
  propertyWithMember,
  submittedChore,
} from '../../../../tests/helpers/chores';
import {
  addMember,
  type CreatedProperty,
  call,
  createProperty,
  daysFromNow,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { chores, notifications, pointsLedger, propertyHelpers } from '../../db/schema';
import {
  agreedMinutes,
  computeStayRecord,
  type StayBounds,
  type StayRecordColumns,
  stayDays,
} from './stay-record';

// The stay's record against a stay built by hand through the real routes:
// every figure asserted, then rebuilt independently from the points ledger
// and the chores' history (the notifications each hand-in and send-back wrote).

describe('the stay record', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.app.database.db;

  function expectOk(res: { statusCode: number; body: string }, what: string) {
    if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  }

  /** Signs and approves an agreement of `hoursPerWeek` between the pair. */
  async function agreementInForce(c: CreatedProperty, helper: TestUser, hoursPerWeek: number) {
    const url = `/api/properties/${c.property.id}/agreements/${helper.id}`;
    expectOk(
      await call(t.app, 'POST', url, c.host, {
        startDate: daysFromNow(-5),
        endDate: daysFromNow(30),
        hoursPerWeek,
        daysOff: ['saturday', 'sunday'],
        duties: 'Feed the goats, water the garden.',
        provides: ['private_room'],
        houseRules: 'No smoking indoors.',
        noticePeriodDays: 7,
        extraClauses: [],
        askedDetails: [],
      }),
      'send agreement',
    );
    const name = await db().execute<{ full_name: string }>(
      sql`select full_name from profiles where id = ${helper.id}`,
    );
    expectOk(
      await call(t.app, 'POST', `${url}/sign`, helper, {
        version: 1,
        emergencyContact: { name: 'Maria Helper', phone: '+351 912 345 678', relation: 'Mother' },
        details: [],
        signedName: name.rows[0]?.full_name,
        consent: true,
      }),
      'sign agreement',
    );
    expectOk(await call(t.app, 'POST', `${url}/approve`, c.host, { version: 1 }), 'approve');
  }

  /**
   * Moves a chore's history (hand-in, approval, their notifications) back by
   * `days`. The ledger is append-only (a trigger refuses updates): the rebuild
   * reads which chores it approved, not when.
   */
  async function shiftBack(choreId: string, days: number) {
    const by = sql`make_interval(days => ${days})`;
    await db().execute(sql`update chores set submitted_at = submitted_at - ${by},
      approved_at = approved_at - ${by}, reviewed_at = reviewed_at - ${by} where id = ${choreId}`);
    await db().execute(
      sql`update notifications set created_at = created_at - ${by} where reference_id = ${choreId}`,
    );
  }

  async function membershipId(propertyId: string, helperId: string) {
    const [row] = await db()
      .select({ id: propertyHelpers.id })
      .from(propertyHelpers)
      .where(
        and(eq(propertyHelpers.propertyId, propertyId), eq(propertyHelpers.helperId, helperId)),
      );
    if (!row) throw new Error('no membership');
    return row.id;
  }

  /**
   * The hand-built stay: at a property with 20 h a week in its terms and an
   * agreement of 15 h signed and approved, the helper (over the last six days):
   * A approved first time, on time (due tomorrow), 30 min;
   * B sent back, handed in again with 45 min, approved;
   * C approved first time but handed in after its due time, 30 min;
   * D started, never handed in; E handed in, still waiting (20 min, not logged);
   * F approved but 20 days ago (before the stay); G another helper's chore;
   * H the same helper's chore at another property.
   */
  async function handBuiltStay() {
    const p = await propertyWithMember(t.app);
    await agreementInForce(p, p.helper, 15);
    const due = new Date(Date.now() + 86_400_000).toISOString();
    const a = await approvedChore(t.app, p, p.helper, { title: 'A', dueAt: due });

    const b = await submittedChore(t.app, p, p.helper, { title: 'B' }, 10);
    expectOk(
      await call(t.app, 'POST', `/api/chores/${b.id}/send-back`, p.host, { note: 'Once more' }),
      'send back',
    );
    expectOk(
      await call(t.app, 'POST', `/api/chores/${b.id}/submit`, p.helper, { minutesSpent: 45 }),
      'submit again',
    );
    expectOk(await call(t.app, 'POST', `/api/chores/${b.id}/approve`, p.host, {}), 'approve B');

    const c = await submittedChore(t.app, p, p.helper, { title: 'C', dueAt: due });
    await db()
      .update(chores)
      .set({ dueAt: sql`${chores.submittedAt} - interval '1 hour'` })
      .where(eq(chores.id, c.id));
    expectOk(await call(t.app, 'POST', `/api/chores/${c.id}/approve`, p.host, {}), 'approve C');

    const d = await createChore(t.app, p, { title: 'D', assigneeId: p.helper.id });
    expectOk(await call(t.app, 'POST', `/api/chores/${d.id}/start`, p.helper, {}), 'start D');
    const e = await submittedChore(t.app, p, p.helper, { title: 'E' }, 20);

    const f = await approvedChore(t.app, p, p.helper, { title: 'F', dueAt: due });
    await shiftBack(f.id, 20);

    const other = await addMember(t.app, p);
    await approvedChore(t.app, p, other, { title: 'G', dueAt: due });

    const elsewhere = await createProperty(t.app, { status: 'paused' });
    await addMember(t.app, elsewhere, p.helper);
    await approvedChore(t.app, elsewhere, p.helper, { title: 'H', dueAt: due });

    const bounds: StayBounds = {
      membershipId: await membershipId(p.property.id, p.helper.id),
      propertyId: p.property.id,
      helperId: p.helper.id,
      startDate: daysFromNow(-5),
      endDate: daysFromNow(0),
    };
    return { p, bounds, ids: { a: a.id, b: b.id, c: c.id, d: d.id, e: e.id, f: f.id } };
  }

  it('counts each figure of a hand-built stay, and nothing outside it', async () => {
    const { bounds } = await handBuiltStay();
    const record = await computeStayRecord(db(), bounds);
    expect(record).toEqual({
      agreementSigned: true,
      minutesLogged: 30 + 45 + 30,
      // 15 h a week over 6 days.
      minutesAgreed: Math.round((15 * 60 * 6) / 7),
      choresHandedIn: 4, // A, B, C, E
      choresApprovedFirstTime: 2, // A, C
      choresOnTime: 1, // A (C was late)
      choresWithDueTime: 2,
    } satisfies StayRecordColumns);
  });

  it('leaves out an agreement approved after the stay and a stay nothing happened in', async () => {
    const { bounds } = await handBuiltStay();
    // The same pair, a stay that ended yesterday: the agreement and every chore came after it.
    const before = await computeStayRecord(db(), {
      ...bounds,
      startDate: daysFromNow(-10),
      endDate: daysFromNow(-1),
    });
    expect(before).toMatchObject({
      agreementSigned: false,
      minutesLogged: 0,
      choresHandedIn: 0,
      choresApprovedFirstTime: 0,
      choresOnTime: 0,
      choresWithDueTime: 0,
    });
    // The stay that covers F, 20 days ago: one approved first time and on time.
    const earlier = await computeStayRecord(db(), {
      ...bounds,
      startDate: daysFromNow(-21),
      endDate: daysFromNow(-19),
    });
    expect(earlier).toMatchObject({
      minutesLogged: 30,
      choresHandedIn: 1,
      choresApprovedFirstTime: 1,
      choresOnTime: 1,
      choresWithDueTime: 1,
    });
  });

  it('spreads the weekly hours over the stay and has no agreed minutes without hours', () => {
    expect(stayDays('2026-03-01', '2026-03-01')).toBe(1);
    expect(stayDays('2026-03-01', '2026-03-14')).toBe(14);
    // Across the March DST change in Europe: still whole UTC days.
    expect(stayDays('2026-03-25', '2026-04-07')).toBe(14);
    expect(agreedMinutes(20, 14)).toBe(2400);
    expect(agreedMinutes(null, 14)).toBeNull();
  });

  /**
   * The rebuild: the same figures from the ledger (which chores were
   * approved) and the chores' history as the notifications kept it (each
   * hand-in told the host, each send-back told the helper), never from the
   * chores' status or review note that computeStayRecord reads.
   */
  async function rebuild(bounds: StayBounds) {
    const from = Date.parse(`${bounds.startDate}T00:00:00Z`);
    const until = Date.parse(`${bounds.endDate}T00:00:00Z`) + 86_400_000;
    const theirs = await db()
      .select({ id: chores.id, dueAt: chores.dueAt, minutesSpent: chores.minutesSpent })
      .from(chores)
      .where(and(eq(chores.propertyId, bounds.propertyId), eq(chores.takenBy, bounds.helperId)));
    const ids = theirs.map((c) => c.id);
    if (ids.length === 0) throw new Error('no chores to rebuild from');
    const history = await db()
      .select({
        type: notifications.type,
        referenceId: notifications.referenceId,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(
        and(
          inArray(notifications.referenceId, ids),
          inArray(notifications.type, ['task_completed', 'chore_changes_requested']),
        ),
      );
    const approved = new Set(
      (
        await db()
          .select({ referenceId: pointsLedger.referenceId })
          .from(pointsLedger)
          .where(
            and(
              eq(pointsLedger.reason, 'chore_approved'),
              eq(pointsLedger.helperId, bounds.helperId),
              eq(pointsLedger.propertyId, bounds.propertyId),
            ),
          )
      ).map((r) => r.referenceId),
    );
    const rebuilt = {
      minutesLogged: 0,
      choresHandedIn: 0,
      choresApprovedFirstTime: 0,
      choresOnTime: 0,
      choresWithDueTime: 0,
    };
    for (const chore of theirs) {
      const handIns = history
        .filter((h) => h.referenceId === chore.id && h.type === 'task_completed')
        .map((h) => h.createdAt.getTime());
      const last = Math.max(...handIns);
      if (handIns.length === 0 || last < from || last >= until) continue;
      const sentBack = history.some(
        (h) => h.referenceId === chore.id && h.type === 'chore_changes_requested',
      );
      rebuilt.choresHandedIn += 1;
      if (approved.has(chore.id)) {
        rebuilt.minutesLogged += chore.minutesSpent ?? 0;
        if (!sentBack) rebuilt.choresApprovedFirstTime += 1;
      }
      if (chore.dueAt) {
        rebuilt.choresWithDueTime += 1;
        if (last <= chore.dueAt.getTime()) rebuilt.choresOnTime += 1;
      }
    }
    return rebuilt;
  }

  it('is rebuilt from the ledger and the chore history to the same figures', async () => {
    const { bounds } = await handBuiltStay();
    for (const window of [
      { startDate: bounds.startDate, endDate: bounds.endDate },
      { startDate: daysFromNow(-25), endDate: daysFromNow(0) },
      { startDate: daysFromNow(-21), endDate: daysFromNow(-19) },
    ]) {
      const stay = { ...bounds, ...window };
      const record = await computeStayRecord(db(), stay);
      const rebuilt = await rebuild(stay);
      expect(rebuilt.choresHandedIn, JSON.stringify(window)).toBeGreaterThan(0);
      expect(record).toMatchObject(rebuilt);
    }
  });
});
