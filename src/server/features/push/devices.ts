import type { PushDevice, PushSubscribe } from '@shared/api/push';
import { describeDevice } from '@shared/user-agent';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { Viewer } from '../../platform/auth/guard';
import { conflict, notFound, ruleBroken } from '../../platform/errors';
import { ENDPOINT_NOT_ALLOWED_MESSAGE, isAllowedPushEndpoint } from './endpoints';

/** Devices one person keeps at most; a new one beyond this drops the oldest. */
export const MAX_DEVICES_PER_PERSON = 20;

type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

function presentDevice(row: SubscriptionRow, viewer: Viewer): PushDevice {
  return {
    id: row.id,
    label: row.deviceLabel,
    createdAt: row.createdAt.toISOString(),
    lastPushedAt: row.lastPushedAt?.toISOString() ?? null,
    thisDevice: row.sessionId === viewer.sessionId,
  };
}

export async function listDevices(db: Db, viewer: Viewer): Promise<{ items: PushDevice[] }> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, viewer.userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return { items: rows.map((row) => presentDevice(row, viewer)) };
}

/**
 * Saves the browser's subscription for the caller and this session. A known
 * endpoint (the same browser subscribing again, or a browser profile two
 * people share) moves to the caller: the last person to say yes on a device
 * owns its pushes. A device that changes hands starts afresh (its dates).
 */
export async function subscribeDevice(
  db: Db,
  viewer: Viewer,
  input: PushSubscribe,
  context: { userAgent: string | undefined; extraOrigins: readonly string[] },
): Promise<{ device: PushDevice; created: boolean }> {
  if (!isAllowedPushEndpoint(input.endpoint, context.extraOrigins))
    throw ruleBroken(ENDPOINT_NOT_ALLOWED_MESSAGE);
  const values = {
    userId: viewer.userId,
    sessionId: viewer.sessionId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    deviceLabel: describeDevice(context.userAgent).label,
  };
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoNothing({ target: pushSubscriptions.endpoint })
      .returning();
    const sameOwner = sql`${pushSubscriptions.userId} = ${viewer.userId}`;
    const [moved] = inserted
      ? []
      : await tx
          .update(pushSubscriptions)
          .set({
            ...values,
            createdAt: sql`case when ${sameOwner} then ${pushSubscriptions.createdAt} else now() end`,
            lastPushedAt: sql`case when ${sameOwner} then ${pushSubscriptions.lastPushedAt} else null end`,
          })
          .where(eq(pushSubscriptions.endpoint, input.endpoint))
          .returning();
    const row = inserted ?? moved;
    // Removed between the two statements (signed out meanwhile): the browser may simply retry.
    if (!row) throw conflict('This device changed meanwhile: please try again');
    await dropOldestBeyondLimit(tx, viewer.userId, row.id);
    return { device: presentDevice(row, viewer), created: Boolean(inserted) };
  });
}

async function dropOldestBeyondLimit(tx: Tx, userId: string, keepId: string) {
  const rows = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  const extra = rows
    .filter((row) => row.id !== keepId)
    .slice(MAX_DEVICES_PER_PERSON - 1)
    .map((row) => row.id);
  if (extra.length > 0)
    await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, extra));
}

/** Removes one of the caller's devices; anyone else's id is simply not found. */
export async function removeDevice(db: Db, viewer: Viewer, id: string): Promise<void> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, viewer.userId)))
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) throw notFound('Device not found');
}
