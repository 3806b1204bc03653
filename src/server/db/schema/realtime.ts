import { bigserial, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

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
