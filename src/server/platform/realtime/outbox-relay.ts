import type pg from 'pg';

/** A committed outbox row, as the relay sends it. */
export type OutboxRow = { position: string; message: string };

type Log = { warn(message: string): void; info(message: string): void };

/** Relay passes of every process queue on this lock (two-key form: its own key space). */
const RELAY_LOCK = [1752396405, 0] as const;
/** Rows sent per pass; a full pass is followed at once by another. */
const BATCH = 500;
/** How long a pass waits for another process's pass before trying again later. */
const LOCK_WAIT = '5s';

/**
 * Sends committed rows of `realtime_outbox` (migration 0022) in position
 * order and deletes them once `send` resolved (decision 149). A pass is one
 * transaction holding a transaction-level advisory lock, so passes of all
 * processes run one at a time, and one whose process dies mid-pass gives the
 * lock back with its connection (its rows stay, and go out with the next
 * pass). Per topic, positions follow commit order and a row is visible before
 * any later position of its topic is taken, so one pass after another sends
 * each topic's events in commit order. A pass that sent but could not delete
 * (the process died between the two) sends those rows again: at least once,
 * and subscribers drop what they already had by position.
 *
 * Woken by `poke()` after each of this process's transactions (its own
 * events leave at once) and by a short poll (rows of a process that died, or
 * of a pass that failed while Redis was away).
 */
export class OutboxRelay {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private failing = false;
  private readonly poll: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    private readonly send: (rows: OutboxRow[]) => Promise<void>,
    private readonly log: Log,
    pollMs: number,
  ) {
    this.poll = setInterval(() => this.poke(), pollMs);
    this.poll.unref();
  }

  /** Runs a pass soon (coalesced: one more after the one under way). */
  poke(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
    });
  }

  /** Resolves once a pass that started after this call has finished (tests, shutdown). */
  async flush(): Promise<void> {
    await this.running;
    this.poke();
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    await this.running;
  }

  private async drain(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    do {
      this.again = false;
      let full = false;
      try {
        full = await this.pass();
        if (this.failing) this.log.info('Realtime outbox relay is sending again');
        this.failing = false;
      } catch (error) {
        // Once per streak: while Redis is away every pass fails the same way.
        if (!this.failing && !isLockTimeout(error)) {
          this.log.warn(
            `Realtime outbox relay could not send (events wait in the outbox): ${(error as Error).message}`,
          );
          this.failing = true;
        }
        return;
      }
      if (full) this.again = true;
    } while (this.again && !this.stopped);
  }

  /** One transaction: lock, read, send, delete. True when the batch was full. */
  private async pass(): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      // One round trip (simple protocol: no parameters, constants only).
      await client.query(
        `begin; set local lock_timeout = '${LOCK_WAIT}'; select pg_advisory_xact_lock(${RELAY_LOCK[0]}, ${RELAY_LOCK[1]})`,
      );
      const { rows } = await client.query<OutboxRow>(
        // Ordered by the number (the text alias would sort 10 before 9).
        `select o.position::text as position, o.message::text as message
           from realtime_outbox o where o.position is not null order by o.position limit $1`,
        [BATCH],
      );
      if (rows.length === 0) {
        await client.query('commit');
        return false;
      }
      await this.send(rows);
      // Positions are digits from the database itself: safe to inline, and
      // the delete and the commit then take one round trip.
      const positions = rows.map((row) => BigInt(row.position).toString()).join(',');
      await client.query(
        `delete from realtime_outbox where position = any('{${positions}}'::bigint[]); commit`,
      );
      return rows.length === BATCH;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

function isLockTimeout(error: unknown): boolean {
  return (error as { code?: string }).code === '55P03';
}
