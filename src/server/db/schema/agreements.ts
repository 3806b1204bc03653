import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { properties } from './properties';

// Agreements and onboarding (DESIGN.md section 3, issue 9).

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** The written terms of one version (pre-filled from exchange terms, edited per helper). */
export type AgreementTermsRow = {
  startDate: string;
  endDate: string | null;
  hoursPerWeek: number;
  daysOff: string[];
  duties: string;
  provides: string[];
  houseRules: string;
  noticePeriodDays: number;
  extraClauses: string[];
  /** Extra details the host asks the helper to fill in. */
  askedDetails: string[];
};

export type AgreementAnswersRow = {
  emergencyContact: { name: string; phone: string; relation: string };
  details: { question: string; answer: string }[];
};

/**
 * One row per version. A signed version's terms are never edited (a trigger
 * refuses it): changing terms makes version n+1, which both sides sign again.
 * Status: sent -> signed -> approved | changes_requested -> signed …;
 * superseded when a newer version is sent.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    helperId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    status: text({
      enum: ['sent', 'signed', 'approved', 'changes_requested', 'superseded'],
    }).notNull(),
    terms: jsonb().$type<AgreementTermsRow>().notNull(),
    sentBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answers: jsonb().$type<AgreementAnswersRow>(),
    signedName: text(),
    signedAt: timestamp({ withTimezone: true }),
    reviewNote: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    approvedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('agreements_version_key').on(t.propertyId, t.helperId, t.version),
    index('agreements_helper_idx').on(t.helperId, t.status),
    check(
      'agreements_status_check',
      sql`${t.status} in ('sent', 'signed', 'approved', 'changes_requested', 'superseded')`,
    ),
  ],
);

/** The property's induction checklist, ordered by position. */
export const onboardingItems = pgTable(
  'onboarding_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    title: text().notNull(),
    details: text(),
    photoKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('onboarding_items_property_idx').on(t.propertyId, t.position)],
);

/** A member's tick on one item (at most one per item and helper). */
export const onboardingAcknowledgements = pgTable(
  'onboarding_acknowledgements',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => onboardingItems.id, { onDelete: 'cascade' }),
    helperId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acknowledgedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('onboarding_acknowledgements_key').on(t.itemId, t.helperId)],
);

/** The helper's side of onboarding: needs the host acknowledges in turn. */
export const helperNeeds = pgTable(
  'helper_needs',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    helperId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['diet', 'allergies', 'accessibility', 'arrival', 'other'] }).notNull(),
    details: text().notNull(),
    acknowledgedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('helper_needs_member_idx').on(t.propertyId, t.helperId),
    check(
      'helper_needs_kind_check',
      sql`${t.kind} in ('diet', 'allergies', 'accessibility', 'arrival', 'other')`,
    ),
  ],
);
