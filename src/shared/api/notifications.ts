import { z } from 'zod';
import { cursorSchema, pageLimitSchema, pageOf } from './properties';

/*
 * Notifications (SPEC.md section 3): the minimal read side of issue 5. Rows
 * are written only by the server, inside the transaction of the action that
 * causes them (features/notifications/notify.ts). The bell/feed API (mark
 * read, clear, realtime) comes with the notifications issue.
 *
 *   GET /api/notifications   ?cursor&limit -> NotificationPage   (own only, newest first)
 *
 * Types written by issue 5 (referenceId is the property id for all of them):
 *   helper_request         to the host: a new stay request, or a helper joined by code
 *   stay_request_accepted  to the helper
 *   stay_request_declined  to the helper (content carries the reason, if any)
 *   membership_removed     to the helper: the host removed them
 *   helper_left            to the host: a member left
 *   induction_onboard      to the helper on joining (by code or accepted request);
 *                          the web opens /properties/{referenceId}/onboarding
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
] as const;
/** SPEC's types plus any beginning with `chore` (chore_assigned, chore_approved, …). */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number] | `chore${string}`;

export const notificationSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  title: z.string(),
  content: z.string(),
  type: z.string(),
  referenceId: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.strictObject({
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationPageSchema = pageOf(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;
