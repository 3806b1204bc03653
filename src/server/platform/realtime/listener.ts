import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from '@shared/api/realtime';
import pg from 'pg';
import { type ChannelMessage, REALTIME_CHANNEL } from './publish';

export type ListenerHandlers = {
  /** An event committed by any server process, in commit order. */
  onEvent(topic: string, event: RealtimeEvent): void;
  /** A session was deleted (signed out, revoked): its sockets must close. */
  onSessionEnded(sessionId: string): void;
  /** A session's expiry moved earlier (migration 0020): read it afresh. */
  onSessionChanged(sessionId: string): void;
  /** An account's email, role or verification changed (migration 0020). */
  onUserChanged(userId: string): void;
  /** A person's profile or operator grant changed (migration 0026). */
  onProfileChanged(userId: string): void;
  /** LISTEN is in place (at start and after each reconnection). */
  onListening(): void;
  /** The listening connection was lost: notices may be missed until onListening. */
  onLost(): void;
  /**
   * The listening connection was lost and is back: events committed while it
   * was down were never heard, so every client must refetch.
   */
  onResync(): void;
};

type Log = { warn(message: string): void; info(message: string): void };

/** A fence not heard back within this long means the channel stalled. */
const FENCE_TIMEOUT_MS = 1_000;

/**
 * The one LISTEN connection of this server process (DESIGN.md section 6).
 * PostgreSQL hands it every committed NOTIFY on the realtime channel, from
 * every process, in commit order. Messages are handled strictly in arrival
 * order: one that must load its payload (too large for NOTIFY) holds back the
 * ones behind it, so a topic's events never overtake each other.
 */
export class RealtimeListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryDelay = 250;
  private retryTimer: NodeJS.Timeout | null = null;
  /** The tail of the in-order processing chain, when a payload load is pending. */
  private chain: Promise<void> | null = null;
  private everConnected = false;
  /** Tells this process's fences from other processes' on the shared channel. */
  private readonly fenceTag = randomUUID();
  private fenceCount = 0;
  private readonly fencesWaiting = new Map<number, (heard: boolean) => void>();
  private nextFence: Promise<boolean> | null = null;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly pool: pg.Pool,
    private readonly handlers: ListenerHandlers,
    private readonly log: Log,
  ) {}

  /** Resolves once LISTEN is in place: from then on no committed event is missed. */
  async start(): Promise<void> {
    await this.connect();
  }

  /**
   * Resolves true once every notice committed before the call has been
   * dispatched here: a notice of our own goes round the channel, and
   * PostgreSQL delivers notices in commit order. False when the channel is
   * down or did not answer within FENCE_TIMEOUT_MS. Calls in the same turn of
   * the event loop share one notice.
   */
  fence(): Promise<boolean> {
    if (!this.client) return Promise.resolve(false);
    this.nextFence ??= new Promise<boolean>((resolve) => {
      setImmediate(() => {
        this.nextFence = null;
        const id = ++this.fenceCount;
        const timer = setTimeout(() => {
          if (!this.fencesWaiting.delete(id)) return;
          this.log.warn('Realtime listener did not hear its own fence within a second');
          resolve(false);
        }, FENCE_TIMEOUT_MS);
        this.fencesWaiting.set(id, (heard) => {
          clearTimeout(timer);
          resolve(heard);
        });
        const message = JSON.stringify({
          fence: `${this.fenceTag}:${id}`,
        } satisfies ChannelMessage);
        this.pool
          .query('select pg_notify($1, $2)', [REALTIME_CHANNEL, message])
          .catch(() => this.settleFence(id, false));
      });
    });
    return this.nextFence;
  }

  private settleFences(heard: boolean) {
    for (const settle of this.fencesWaiting.values()) settle(heard);
    this.fencesWaiting.clear();
  }

  async stop(): Promise<void> {
    this.settleFences(false);
    this.stopped = true;
    this.handlers.onLost();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.connection, application_name: 'homestay-realtime' });
    client.on('notification', (message) => {
      if (message.channel === REALTIME_CHANNEL && message.payload) this.receive(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    await client.connect();
    await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryDelay = 250;
    this.handlers.onListening();
    if (this.everConnected) {
      this.log.info('Realtime listener reconnected; asking clients to refetch');
      this.handlers.onResync();
    }
    this.everConnected = true;
  }

  private lost(client: pg.Client, error: Error) {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    this.log.warn(`Realtime listener lost its connection: ${error.message}`);
    this.handlers.onLost();
    this.settleFences(false);
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.stopped || this.retryTimer) return;
    const delay = this.retryDelay;
    // Capped at a second: the database is usually back within seconds (the
    // embedded one is restarted at once), and clients wait for this resync.
    this.retryDelay = Math.min(this.retryDelay * 2, 1_000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().catch((error: Error) => {
        this.log.warn(`Realtime listener could not reconnect: ${error.message}`);
        this.scheduleReconnect();
      });
    }, delay);
  }

  private receive(payload: string) {
    let message: ChannelMessage;
    try {
      message = JSON.parse(payload) as ChannelMessage;
    } catch {
      this.log.warn('Realtime listener ignored a malformed message');
      return;
    }
    if (this.chain === null && !('ref' in message)) {
      this.dispatch(message);
      return;
    }
    const previous = this.chain ?? Promise.resolve();
    const next = previous
      .then(() => this.resolve(message))
      .then((resolved) => {
        if (resolved) this.dispatch(resolved);
      })
      .catch((error: Error) => {
        // The payload could not be loaded: clients must refetch to stay whole.
        this.log.warn(`Realtime listener could not load an event: ${error.message}`);
        this.handlers.onResync();
      })
      .finally(() => {
        if (this.chain === next) this.chain = null;
      });
    this.chain = next;
  }

  private async resolve(message: ChannelMessage): Promise<ChannelMessage | null> {
    if (!('ref' in message)) return message;
    const result = await this.pool.query<{ payload: ChannelMessage }>(
      'select payload from realtime_payloads where id = $1',
      [message.ref],
    );
    return result.rows[0]?.payload ?? null;
  }

  private dispatch(message: ChannelMessage) {
    if ('sessionEnded' in message) this.handlers.onSessionEnded(String(message.sessionEnded));
    else if ('sessionChanged' in message)
      this.handlers.onSessionChanged(String(message.sessionChanged));
    else if ('userChanged' in message) this.handlers.onUserChanged(String(message.userChanged));
    else if ('profileChanged' in message)
      this.handlers.onProfileChanged(String(message.profileChanged));
    else if ('fence' in message) this.heardFence(String(message.fence));
    else if ('topic' in message) this.handlers.onEvent(message.topic, message.event);
  }

  private heardFence(fence: string) {
    const [tag, id] = fence.split(':');
    if (tag !== this.fenceTag) return;
    this.settleFence(Number(id), true);
  }

  private settleFence(id: number, heard: boolean) {
    const settle = this.fencesWaiting.get(id);
    this.fencesWaiting.delete(id);
    settle?.(heard);
  }
}
