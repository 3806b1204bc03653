import { createClient, type RedisClientType } from '@redis/client';
import type { RealtimeEvent } from '@shared/api/realtime';
import type pg from 'pg';
import type { ListenerHandlers } from './listener';
import { OutboxRelay, type OutboxRow } from './outbox-relay';

/**
 * The Redis stream every process of one deployment reads: named after the
 * PostgreSQL database, so deployments (or test databases) sharing a Redis
 * do not hear each other.
 */
export function realtimeStream(database: string): string {
  return `homestay:realtime:${database}`;
}
/** Entries Redis keeps (approximately): a reader further behind than this has lost some. */
const STREAM_LENGTH = 50_000;
/** How long one blocking read waits before asking again. */
const BLOCK_MS = 5_000;
/** Topics whose last position is remembered to drop a resent event (oldest forgotten first). */
const MAX_TOPICS_REMEMBERED = 50_000;
/** Reconnection backoff, capped: clients wait for the resync that follows. */
const MAX_RECONNECT_DELAY_MS = 1_000;

type Log = { warn(message: string): void; info(message: string): void };

export type RedisBusOptions = {
  url: string;
  pool: pg.Pool;
  handlers: Pick<ListenerHandlers, 'onEvent' | 'onResync'>;
  log: Log;
  /** How often the relay looks for rows nobody poked it about (ms). */
  relayPollMs?: number;
};

/** REALTIME_URL without its password, for messages. */
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString().replace(/\/$/, '');
}

/** Redis could not be reached at start: the server does not start. */
export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError';
}

/**
 * Realtime events through Redis (REALTIME_URL, decision 149). The relay
 * (./outbox-relay.ts) appends committed outbox rows to one Redis stream; every
 * process reads that stream from where it last was, so a dropped connection
 * loses nothing Redis still holds. Each entry carries its outbox position;
 * per topic, positions only grow, so an entry at or below a topic's last one
 * is a resend (a relay that died between sending and deleting) and is
 * dropped: handlers see each event once, in commit order per topic.
 *
 * When Redis goes away the process keeps running: it warns once, reconnects
 * with backoff, committed events wait in the outbox, and once Redis is back
 * clients are asked to refetch (onResync) and the relay sends what waited.
 */
export class RedisBus {
  private readonly reader: RedisClientType;
  private readonly writer: RedisClientType;
  private readonly relay: OutboxRelay;
  private readonly lastPositions = new Map<string, bigint>();
  private readonly address: string;
  private lastId = '0-0';
  private stream = '';
  private started = false;
  private stopped = false;
  private outage = false;
  private readFailing = false;
  private reading: Promise<void> | null = null;

  constructor(private readonly options: RedisBusOptions) {
    this.address = redisAddress(options.url);
    this.reader = this.client();
    this.writer = this.client();
    this.relay = new OutboxRelay(
      options.pool,
      (rows) => this.append(rows),
      options.log,
      options.relayPollMs ?? 500,
    );
  }

  /** Connects both clients; rejects with a one-line reason if Redis cannot be reached. */
  async start(): Promise<void> {
    const named = await this.options.pool.query<{ name: string }>(
      'select current_database() as name',
    );
    this.stream = realtimeStream(named.rows[0]?.name ?? 'homestay');
    try {
      await Promise.all([this.reader.connect(), this.writer.connect()]);
      const last = (await this.reader.sendCommand([
        'XREVRANGE',
        this.stream,
        '+',
        '-',
        'COUNT',
        '1',
      ])) as [string, string[]][];
      this.lastId = last[0]?.[0] ?? '0-0';
    } catch (error) {
      await this.closeClients();
      throw new RedisUnreachableError(
        `Cannot reach Redis at REALTIME_URL ${this.address}: ${(error as Error).message}`,
      );
    }
    this.started = true;
    this.reading = this.readLoop();
    this.relay.poke();
  }

  /** Wakes the relay: called after each of this process's transactions. */
  poke(): void {
    this.relay.poke();
  }

  /** Resolves once the relay has run a pass that started after this call. */
  flush(): Promise<void> {
    return this.relay.flush();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.relay.stop();
    await this.closeClients();
    await this.reading;
  }

