import type {
  Notification,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@shared/api/notifications';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { notFound } from '../../platform/errors';
import { readerLocale } from '../../platform/i18n/reader-locale';
import { newestFirst, pageFrom } from '../../platform/pagination/cursor';
import { publish } from '../../platform/realtime/publish';
import { topics } from '../../platform/realtime/topics';
import { defaultPreferences, preferencesOf, preferencesOfRow } from './preferences';
import { presentNotification } from './presenter';
import { targetOfRow } from './target';

/** The caller's own notifications, newest first (owner only: filtered by user id). */
export async function listNotifications(
  db: Db,
  userId: string,
  query: { cursor?: string | undefined; limit: number; unread?: boolean | undefined },
): Promise<NotificationPage> {
  const page = newestFirst(notifications.createdAt, notifications.id, query.cursor);
  const rows = await db
    .select({ row: notifications, at: page.at })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        query.unread ? eq(notifications.isRead, false) : undefined,
        page.after,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  const locale = await readerLocale(db, userId);
  return pageFrom(
    rows,
    query.limit,
    (r) => presentNotification(r.row, locale),
    (r) => [r.at, r.row.id],
  );
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.count ?? 0;
}

/** One of the caller's notifications, or 404 (another user's id is not there for them). */
async function ownNotification(q: Queryable, userId: string, id: string) {
  const [row] = await q
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw notFound('Notification not found');
  return row;
}

/** Marks one read (idempotent); publishes notification.updated when it changed. */
export async function markRead(db: Db, userId: string, id: string): Promise<Notification> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.id, id),
          eq(notifications.userId, userId),
          eq(notifications.isRead, false),
        ),
      )
      .returning();
    const locale = await readerLocale(tx, userId);
    if (!updated) return presentNotification(await ownNotification(tx, userId, id), locale);
    const presented = presentNotification(updated, locale);
    await publish(tx, topics.notifications(userId), {
      kind: 'notification.updated',
      data: presented,
    });
    return presented;
  });
}

/** Marks all the caller's unread read; publishes notifications.all_read when any changed. */
export async function markAllRead(db: Db, userId: string): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    if (rows.length > 0)
      await publish(tx, topics.notifications(userId), { kind: 'notifications.all_read', data: {} });
    return { updated: rows.length };
  });
}

/** Deletes all the caller's notifications; publishes notifications.cleared. */
export async function clearAll(db: Db, userId: string): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(notifications)
      .where(eq(notifications.userId, userId))
      .returning({ id: notifications.id });
    if (rows.length > 0)
      await publish(tx, topics.notifications(userId), { kind: 'notifications.cleared', data: {} });
    return { deleted: rows.length };
  });
}

export async function notificationTargetFor(
  db: Db,
  userId: string,
  id: string,
): Promise<{ path: string | null }> {
  const row = await ownNotification(db, userId, id);
  return { path: await targetOfRow(db, row) };
}

// ------------------------------------------------------------ preferences

export async function getPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  return preferencesOf(db, userId);
}

export async function updatePreferences(
  db: Db,
  userId: string,
  input: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const changes = {
    ...(input.emailEnabled !== undefined ? { emailEnabled: input.emailEnabled } : {}),
    ...(input.emailDelayMinutes !== undefined
      ? { emailDelayMinutes: input.emailDelayMinutes }
      : {}),
    ...(input.emailMutedTypes !== undefined
      ? { emailMutedTypes: [...new Set(input.emailMutedTypes)].sort() }
      : {}),
    ...(input.pushMutedCategories !== undefined
      ? { pushMutedCategories: [...new Set(input.pushMutedCategories)].sort() }
      : {}),
  };
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...defaultPreferences(), ...changes })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...changes, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('preferences upsert returned no row');
  return preferencesOfRow(row);
}
