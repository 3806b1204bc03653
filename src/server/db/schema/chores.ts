import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { properties } from './properties';

// Chores, the points ledger and rewards (DESIGN.md section 3, issue 8).

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const chores = pgTable(
  'chores',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    group: text().notNull(),
    points: integer().notNull(),
    estimatedMinutes: integer(),
    dueAt: timestamp({ withTimezone: true }),
    recurrence: text({ enum: ['none', 'daily', 'weekly', 'monthly'] })
      .notNull()
      .default('none'),
    /** For weekly recurrence: ISO weekdays 1 (Monday) to 7. */
    recurrenceDays: smallint().array().notNull().default(sql`'{}'::smallint[]`),
    /** Null: open to any member of the property. */
    assigneeId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text({
      enum: ['open', 'in_progress', 'submitted', 'approved', 'cancelled'],
    })
      .notNull()
      .default('open'),
    /** Who took it or is doing it (the assignee once taken). */
    takenBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    submissionNote: text(),
    /** Private storage key of the proof photo (fetched through an access-checked route). */
    submissionPhotoKey: text(),
    minutesSpent: integer(),
    /** The host's note when sending a submission back. */
    reviewNote: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    approvedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The occurrence this one was created from (recurring chores). */
    previousId: uuid(),
    reminderSentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chores_property_status_idx').on(t.propertyId, t.status, t.dueAt),
    index('chores_assignee_idx').on(t.assigneeId, t.status),
    index('chores_taken_by_idx').on(t.takenBy, t.status),
    // Approving a recurring chore twice can never create two next occurrences.
    unique('chores_previous_key').on(t.previousId),
    check(
      'chores_status_check',
      sql`${t.status} in ('open', 'in_progress', 'submitted', 'approved', 'cancelled')`,
    ),
    check(
      'chores_recurrence_check',
      sql`${t.recurrence} in ('none', 'daily', 'weekly', 'monthly')`,
    ),
    check('chores_points_check', sql`${t.points} between 0 and 100000`),
    check(
      'chores_minutes_check',
      sql`${t.minutesSpent} is null or ${t.minutesSpent} between 0 and 1440`,
    ),
  ],
);

/**
 * The points ledger: append-only, the truth `profiles.points` and
 * `property_helpers.exchange_points` are rebuilt from. One row per
 * (reason, reference): an approval retried or raced awards once.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid().primaryKey().defaultRandom(),
    helperId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Positive to award, negative to spend. */
    amount: integer().notNull(),
    reason: text({ enum: ['chore_approved', 'bonus', 'reward_redeemed', 'adjustment'] }).notNull(),
    /** The chore, redemption or bonus/adjustment request id it came from. */
    referenceId: uuid().notNull(),
    note: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('points_ledger_reason_reference_key').on(t.reason, t.referenceId),
    index('points_ledger_helper_idx').on(t.helperId, t.createdAt, t.id),
    index('points_ledger_property_idx').on(t.propertyId, t.helperId),
    check(
      'points_ledger_reason_check',
      sql`${t.reason} in ('chore_approved', 'bonus', 'reward_redeemed', 'adjustment')`,
    ),
    check('points_ledger_amount_check', sql`${t.amount} <> 0`),
  ],
);

export const rewards = pgTable(
  'rewards',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    cost: integer().notNull(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rewards_property_idx').on(t.propertyId, t.active),
    check('rewards_cost_check', sql`${t.cost} between 1 and 1000000`),
  ],
);

export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    rewardId: uuid()
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    helperId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The cost when asked: what the pending redemption reserves. */
    cost: integer().notNull(),
    status: text({ enum: ['pending', 'fulfilled', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    decidedAt: timestamp({ withTimezone: true }),
    declineReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reward_redemptions_helper_idx').on(t.helperId, t.status),
    index('reward_redemptions_property_idx').on(t.propertyId, t.status),
    check(
      'reward_redemptions_status_check',
      sql`${t.status} in ('pending', 'fulfilled', 'declined', 'cancelled')`,
    ),
  ],
);

/** One row per member and week once the week passed the agreed hours (notified once). */
export const weeklyHoursAlerts = pgTable(
  'weekly_hours_alerts',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    helperId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Monday of the week. */
    weekStart: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('weekly_hours_alerts_key').on(t.propertyId, t.helperId, t.weekStart)],
);