  private client(): RedisClientType {
    const client = createClient({
      url: this.options.url,
      // A command while Redis is away fails at once (the relay keeps its rows).
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 5_000,
        // At start one failure is the answer (the server refuses to start);
        // later, reconnect for as long as it takes.
        reconnectStrategy: (retries, cause) =>
          this.started && !this.stopped
            ? Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS)
            : cause,
      },
    }) as RedisClientType;
    client.on('error', (error: Error) => {
      if (!this.started || this.stopped || this.outage) return;
      this.outage = true;
      this.options.log.warn(
        `Realtime bus lost Redis at ${this.address} (${error.message}); reconnecting, events wait in the outbox`,
      );
    });
    client.on('ready', () => {
      if (!this.outage || this.stopped || !this.reader.isReady || !this.writer.isReady) return;
      this.outage = false;
      this.options.log.info(
        `Realtime bus reconnected to Redis at ${this.address}; clients refetch`,
      );
      this.options.handlers.onResync();
      this.relay.poke();
    });
    return client;
  }

  private async append(rows: OutboxRow[]): Promise<void> {
    const multi = this.writer.multi();
    for (const row of rows) {
      multi.xAdd(
        this.stream,
        '*',
        { p: row.position, m: row.message },
        { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: STREAM_LENGTH } },
      );
    }
    await multi.exec();
  }

  private async readLoop(): Promise<void> {
    while (!this.stopped) {
      let reply: unknown;
      try {
        reply = await this.reader.sendCommand([
          'XREAD',
          'COUNT',
          '1000',
          'BLOCK',
          String(BLOCK_MS),
          'STREAMS',
          this.stream,
          this.lastId,
        ]);
      } catch (error) {
        if (this.stopped) return;
        // Connected, yet refused (say, the key holds something else): say so once.
        if (this.reader.isReady && !this.readFailing) {
          this.readFailing = true;
          this.options.log.warn(
            `Realtime bus cannot read ${this.stream} from Redis: ${(error as Error).message}`,
          );
        }
        await this.readerReady();
        continue;
      }
      this.readFailing = false;
      for (const [id, fields] of streamEntries(reply)) {
        this.lastId = id;
        this.receive(fields);
      }
    }
  }

  /** Waits until the reader is connected again (or the bus stops). */
  private readerReady(): Promise<void> {
    if (this.reader.isReady) return new Promise((resolve) => setTimeout(resolve, 50));
    return new Promise((resolve) => {
      const check = setInterval(() => {
        if (this.reader.isReady || this.stopped) {
          clearInterval(check);
          resolve();
        }
      }, 25);
    });
  }

  private receive(fields: string[]) {
    let position: bigint;
    let message: { topic: string; event: RealtimeEvent };
    try {
      const values = new Map<string, string>();
      for (let i = 0; i + 1 < fields.length; i += 2) {
        values.set(String(fields[i]), String(fields[i + 1]));
      }
      position = BigInt(values.get('p') ?? '');
      message = JSON.parse(values.get('m') ?? '');
    } catch {
      this.options.log.warn('Realtime bus ignored a malformed entry');
      return;
    }
    const last = this.lastPositions.get(message.topic);
    if (last !== undefined && position <= last) return; // sent again: already delivered
    this.lastPositions.delete(message.topic);
    this.lastPositions.set(message.topic, position);
    if (this.lastPositions.size > MAX_TOPICS_REMEMBERED) {
      const oldest = this.lastPositions.keys().next().value;
      if (oldest !== undefined) this.lastPositions.delete(oldest);
    }
    this.options.handlers.onEvent(message.topic, message.event);
  }

  private async closeClients(): Promise<void> {
    for (const client of [this.reader, this.writer]) {
      if (client.isOpen) client.destroy();
    }
  }
}

type StreamEntry = [id: string, fields: string[]];

/** XREAD's entries for our one stream: the reply is null, `{ stream: entries }` or `[[stream, entries]]`. */
function streamEntries(reply: unknown): StreamEntry[] {
  if (!reply) return [];
  if (Array.isArray(reply)) return (reply as [string, StreamEntry[]][]).flatMap(([, e]) => e);
  return Object.values(reply as Record<string, StreamEntry[]>).flat();
}
