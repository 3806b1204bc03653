import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { properties } from './properties';

// Memberships, stay requests and email invites (DESIGN.md section 3, issue 5).

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * SPEC's property_helpers: one row per (property, helper), ever. Leaving or
 * being removed changes the status (history kept); joining again reactivates
 * the same row, so a retried join or accept can never make a second one.
 */
export const propertyHelpers = pgTable(
  'property_helpers',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    helperId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['active', 'left', 'removed'] }).notNull(),
    joinedVia: text({ enum: ['invite_code', 'request', 'host_invite'] }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    endedAt: timestamp({ withTimezone: true }),
    agreementFormCompleted: boolean().notNull().default(false),
    onboardingCompletedAt: timestamp({ withTimezone: true }),
    /** Kept in step with the points ledger (a later issue); never written by clients. */
    exchangePoints: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('property_helpers_property_helper_key').on(t.propertyId, t.helperId),
    index('property_helpers_helper_idx').on(t.helperId, t.status),
    index('property_helpers_property_status_idx').on(t.propertyId, t.status),
    check('property_helpers_status_check', sql`${t.status} in ('active', 'left', 'removed')`),
    check(
      'property_helpers_joined_via_check',
      sql`${t.joinedVia} in ('invite_code', 'request', 'host_invite')`,
    ),
    check('property_helpers_points_check', sql`${t.exchangePoints} >= 0`),
  ],
);

export type ScreeningAnswerRow = { questionId: string; question: string; answer: string };

export const stayRequests = pgTable(
  'stay_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    helperId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    message: text().notNull(),
    answers: jsonb().$type<ScreeningAnswerRow[]>().notNull().default([]),
    status: text({ enum: ['pending', 'accepted', 'declined', 'withdrawn'] })
      .notNull()
      .default('pending'),
    declineReason: text(),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One pending request per helper and property (a retried create answers 409).
    uniqueIndex('stay_requests_one_pending_idx')
      .on(t.propertyId, t.helperId)
      .where(sql`${t.status} = 'pending'`),
    index('stay_requests_property_idx').on(t.propertyId, t.createdAt, t.id),
    index('stay_requests_helper_idx').on(t.helperId, t.status),
    check(
      'stay_requests_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn')`,
    ),
    check('stay_requests_dates_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);

/**
 * A host's email invite to one property (/manage-helpers). Keyed by email so
 * that an account created later with that email is marked
 * (profiles.host_signup_invite_status = 'invited', by a trigger on profiles),
 * and 'joined' once that person joins the property.
 */
export const hostInvitations = pgTable(
  'host_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text().notNull(),
    invitedBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['invited', 'joined'] })
      .notNull()
      .default('invited'),
    sendCount: integer().notNull().default(1),
    lastSentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('host_invitations_email_property_key').on(t.email, t.propertyId),
    index('host_invitations_property_idx').on(t.propertyId, t.createdAt.desc()),
    check('host_invitations_status_check', sql`${t.status} in ('invited', 'joined')`),
  ],
);
