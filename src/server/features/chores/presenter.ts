import type { Chore, ChoreUser } from '@shared/api/chores';
import { inArray } from 'drizzle-orm';
import { profiles, properties } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import type { ChoreRow } from './access';

export type ChorePresentContext = {
  properties: Map<string, { title: string; hostId: string }>;
  people: Map<string, ChoreUser>;
  now: Date;
};

/** Loads what presenting these chores needs (property titles, people) in two queries. */
export async function choreContext(
  db: Queryable,
  rows: ChoreRow[],
  now: Date = new Date(),
): Promise<ChorePresentContext> {
  const propertyIds = [...new Set(rows.map((r) => r.propertyId))];
  const userIds = [
    ...new Set(rows.flatMap((r) => [r.assigneeId, r.takenBy]).filter((v): v is string => !!v)),
  ];
  const propertyRows = propertyIds.length
    ? await db
        .select({ id: properties.id, title: properties.title, hostId: properties.hostId })
        .from(properties)
        .where(inArray(properties.id, propertyIds))
    : [];
  const people = userIds.length
    ? await db
        .select({ id: profiles.id, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
        .from(profiles)
        .where(inArray(profiles.id, userIds))
    : [];
  return {
    properties: new Map(propertyRows.map((p) => [p.id, { title: p.title, hostId: p.hostId }])),
    people: new Map(people.map((p) => [p.id, p])),
    now,
  };
}

function person(ctx: ChorePresentContext, id: string | null): ChoreUser | null {
  if (!id) return null;
  return ctx.people.get(id) ?? { id, fullName: null, avatarUrl: null };
}

/** The one shape of a chore, for HTTP and for `chore.changed` on property:{id}. */
export function presentChore(row: ChoreRow, ctx: ChorePresentContext): Chore {
  const property = ctx.properties.get(row.propertyId);
  const toDo = row.status === 'open' || row.status === 'in_progress';
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyTitle: property?.title ?? '',
    hostId: property?.hostId ?? row.createdBy,
    title: row.title,
    description: row.description,
    group: row.group,
    points: row.points,
    estimatedMinutes: row.estimatedMinutes,
    dueAt: row.dueAt?.toISOString() ?? null,
    overdue: toDo && !!row.dueAt && row.dueAt.getTime() < ctx.now.getTime(),
    recurrence: row.recurrence,
    recurrenceDays: [...row.recurrenceDays].sort((a, b) => a - b),
    assignee: person(ctx, row.assigneeId),
    status: row.status,
    takenBy: person(ctx, row.takenBy),
    startedAt: row.startedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    submissionNote: row.submissionNote,
    hasPhoto: !!row.submissionPhotoKey,
    photoUrl: row.submissionPhotoKey
      ? `/api/chores/${row.id}/photo?v=${encodeURIComponent(row.submissionPhotoKey.split('/').pop() ?? '')}`
      : null,
    minutesSpent: row.minutesSpent,
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    previousId: row.previousId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function presentOne(db: Queryable, row: ChoreRow): Promise<Chore> {
  return presentChore(row, await choreContext(db, [row]));
}
