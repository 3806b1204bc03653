import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Realtime events too large for a NOTIFY payload (PostgreSQL caps it at
 * 8,000 bytes): the payload is stored here in the publishing transaction and
 * the NOTIFY carries its id. Rows are pruned after a few minutes.
 */
export const realtimePayloads = pgTable('realtime_payloads', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  payload: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The transactional outbox of the Redis bus (REALTIME_URL, decision 149):
 * `publish` inserts the event here in the writer's transaction; at commit a
 * deferred trigger (migration 0022) gives it its `position`, in commit order
 * per topic; the relay (platform/realtime/outbox-relay.ts) sends committed
 * rows to Redis in position order and deletes them once Redis has them.
 */
export const realtimeOutbox = pgTable(
  'realtime_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Null until the writer commits; the relay reads only positioned rows. */
    position: bigint({ mode: 'number' }),
    topic: text().notNull(),
    /** `{ topic, event }`, as a NOTIFY would carry it. */
    message: jsonb().notNull(),
    /** The writing transaction (txid_current()): the commit trigger finds its rows by it. */
    tx: bigint({ mode: 'number' }).notNull().default(sql`txid_current()`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('realtime_outbox_position_idx').on(t.position),
    index('realtime_outbox_tx_idx').on(t.tx),
  ],
);
