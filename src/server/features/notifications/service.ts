import type { NotificationPage } from '@shared/api/notifications';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import {
  decodeCursor,
  exactTime,
  exactTimeSchema,
  pageFrom,
} from '../../platform/pagination/cursor';
import { presentNotification } from './presenter';

export { notify } from './notify';

const cursorKey = z.tuple([exactTimeSchema, z.uuid()]);

/** The caller's own notifications, newest first (owner only: filtered by user id). */
export async function listNotifications(
  db: Db,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<NotificationPage> {
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : null;
  const rows = await db
    .select({ row: notifications, at: exactTime(notifications.createdAt) })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        after
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1);
  return pageFrom(
    rows,
    query.limit,
    (r) => presentNotification(r.row),
    (r) => [r.at, r.row.id],
  );
}
