import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

// Safety (issue 15, decision 110): reports, blocks, operators, suspensions
// and the moderation audit log. Hidden content is a `hidden_at` column on the
// reviews, messages and properties tables themselves.

/**
 * Operators. Granted and revoked only from the command line
 * (`npm run admin -- grant|revoke <email>`), never through the API.
 */
export const admins = pgTable('admins', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A suspended person: no session, no sign-in, properties paused. Lifting deletes the row. */
export const suspensions = pgTable('suspensions', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  suspendedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  suspendedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  reason: text().notNull(),
});

/** One person blocking another: each direction is its own row. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export const REPORT_TARGET_TYPES = ['user', 'property', 'message', 'review'] as const;
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;

/**
 * A report. `snapshot` is the reported content as the reporter saw it, kept
 * even if the content is later edited or deleted; `subject_id` is the person
 * it is about (the user, the property's owner, the message's sender, the
 * review's author). One open report per reporter and target.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text({ enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: uuid().notNull(),
    subjectId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    details: text().notNull().default(''),
    snapshot: jsonb().notNull(),
    status: text({ enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    /** The moderation action that resolved it. */
    resolvedByActionId: uuid(),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_reporter_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    index('reports_target_idx').on(t.targetType, t.targetId),
    index('reports_subject_recent_idx').on(t.subjectId, t.createdAt),
    check(
      'reports_target_type_check',
      sql`${t.targetType} in ('user', 'property', 'message', 'review')`,
    ),
    check('reports_status_check', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
    check(
      'reports_reason_check',
      sql`${t.reason} in ('harassment', 'unsafe', 'scam', 'misleading', 'inappropriate', 'other')`,
    ),
    check('reports_details_length_check', sql`char_length(${t.details}) <= 1000`),
  ],
);

export const MODERATION_ACTIONS = [
  'dismiss',
  'hide',
  'suspend',
  'unsuspend',
  'grant_admin',
  'revoke_admin',
] as const;

/**
 * The audit log: who did what to what, when and why. Append-only (a trigger
 * refuses UPDATE and DELETE, migration 0012). `actor_id` is null for the
 * command line; `actor_label` keeps who it was even if the account goes.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text().notNull(),
    action: text({ enum: MODERATION_ACTIONS }).notNull(),
    targetType: text({ enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: uuid().notNull(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_actions_recent_idx').on(t.createdAt, t.id),
    index('moderation_actions_target_idx').on(t.targetType, t.targetId),
    check(
      'moderation_actions_action_check',
      sql`${t.action} in ('dismiss', 'hide', 'suspend', 'unsuspend', 'grant_admin', 'revoke_admin')`,
    ),
    check('moderation_actions_reason_check', sql`char_length(${t.reason}) between 1 and 1000`),
  ],
);
