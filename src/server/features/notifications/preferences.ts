import { NOTIFICATION_EMAIL_LIMITS, type NotificationPreferences } from '@shared/api/notifications';
import { isPushCategory } from '@shared/api/push';
import { eq } from 'drizzle-orm';
import { notificationPreferences } from '../../db/schema';
import type { Queryable } from '../../db/transaction';

/** What a user without a preferences row gets: mail on, after 15 minutes, nothing muted. */
export function defaultPreferences(): NotificationPreferences {
  return {
    emailEnabled: true,
    emailDelayMinutes: NOTIFICATION_EMAIL_LIMITS.defaultDelayMinutes,
    emailMutedTypes: [],
    pushMutedCategories: [],
  };
}

export async function preferencesOf(
  q: Queryable,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await q
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ? preferencesOfRow(row) : defaultPreferences();
}

/** A preferences row's settings (the table's columns, or their JSON in recipient.ts). */
export type PreferenceFields = Pick<
  typeof notificationPreferences.$inferSelect,
  'emailEnabled' | 'emailDelayMinutes' | 'emailMutedTypes' | 'pushMutedCategories'
>;

export function preferencesOfRow(row: PreferenceFields): NotificationPreferences {
  return {
    emailEnabled: row.emailEnabled,
    emailDelayMinutes: row.emailDelayMinutes,
    emailMutedTypes: row.emailMutedTypes,
    // Unknown names (a category since dropped) are ignored, not failed.
    pushMutedCategories: row.pushMutedCategories.filter(isPushCategory),
  };
}
