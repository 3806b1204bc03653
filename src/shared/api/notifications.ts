import { z } from 'zod';
import { noticeTextSchema } from '../i18n/notices';
import { cursorSchema, pageLimitSchema, pageOf } from './pagination';
import { PUSH_CATEGORIES } from './push';

/*
 * Notifications (SPEC.md sections 3, 4, 7; issue 7). Rows are written only by
 * the server, inside the transaction of the action that causes them
 * (features/notifications/notify.ts). Every route answers only for the
 * caller's own rows; another user's notification id answers 404.
 *
 *   GET    /api/notifications              ?cursor&limit&unread -> NotificationPage (newest first)
 *   GET    /api/notifications/unread-count                 -> { count }
 *   GET    /api/notifications/:id/target                   -> { path }   (the click-through, see
 *                                                                          src/shared/notification-target.ts)
 *   POST   /api/notifications/:id/read                     -> Notification (idempotent)
 *   POST   /api/notifications/read-all                     -> { updated }  (the caller's unread)
 *   DELETE /api/notifications                              -> { deleted }  (clear all of the caller's)
 *   GET    /api/notifications/preferences                  -> NotificationPreferences (mail fallback)
 *   PATCH  /api/notifications/preferences  NotificationPreferencesUpdate -> NotificationPreferences
 *
 * Realtime (topic `notifications`, src/shared/api/realtime.ts), on commit:
 *   notification.created  Notification   (notify())
 *   notification.updated  Notification   (marked read)
 *   notifications.all_read {}
 *   notifications.cleared  {}
 *
 * Types written by issue 5 (referenceId is the property id for all of them):
 *   helper_request         to the host: a new stay request, or a helper joined by code
 *   stay_request_accepted  to the helper
 *   stay_request_declined  to the helper (content carries the reason, if any)
 *   membership_removed     to the helper: the host removed them
 *   helper_left            to the host: a member left
 *   induction_onboard      to the helper on joining (by code or accepted request)
 *
 * Types written by issue 14 (referenceId is the stay id for all of them):
 *   review_request         to both people of a stay that ended: write a review
 *   review_reminder        day 7 and day 13, to a side that has not written yet
 *   review_published       to both, when the stay's reviews are published (never
 *                          the rating or text: those are read on /reviews)
 *
 * Written by issue 19 (referenceId is the export's id):
 *   data_export            to the person: their 'Download my data' file is ready,
 *                          or could not be made
 */

export const NOTIFICATION_TYPES = [
  'message',
  'task_completed',
  'report',
  'reminder',
  'helper_request',
  'system',
  'agreement_form',
  'agreement_form_completed',
  'induction_onboard',
  'stay_request_accepted',
  'stay_request_declined',
  'membership_removed',
  'helper_left',
  'review_request',
  'review_reminder',
  'review_published',
  'data_export',
] as const;
/** SPEC's types plus any beginning with `chore` (chore_assigned, chore_approved, …). */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number] | `chore${string}`;

/*
 * What a notification speaks of, as data (issue 24; issue 17 translates): one
 * schema per kind, with every fact its sentence needs, so a client builds the
 * whole sentence and writes dates and numbers as its reader's locale does
 * (src/shared/activity-text.ts). `content` stays the plain-English fallback
 * (mails, rows from before data, a client that does not know the kind).
 * Dates are calendar days, YYYY-MM-DD.
 */
export const stayRequestCreatedNoticeSchema = z.object({
  kind: z.literal('stay_request_created'),
  propertyTitle: z.string(),
  /** The helper who asked. */
  name: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
});

export const stayRequestAcceptedNoticeSchema = z.object({
  kind: z.literal('stay_request_accepted'),
  propertyTitle: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
});

/** To the host and to the helper, once a week: the helper's hours passed the agreed ones. */
export const weeklyHoursPassedNoticeSchema = z.object({
  kind: z.literal('weekly_hours_passed'),
  /** Who reads it: the host reads the helper's name, the helper reads 'You'. */
  reader: z.enum(['host', 'helper']),
  helperName: z.string(),
  /** Hours this week, to one decimal (22.5). */
  hours: z.number(),
  agreedHours: z.number(),
});

/** To both people of a stay that ended: each may write a review until `deadline`. */
export const reviewRequestNoticeSchema = z.object({
  kind: z.literal('review_request'),
  propertyTitle: z.string(),
  /** The other person of the stay: the one the reader reviews. */
  counterpartName: z.string(),
  /** The last day to write (the UTC day of the stay's review deadline). */
  deadline: z.iso.date(),
});

/** Day 7 and day 13 of the review window, to a side that has not written. */
export const reviewReminderNoticeSchema = z.object({
  kind: z.literal('review_reminder'),
  propertyTitle: z.string(),
  counterpartName: z.string(),
  deadline: z.iso.date(),
});

/** The stay's reviews are public. Says nothing of what they say (the blind rule). */
export const reviewPublishedNoticeSchema = z.object({
  kind: z.literal('review_published'),
  propertyTitle: z.string(),
  counterpartName: z.string(),
});

