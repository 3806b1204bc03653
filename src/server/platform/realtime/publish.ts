import type { RealtimeEvent } from '@shared/api/realtime';
import { sql } from 'drizzle-orm';
import { beforeCommit } from '../../db/before-commit';
import type { Tx } from '../../db/transaction';

/** The one NOTIFY channel every server process listens on. */
export const REALTIME_CHANNEL = 'homestay_realtime';

/** What travels on the channel: the event inline, or the id of a stored one. */
export type ChannelMessage =
  | { topic: string; event: RealtimeEvent }
  | { ref: number }
  | { sessionEnded: string }
  /** A session's expiry moved earlier (sessions_shortened, migration 0020). */
  | { sessionChanged: string }
  /** An account's email, role or verification changed (users_changed, migration 0020). */
  | { userChanged: string }
  /** A person's profile or operator grant changed (profiles_changed, admins_changed, migration 0026). */
  | { profileChanged: string }
  /** A process's own marker, to know it has heard all committed before (listener.fence). */
  | { fence: string };

/**
 * Publishes an event to a topic (names from ./topics) from inside the
 * transaction that made the change; it leaves only when that transaction
 * commits, in commit order per topic, to every server process, so a
 * rolled-back change is never announced. Pass `data` exactly as the HTTP API
 * presents the row.
 *
 * Which bus carries it follows the connection (migration 0022,
 * `homestay_realtime_publish`): by default PostgreSQL NOTIFY (payloads over
 * 7,000 bytes by reference through `realtime_payloads`); on the connections
 * of a process with REALTIME_URL, the outbox that ./outbox-relay.ts sends to
 * Redis (decision 149).
 *
 * In a transaction of the app's `db.transaction`, the events wait and go in
 * one statement just before the commit, in the order they were published
 * (migration 0024, decision 152): a chat send's four events cost one round
 * trip, not four. Elsewhere (a savepoint, such as a job's) each goes at once.
 */
export async function publish(tx: Tx, topic: string, event: RealtimeEvent): Promise<void> {
  const message = JSON.stringify({ topic, event } satisfies ChannelMessage);
  publishedIn.add(tx);
  const waiting = queued.get(tx);
  if (waiting) {
    waiting.push({ topic, message });
    return;
  }
  const queue = [{ topic, message }];
  if (beforeCommit(tx, () => sendAll(tx, queue))) {
    queued.set(tx, queue);
    return;
  }
  await tx.execute(sql`select homestay_realtime_publish(${topic}, ${message})`);
}

/** Events waiting for their transaction's commit, in publish order. */
const queued = new WeakMap<Tx, { topic: string; message: string }[]>();

async function sendAll(tx: Tx, events: { topic: string; message: string }[]): Promise<void> {
  queued.delete(tx);
  const list = (values: string[]) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  await tx.execute(
    sql`select homestay_realtime_publish_all(${list(events.map((e) => e.topic))}, ${list(events.map((e) => e.message))})`,
  );
}

/** Transactions that published: the outbox relay is woken only after those. */
export const publishedIn = new WeakSet<Tx>();
