import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { AppError } from '../errors';

// Per-user and per-address limits for sensitive actions (joining by invite
// code, mailing invites). The counters live in PostgreSQL (request_limits), not
// in the process, so several instances behind a load balancer share them
// (DESIGN.md section 2). @fastify/rate-limit supplies the window logic around
// our store; we call its limiters ourselves because one request must pass two
// of them (the plugin's own hook runs only one limiter per request).

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A fixed-window counter store for @fastify/rate-limit, one row per key. */
function postgresStore(pool: pg.Pool) {
  return class PostgresRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number) {
      pool
        .query<{ current: number; ttl: number }>(
          `insert into request_limits (key, count, window_started_at) values ($1, 1, now())
           on conflict (key) do update set
             count = case when request_limits.window_started_at + $2 * interval '1 millisecond' <= now()
                          then 1 else request_limits.count + 1 end,
             window_started_at = case when request_limits.window_started_at + $2 * interval '1 millisecond' <= now()
                          then now() else request_limits.window_started_at end
           returning count as current,
             greatest(0, ceil(extract(epoch from (window_started_at + $2 * interval '1 millisecond' - now())) * 1000))::int as ttl`,
          [key, timeWindow],
        )
        .then((result) => {
          const row = result.rows[0];
          callback(null, { current: row?.current ?? 1, ttl: row?.ttl ?? timeWindow });
          // Now and then, forget windows that ended long ago.
          if (Math.random() < 0.01) {
            void pool
              .query(
                `delete from request_limits where window_started_at < now() - interval '1 day'`,
              )
              .catch(() => undefined);
          }
        })
        .catch((error: Error) => callback(error));
    }
    child() {
      return this;
    }
  };
}

export type LimitRule = {
  /** Names the counter; the key function's result is appended. */
  name: string;
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string;
  /** What the 429 says; RATE_LIMITED_MESSAGE when absent. */
  message?: string;
};

export const RATE_LIMITED_MESSAGE = 'Too many attempts: please wait a few minutes and try again';

/**
 * Registers @fastify/rate-limit in this scope (no global limit) and returns a
 * preHandler that applies every rule; the first one exceeded answers 429
 * `rate_limited` with Retry-After. Run it after validation and the session
 * check, so malformed requests and signed-out callers cost nothing.
 */
export async function createLimits(scope: FastifyInstance, rules: LimitRule[]) {
  if (!scope.hasDecorator('createRateLimit')) {
    await scope.register(rateLimit, {
      global: false,
      store: postgresStore(scope.database.pool) as never,
    });
  }
  const limiters = rules.map((rule) => ({
    message: rule.message ?? RATE_LIMITED_MESSAGE,
    check: scope.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${rule.name}:${rule.key(request)}`,
    }),
  }));
  return async function applyLimits(request: FastifyRequest, reply: FastifyReply) {
    for (const limiter of limiters) {
      const result = await limiter.check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('rate_limited', limiter.message);
      }
    }
  };
}
