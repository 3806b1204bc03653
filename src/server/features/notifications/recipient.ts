import type { NotificationPreferences } from '@shared/api/notifications';
import type { Locale } from '@shared/i18n/locales';
import { eq, sql } from 'drizzle-orm';
import { notificationPreferences, profiles, pushSubscriptions, users } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { localeOr } from '../../platform/i18n/notices';
import { defaultPreferences, preferencesOfRow } from './preferences';

/** What notify() needs to know of the person it notifies. */
export type Recipient = {
  /** The language their notifications are shown in (readerLocale's rule). */
  locale: Locale;
  /** Their mail fallback's settings (defaults without a row). */
  preferences: NotificationPreferences;
  /** Whether any of their devices takes pushes. */
  hasPushDevice: boolean;
};

/**
 * The recipient's language, preferences and push devices in one query:
 * notify() runs on every chat message, so one round trip instead of three
 * (decision 152).
 */
export async function recipientOf(q: Queryable, userId: string): Promise<Recipient> {
  const [row] = await q
    .select({
      language: profiles.language,
      preferences: notificationPreferences,
      hasPushDevice: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return {
    locale: localeOr(row?.language),
    preferences: row?.preferences ? preferencesOfRow(row.preferences) : defaultPreferences(),
    hasPushDevice: row?.hasPushDevice ?? false,
  };
}
