import type { NotificationPreferences } from '@shared/api/notifications';
import type { Locale } from '@shared/i18n/locales';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { returned } from '../../db/returning';
import { notificationPreferences, profiles, pushSubscriptions } from '../../db/schema';
import { localeOr } from '../../platform/i18n/notices';
import { defaultPreferences, type PreferenceFields, preferencesOfRow } from './preferences';

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
 * The recipient as three expressions of their id (returned(): for the RETURNING of
 * notify()'s insert: it runs on every chat message, and so learns its
 * recipient's language, preferences and devices in the same round trip
 * (decisions 152 and 155)).
 */
export function recipientColumns(userId: SQL | AnyPgColumn) {
  const p = notificationPreferences;
  return {
    recipientLanguage: returned(
      sql<
        string | null
      >`(select ${profiles.language} from ${profiles} where ${profiles.id} = ${userId})`,
    ),
    recipientPreferences: returned(sql<PreferenceFields | null>`(select json_build_object(
      'emailEnabled', ${p.emailEnabled}, 'emailDelayMinutes', ${p.emailDelayMinutes},
      'emailMutedTypes', ${p.emailMutedTypes}, 'pushMutedCategories', ${p.pushMutedCategories})
      from ${p} where ${p.userId} = ${userId})`),
    recipientHasPushDevice: returned(
      sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId})`,
    ),
  };
}

export type RecipientFields = {
  recipientLanguage: string | null;
  recipientPreferences: PreferenceFields | null;
  recipientHasPushDevice: boolean;
};

/** The Recipient of what recipientColumns gave (defaults for anything missing). */
export function recipientFrom(row: RecipientFields | undefined): Recipient {
  return {
    locale: localeOr(row?.recipientLanguage),
    preferences: row?.recipientPreferences
      ? preferencesOfRow(row.recipientPreferences)
      : defaultPreferences(),
    hasPushDevice: row?.recipientHasPushDevice ?? false,
  };
}
