/*
 * The mail fallback (issue 7, docs/decisions/041-notification-mail-fallback.md):
 * a notification still unread `emailDelayMinutes` after it was made (default
 * 15, per user in notification_preferences) is mailed once, batched per user.
 *
 * notify() calls scheduleNotificationMail() in its own transaction: one job
 * per user and BATCH_WINDOW, due at the window's end + the user's delay
 * (key `{userId}:{due time}`), so a burst makes one job and one mail.
 * The handler runs in the job's transaction: it picks the user's unread,
 * not-yet-mailed, not-muted notifications old enough, sends one mail, and
 * sets their emailed_at in that same transaction (never mailed twice). If the
 * user's delay grew meanwhile, younger ones get a follow-up job.
 */
import { isMutedType, type NotificationPreferences } from '@shared/api/notifications';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { conversations, notifications, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { storedNoticeIn } from '../../platform/i18n/notices';
import { readerLocale } from '../../platform/i18n/reader-locale';
import type { JobHandler } from '../../platform/jobs/runner';
import { scheduleJob } from '../../platform/jobs/runner';
import type { Mailer } from '../../platform/mail/mailer';
import { notificationDigestMail } from './mail-template';
import { preferencesOf } from './preferences';
import { targetOfRow } from './target';

export const NOTIFICATION_MAIL_JOB = 'notification_mail';
/** Notifications made within one window share a mail. */
export const BATCH_WINDOW_MS = 2 * 60_000;
/** At most this many items in one mail (the rest wait for the next job). */
const MAX_ITEMS = 50;

const windowEnd = (at: Date) =>
  new Date((Math.floor(at.getTime() / BATCH_WINDOW_MS) + 1) * BATCH_WINDOW_MS);

/** Called by notify() with the user's preferences: schedules their mail job for this notification's window. */
export async function scheduleNotificationMail(
  tx: Tx,
  row: { userId: string; type: string; createdAt: Date },
  prefs: NotificationPreferences,
): Promise<void> {
  if (!prefs.emailEnabled || isMutedType(prefs.emailMutedTypes, row.type)) return;
  await scheduleMailJob(tx, row.userId, row.createdAt, prefs.emailDelayMinutes);
}

/**
 * The user's job for the window `createdAt` falls in, due at its end + delay.
 * Keyed by user and due time: a burst shares one job, and a job for a changed
 * delay is a new one.
 */
async function scheduleMailJob(tx: Tx, userId: string, createdAt: Date, delayMinutes: number) {
  const runAt = new Date(windowEnd(createdAt).getTime() + delayMinutes * 60_000);
  await scheduleJob(tx, {
    kind: NOTIFICATION_MAIL_JOB,
    key: `${userId}:${runAt.toISOString()}`,
    runAt,
    payload: { userId },
  });
}

export function notificationMailHandler(deps: { mailer: Mailer; publicUrl: string }): JobHandler {
  return async (job, { tx, now }) => {
    const userId = typeof job.payload.userId === 'string' ? job.payload.userId : null;
    if (!userId) return;
    await sendDigest(tx, deps, userId, now);
  };
}

async function sendDigest(
  tx: Tx,
  deps: { mailer: Mailer; publicUrl: string },
  userId: string,
  now: Date,
): Promise<void> {
  const prefs = await preferencesOf(tx, userId);
  if (!prefs.emailEnabled) return;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const cutoff = new Date(now.getTime() - prefs.emailDelayMinutes * 60_000);
  // Lock the candidates: a concurrent job for the same user waits, then sees emailed_at.
  const pending = await tx
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
        isNull(notifications.emailedAt),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .for('update');
  const wanted = pending.filter((n) => !isMutedType(prefs.emailMutedTypes, n.type));
  const seen = await conversationsAlreadyRead(tx, userId, wanted);
  const due = wanted
    .filter((n) => n.createdAt <= cutoff)
    .filter((n) => !(n.type === 'message' && n.referenceId && seen.has(n.referenceId)))
    .slice(0, MAX_ITEMS);
  const later = wanted.find((n) => n.createdAt > cutoff);
  if (later) {
    // Younger ones (the delay grew, or they came after this window): their own job.
    await scheduleMailJob(tx, userId, later.createdAt, prefs.emailDelayMinutes);
  }
  if (due.length === 0) return;
  const locale = await readerLocale(tx, userId);
  const items = [];
  for (const n of due) {
    const path = await targetOfRow(tx, n);
    const words = storedNoticeIn(locale, n.notice) ?? { title: n.title, content: n.content };
    items.push({
      title: words.title,
      content: words.content,
      createdAt: n.createdAt,
      link: `${deps.publicUrl}${path ?? '/notifications'}`,
    });
  }
  await tx
    .update(notifications)
    .set({ emailedAt: now })
    .where(
      inArray(
        notifications.id,
        due.map((n) => n.id),
      ),
    );
  // Sent last: a failure here throws, the savepoint rolls back emailed_at, and the job retries.
  await deps.mailer.send(
    notificationDigestMail(
      user.email,
      items,
      {
        allLink: `${deps.publicUrl}/notifications`,
        settingsLink: `${deps.publicUrl}/profile?tab=notifications`,
      },
      locale,
    ),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Conversations (of `message` notifications) the user has read since: someone
 * chatting in the app has read the messages without opening the bell, and
 * must not get them by mail.
 */
async function conversationsAlreadyRead(
  tx: Tx,
  userId: string,
  rows: Array<{ type: string; referenceId: string | null }>,
): Promise<Set<string>> {
  const ids = [
    ...new Set(
      rows
        .filter((n) => n.type === 'message' && n.referenceId && UUID.test(n.referenceId))
        .map((n) => n.referenceId as string),
    ),
  ];
  if (ids.length === 0) return new Set();
  const read = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        inArray(conversations.id, ids),
        or(
          and(eq(conversations.hostId, userId), eq(conversations.hostUnreadCount, 0)),
          and(eq(conversations.helperId, userId), eq(conversations.helperUnreadCount, 0)),
        ),
      ),
    );
  return new Set(read.map((r) => r.id));
}
