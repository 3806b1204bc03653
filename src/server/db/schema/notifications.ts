import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * SPEC.md section 3's notifications. Written only by the server, inside the
 * transaction of the action that causes them (features/notifications/notify.ts).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text().notNull(),
    type: text().notNull(),
    referenceId: text(),
    /**
     * What the text speaks of, as data (dates, names, a title), so each
     * reader's client formats it in their own locale (issue 24). Null on rows
     * written before it existed: the client shows `content` then.
     */
    data: jsonb(),
    /**
     * The words as a catalogue key and its values (issue 17: NoticeText),
     * rendered in each reader's language; title and content keep the English.
     * Null on rows written before it existed: those show title and content.
     */
    notice: jsonb(),
    isRead: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the mail fallback sent it (issue 7): at most once. */
    emailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('notifications_user_recent_idx').on(t.userId, t.createdAt, t.id)],
);