export const notificationDataSchema = z.discriminatedUnion('kind', [
  stayRequestCreatedNoticeSchema,
  stayRequestAcceptedNoticeSchema,
  weeklyHoursPassedNoticeSchema,
  reviewRequestNoticeSchema,
  reviewReminderNoticeSchema,
  reviewPublishedNoticeSchema,
]);
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  title: z.string(),
  content: z.string(),
  /**
   * The facts behind `content`, or null (an older row, a kind with none). A
   * kind this client does not know reads as null: it shows `content` instead.
   */
  data: notificationDataSchema.nullable().catch(null).optional(),
  /**
   * The words as a catalogue key and values (issue 17), so a client writes
   * them in its own language; title and content come already written in the
   * reader's saved language. Null on older rows.
   */
  notice: noticeTextSchema.nullable().catch(null).optional(),
  type: z.string(),
  referenceId: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `unread=true` lists only unread ones; `false` or absent lists all. */
const unreadFlagSchema = z
  .enum(['true', 'false'], { error: 'unread must be true or false' })
  .transform((v) => v === 'true');

export const notificationListQuerySchema = z.strictObject({
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
  unread: unreadFlagSchema.optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationPageSchema = pageOf(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationTargetReplySchema = z.object({ path: z.string().nullable() });
export type NotificationTargetReply = z.infer<typeof notificationTargetReplySchema>;

export const readAllReplySchema = z.object({ updated: z.number().int() });
export const clearReplySchema = z.object({ deleted: z.number().int() });

/** The recent variant (dashboard card): SPEC 9. */
export const RECENT_NOTIFICATIONS_LIMIT = 5;

// ------------------------------------------------------------ mail fallback

export const NOTIFICATION_EMAIL_LIMITS = {
  defaultDelayMinutes: 15,
  minDelayMinutes: 1,
  maxDelayMinutes: 10_080,
  maxMutedTypes: 50,
} as const;

export const notificationPreferencesSchema = z.object({
  emailEnabled: z.boolean(),
  emailDelayMinutes: z.number().int(),
  emailMutedTypes: z.array(z.string()),
  /** Push categories (src/shared/api/push.ts) silenced on every device of this person. */
  pushMutedCategories: z.array(z.enum(PUSH_CATEGORIES)),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const mutedTypeSchema = z
  .string()
  .min(1, { error: 'must be a notification type' })
  .max(60, { error: 'must be a notification type' })
  .regex(/^[a-z][a-z0-9_]*$/, { error: 'must be a notification type' });

export const notificationPreferencesUpdateSchema = z
  .strictObject({
    emailEnabled: z.boolean({ error: 'emailEnabled must be true or false' }).optional(),
    emailDelayMinutes: z
      .number({ error: 'Delay must be a number of minutes' })
      .int({ error: 'Delay must be a whole number of minutes' })
      .min(NOTIFICATION_EMAIL_LIMITS.minDelayMinutes, {
        error: 'Delay must be at least 1 minute',
      })
      .max(NOTIFICATION_EMAIL_LIMITS.maxDelayMinutes, {
        error: 'Delay must be at most 7 days (10080 minutes)',
      })
      .optional(),
    emailMutedTypes: z
      .array(mutedTypeSchema)
      .max(NOTIFICATION_EMAIL_LIMITS.maxMutedTypes, { error: 'Too many muted types' })
      .optional(),
    pushMutedCategories: z
      .array(
        z.enum(PUSH_CATEGORIES, {
          error: `must be one of ${PUSH_CATEGORIES.join(', ')}`,
        }),
      )
      .max(PUSH_CATEGORIES.length, { error: 'Too many categories' })
      .optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update' });
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** Types a user may mute for mail, with the labels the settings page shows. */
export const MAILABLE_NOTIFICATION_TYPES: ReadonlyArray<{ type: string; label: string }> = [
  { type: 'message', label: 'Messages' },
  { type: 'helper_request', label: 'Stay requests and joins' },
  { type: 'stay_request_accepted', label: 'Accepted requests' },
  { type: 'stay_request_declined', label: 'Declined requests' },
  { type: 'chore', label: 'Chores (all chore updates)' },
  { type: 'agreement_form', label: 'Agreement forms' },
  { type: 'agreement_form_completed', label: 'Completed agreements' },
  { type: 'induction_onboard', label: 'Onboarding' },
  { type: 'membership_removed', label: 'Removed from a property' },
  { type: 'helper_left', label: 'Helpers leaving' },
  { type: 'review_request', label: 'Review requests' },
  { type: 'review_reminder', label: 'Review reminders' },
  { type: 'review_published', label: 'Published reviews' },
  { type: 'reminder', label: 'Reminders' },
  { type: 'data_export', label: 'Your data download' },
  { type: 'system', label: 'System' },
];

/** Whether a muted list silences a type (`chore` silences every chore* type). */
export function isMutedType(muted: readonly string[], type: string): boolean {
  return muted.includes(type) || (type.startsWith('chore') && muted.includes('chore'));
}
