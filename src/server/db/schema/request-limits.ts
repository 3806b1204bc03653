import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for @fastify/rate-limit (platform/access/rate-limit.ts), in the
 * database so that every instance behind a load balancer shares them.
 */
export const requestLimits = pgTable('request_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
});
