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

// Conversations and messages (SPEC.md section 3, DESIGN.md section 3, issue 6).

/** One per (property, helper): a resent "start conversation" reuses it. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    hostId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helperId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageText: text(),
    lastMessageTime: timestamp({ withTimezone: true }),
    hostUnreadCount: integer().notNull().default(0),
    helperUnreadCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('conversations_property_helper_key').on(t.propertyId, t.helperId),
    // Ascending, read backwards for `order by updated_at desc, id desc` (an
    // index declared DESC NULLS LAST cannot serve it: see docs/performance.md).
    index('conversations_host_recent_idx').on(t.hostId, t.updatedAt, t.id),
    index('conversations_helper_recent_idx').on(t.helperId, t.updatedAt, t.id),
    check(
      'conversations_unread_check',
      sql`${t.hostUnreadCount} >= 0 and ${t.helperUnreadCount} >= 0`,
    ),
  ],
);

/**
 * The id is made by the client, so a resent message (same id) is stored once.
 * `seq` orders messages within a conversation exactly (created_at can tie).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null for system messages written by the server. */
    senderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    content: text().notNull(),
    type: text({ enum: ['text', 'system'] })
      .notNull()
      .default('text'),
    statusType: text(),
    /**
     * A system message's facts as data (dates, names), so each reader's
     * client formats them in their own locale (issue 24). Null on people's
     * words and on rows written before it existed.
     */
    data: jsonb(),
    /**
     * A system line's words as a catalogue key and values (issue 17:
     * NoticeText from system-lines.json), written by each reader's client in
     * their language; `content` keeps the English. Null on people's words.
     */
    notice: jsonb(),
    seq: integer().generatedAlwaysAsIdentity(),
    /** Set by an operator (issue 15): gone from the conversation, its preview and events. */
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_seq_idx').on(t.conversationId, t.seq),
    check('messages_type_check', sql`${t.type} in ('text', 'system')`),
    check('messages_content_length_check', sql`char_length(${t.content}) between 1 and 4000`),
  ],
);
