import type { Database } from '../../db/client';
import { type ListenerHandlers, RealtimeListener } from './listener';
import { publishedIn } from './publish';
import { RedisBus } from './redis-bus';

type Log = { warn(message: string): void; info(message: string): void };

/**
 * What carries committed events and session notices between server
 * processes (DESIGN.md section 6, decisions 030 and 149). Events are
 * published with `publish(tx, …)` (./publish.ts) whichever bus runs.
 */
export interface RealtimeBus {
  readonly kind: 'notify' | 'redis';
  /** Resolves once listening: from then on no committed event is missed. Rejects when it cannot. */
  start(): Promise<void>;
  /** Resolves true once every session notice committed before the call was handled here. */
  fence(): Promise<boolean>;
  /** Resolves once events committed before the call have left this process (tests). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export type RealtimeBusOptions = {
  /** REALTIME_URL: Redis; unset = PostgreSQL NOTIFY. */
  realtimeUrl: string | undefined;
  database: Pick<Database, 'pool' | 'afterTransaction'>;
  handlers: ListenerHandlers;
  log: Log;
  /** Test seam: how often the outbox relay polls (ms). */
  relayPollMs?: number;
};

/** The bus REALTIME_URL selects. */
export function createRealtimeBus(options: RealtimeBusOptions): RealtimeBus {
  const { database, handlers, log } = options;
  // Session notices and fences always ride NOTIFY (migrations 0007, 0020):
  // they are rare, and the session cache depends on this one connection.
  const listener = new RealtimeListener(database.pool.options, database.pool, handlers, log);
  if (!options.realtimeUrl) {
    return {
      kind: 'notify',
      start: () => listener.start(),
      fence: () => listener.fence(),
      flush: async () => {},
      stop: () => listener.stop(),
    };
  }
  const redis = new RedisBus({
    url: options.realtimeUrl,
    pool: database.pool,
    handlers,
    log,
    relayPollMs: options.relayPollMs,
  });
  let stopped = false;
  database.afterTransaction((tx) => {
    if (!stopped && publishedIn.has(tx)) redis.poke();
  });
  return {
    kind: 'redis',
    async start() {
      await redis.start();
      try {
        await listener.start();
      } catch (error) {
        await redis.stop();
        throw error;
      }
    },
    fence: () => listener.fence(),
    flush: () => redis.flush(),
    async stop() {
      stopped = true;
      await redis.stop();
      await listener.stop();
    },
  };
}
