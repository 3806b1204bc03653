import type { RealtimeEvent } from '@shared/api/realtime';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';

/** The one NOTIFY channel every server process listens on. */
export const REALTIME_CHANNEL = 'homestay_realtime';

/** NOTIFY payloads must stay under 8,000 bytes; larger ones go by reference. */
const MAX_INLINE_BYTES = 7_000;

/** What travels on the channel: the event inline, or the id of a stored one. */
export type ChannelMessage =
  | { topic: string; event: RealtimeEvent }
  | { ref: number }
  | { sessionEnded: string }
  /** A session's expiry moved earlier (sessions_shortened, migration 0020). */
  | { sessionChanged: string }
  /** An account's email, role or verification changed (users_changed, migration 0020). */
  | { userChanged: string }
  /** A process's own marker, to know it has heard all committed before (listener.fence). */
  | { fence: string };

/**
 * Publishes an event to a topic (names from ./topics) from inside the
 * transaction that made the change. PostgreSQL delivers a NOTIFY only when
 * its transaction commits, in commit order, to every listening server process,
 * so a rolled-back change is never announced and two processes see the same
 * events. Pass `data` exactly as the HTTP API presents the row.
 */
export async function publish(tx: Tx, topic: string, event: RealtimeEvent): Promise<void> {
  const inline = JSON.stringify({ topic, event } satisfies ChannelMessage);
  if (Buffer.byteLength(inline) <= MAX_INLINE_BYTES) {
    await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${inline})`);
    return;
  }
  await tx.execute(sql`
    with stored as (
      insert into realtime_payloads (payload) values (${inline}::jsonb) returning id
    )
    select pg_notify(${REALTIME_CHANNEL}, json_build_object('ref', id)::text) from stored`);
}
