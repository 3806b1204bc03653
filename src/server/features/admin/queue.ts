import type { ReportGroup, ReportQueue, ReportSnapshot } from '@shared/api/admin';
import type { ReportReason, ReportTargetType } from '@shared/api/safety';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { messages, properties, reports, reviews, suspensions, users } from '../../db/schema';
import type { Queryable } from '../../db/transaction';

// The operators' queue (issue 15): open reports grouped by what they are
// about, with the content as the first reporter saw it.

/** Reported by this many different people within FLAG_WINDOW_MS: first in the queue, marked. */
export const FLAG_REPORTERS = 3;
export const FLAG_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const reporter = alias(users, 'reporter');

async function openReports(db: Queryable) {
  return db
    .select({
      report: reports,
      reporter: { id: reporter.id, name: reporter.name, email: reporter.email },
    })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(eq(reports.status, 'open'))
    .orderBy(asc(reports.createdAt), asc(reports.id));
}

/** The people reported by FLAG_REPORTERS or more different people in the 7 days before `now`. */
export async function flaggedSubjects(db: Queryable, subjectIds: string[], now: Date) {
  if (subjectIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ subjectId: reports.subjectId })
    .from(reports)
    .where(
      and(
        inArray(reports.subjectId, subjectIds),
        gt(reports.createdAt, new Date(now.getTime() - FLAG_WINDOW_MS)),
        lte(reports.createdAt, now),
      ),
    )
    .groupBy(reports.subjectId)
    .having(sql`count(distinct ${reports.reporterId}) >= ${FLAG_REPORTERS}`);
  return new Set(rows.map((r) => r.subjectId));
}

async function subjectsOf(db: Queryable, ids: string[]) {
  if (ids.length === 0) return new Map<string, ReportGroup['subject']>();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, suspended: suspensions.userId })
    .from(users)
    .leftJoin(suspensions, eq(suspensions.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: r.name, email: r.email, suspended: Boolean(r.suspended) },
    ]),
  );
}

type TargetState = { hidden: boolean; deleted: boolean };

/** Whether each target is hidden now, or gone (`type:id` keys; absent means deleted). */
async function targetStates(db: Queryable, keys: { type: ReportTargetType; id: string }[]) {
  const ids = (type: ReportTargetType) => keys.filter((k) => k.type === type).map((k) => k.id);
  const states = new Map<string, TargetState>();
  const put = (type: ReportTargetType, rows: { id: string; hiddenAt: Date | null }[]) => {
    for (const r of rows)
      states.set(`${type}:${r.id}`, { hidden: r.hiddenAt !== null, deleted: false });
  };
  const userIds = ids('user');
  if (userIds.length) {
    const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
    put(
      'user',
      rows.map((r) => ({ id: r.id, hiddenAt: null })),
    );
  }
  const tables = { property: properties, message: messages, review: reviews } as const;
  for (const type of ['property', 'message', 'review'] as const) {
    const table = tables[type];
    const list = ids(type);
    if (list.length === 0) continue;
    put(
      type,
      await db
        .select({ id: table.id, hiddenAt: table.hiddenAt })
        .from(table)
        .where(inArray(table.id, list)),
    );
  }
  return states;
}

/**
 * GET /api/admin/reports: open reports grouped by target, the groups about a
 * flagged person first, then by their oldest report.
 */
export async function reportQueue(db: Db, now: Date): Promise<ReportQueue> {
  const rows = await openReports(db);
  // Rows come oldest first, so each group's first row is its first report.
  const groups = new Map<string, { first: (typeof rows)[number]['report']; rows: typeof rows }>();
  for (const row of rows) {
    const key = `${row.report.targetType}:${row.report.targetId}`;
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { first: row.report, rows: [row] });
  }
  const firsts = [...groups.values()].map((g) => g.first);
  const subjectIds = [...new Set(firsts.map((r) => r.subjectId))];
  const [subjects, flagged, states] = await Promise.all([
    subjectsOf(db, subjectIds),
    flaggedSubjects(db, subjectIds, now),
    targetStates(
      db,
      firsts.map((r) => ({ type: r.targetType, id: r.targetId })),
    ),
  ]);
  const result: (ReportGroup & { since: number })[] = [];
  for (const [key, { first, rows: group }] of groups) {
    const subject = subjects.get(first.subjectId);
    if (!subject) continue;
    const state = states.get(key) ?? { hidden: false, deleted: true };
    result.push({
      targetType: first.targetType,
      targetId: first.targetId,
      subject,
      flagged: flagged.has(first.subjectId),
      snapshot: first.snapshot as ReportSnapshot,
      ...state,
      reports: group.map(({ report, reporter: who }) => ({
        id: report.id,
        reason: report.reason as ReportReason,
        details: report.details,
        reporter: who,
        createdAt: report.createdAt.toISOString(),
      })),
      since: first.createdAt.getTime(),
    });
  }
  result.sort((a, b) => Number(b.flagged) - Number(a.flagged) || a.since - b.since);
  return { groups: result.map(({ since: _since, ...group }) => group) };
}
