import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * SPEC.md section 3's profiles. One row per user, made in the same
 * transaction as the user by a trigger (migration 0002), so it always exists.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text(),
    email: text().notNull(),
    avatarUrl: text(),
    /** The storage key behind avatarUrl, so a replaced avatar can be deleted. Not in the API. */
    avatarKey: text(),
    bio: text(),
    phone: text(),
    role: text({ enum: ['user', 'host', 'helper'] })
      .notNull()
      .default('user'),
    /** Written only by server actions (the points ledger, later). */
    points: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dateOfBirth: date({ mode: 'string' }),
    address: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    hasSeenWelcome: boolean().notNull().default(false),
    /** SPEC's custom_chore_group; the API calls it customChoreGroups. */
    customChoreGroup: text().array().notNull().default(sql`'{}'::text[]`),
    hostSignupInviteStatus: text(),
    /**
     * The language the person chose (issue 17: en, es, fr, de, pt-BR); null
     * until they choose or their first device says. Mail and notifications
     * are written in it.
     */
    language: text(),
    /** What a helper can do (issue 18), as they wrote it; matched to skills wanted. */
    skills: text().array().notNull().default(sql`'{}'::text[]`),
    /** Languages the person speaks (issue 18): ISO 639-1 codes such as pt, en. */
    spokenLanguages: text().array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    check('profiles_role_check', sql`${t.role} in ('user', 'host', 'helper')`),
    check('profiles_points_check', sql`${t.points} >= 0`),
    check(
      'profiles_language_check',
      sql`${t.language} is null or ${t.language} in ('en', 'es', 'fr', 'de', 'pt-BR')`,
    ),
  ],
);
