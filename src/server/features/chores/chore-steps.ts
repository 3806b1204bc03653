import { type Chore, DEFAULT_CHORE_GROUPS } from '@shared/api/chores';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { profiles, propertyHelpers } from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import { publish } from '../../platform/realtime/publish';
import { topics } from '../../platform/realtime/topics';
import type { Storage } from '../../platform/storage';
import { postSystemMessage } from '../messaging/service';
import { notify } from '../notifications/service';
import type { ChoreRow } from './access';
import { presentOne } from './presenter';

// Steps every chore change shares: announce on the property's topic, who the
// members are, how a person is named in a notification, which group a name means.

export type ChoreContext = { db: Db; storage: Storage; log?: FastifyBaseLogger };
export const DAY_MS = 86_400_000;

/** Publishes `chore.changed` on the property's topic (on commit) and returns the presented chore. */
export async function announce(tx: Tx, row: ChoreRow): Promise<Chore> {
  const chore = await presentOne(tx, row);
  await publish(tx, topics.property(row.propertyId), { kind: 'chore.changed', data: chore });
  return chore;
}

async function activeMemberIds(db: Queryable, propertyId: string): Promise<string[]> {
  const rows = await db
    .select({ helperId: propertyHelpers.helperId })
    .from(propertyHelpers)
    .where(and(eq(propertyHelpers.propertyId, propertyId), eq(propertyHelpers.status, 'active')));
  return rows.map((r) => r.helperId);
}

export async function isActiveMember(db: Queryable, propertyId: string, helperId: string) {
  const [row] = await db
    .select({ id: propertyHelpers.id })
    .from(propertyHelpers)
    .where(
      and(
        eq(propertyHelpers.propertyId, propertyId),
        eq(propertyHelpers.helperId, helperId),
        eq(propertyHelpers.status, 'active'),
      ),
    );
  return !!row;
}

export async function displayName(db: Queryable, userId: string): Promise<string> {
  const [row] = await db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.fullName?.trim() || 'A helper';
}

/** The default groups plus the host's own; returns the canonical spelling or null. */
export async function canonicalGroup(db: Queryable, hostId: string, group: string) {
  const [host] = await db
    .select({ custom: profiles.customChoreGroup })
    .from(profiles)
    .where(eq(profiles.id, hostId));
  const all = [...DEFAULT_CHORE_GROUPS, ...(host?.custom ?? [])];
  return all.find((g) => g.toLowerCase() === group.trim().toLowerCase()) ?? null;
}

/** Tells the assignee (or every active member of an open chore) about a chore. */
export async function announceAssignment(
  tx: Tx,
  row: ChoreRow,
  propertyTitle: string,
  actorId: string,
) {
  if (row.assigneeId) {
    await notify(tx, {
      userId: row.assigneeId,
      type: 'chore_assigned',
      notice: { key: 'choreAssigned', params: { chore: row.title, property: propertyTitle } },
      referenceId: row.id,
    });
    await postSystemMessage(tx, {
      propertyId: row.propertyId,
      helperId: row.assigneeId,
      statusType: 'chore_assigned',
      notice: { key: 'choreAssigned', params: { chore: row.title } },
      actorId,
    });
    return;
  }
  for (const helperId of await activeMemberIds(tx, row.propertyId)) {
    await notify(tx, {
      userId: helperId,
      type: 'chore_assigned',
      notice: { key: 'choreOpen', params: { chore: row.title, property: propertyTitle } },
      referenceId: row.id,
    });
  }
}
