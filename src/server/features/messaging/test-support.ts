import pg from 'pg';
import type { ChannelMessage } from '../../platform/realtime/publish';
import { REALTIME_CHANNEL } from '../../platform/realtime/publish';

// Test-only helpers for the messaging tests (not imported by the app).

export type HeardEvent = { topic: string; kind: string; data: unknown };

/**
 * Listens on the realtime NOTIFY channel, as a server process would, and
 * collects what was published (inline payloads; stored ones are read back).
 */
export async function listenToRealtime(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const heard: HeardEvent[] = [];
  const pending: Promise<void>[] = [];
  client.on('notification', (n) => {
    if (n.channel !== REALTIME_CHANNEL || !n.payload) return;
    const message = JSON.parse(n.payload) as ChannelMessage;
    if ('topic' in message) {
      heard.push({ topic: message.topic, kind: message.event.kind, data: message.event.data });
    } else if ('ref' in message) {
      pending.push(
        client
          .query<{ payload: { topic: string; event: { kind: string; data: unknown } } }>(
            'select payload from realtime_payloads where id = $1',
            [message.ref],
          )
          .then((r) => {
            const p = r.rows[0]?.payload;
            if (p) heard.push({ topic: p.topic, kind: p.event.kind, data: p.event.data });
          }),
      );
    }
  });
  await client.query(`LISTEN ${REALTIME_CHANNEL}`);
  return {
    heard,
    /** Waits until `predicate` holds over what was heard (or fails after `ms`). */
    async until(predicate: (events: HeardEvent[]) => boolean, ms = 3000): Promise<HeardEvent[]> {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        await Promise.all(pending);
        if (predicate(heard)) return heard;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`realtime: condition not met; heard ${JSON.stringify(heard, null, 1)}`);
    },
    clear() {
      heard.length = 0;
    },
    close: () => client.end(),
  };
}
