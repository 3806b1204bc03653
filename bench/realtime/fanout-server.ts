// The server side of the realtime bench's fan-out figure (issue 20: 500
// subscribers receiving 300 changes/s): property members to subscribe, and a
// paced stream of changes, each one transaction that publishes to a
// property's topic, whichever bus the app runs (NOTIFY, or Redis with
// REALTIME_URL). Driven by ./server.ts on the load generator's messages.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { properties, propertyHelpers } from '../../src/server/db/schema';
import { publish } from '../../src/server/platform/realtime/publish';
import { topics } from '../../src/server/platform/realtime/topics';
import type { FanoutReady } from './protocol';

/** Properties whose topics change; each has the same members. */
const PROPERTIES = 50;
/** Members of every property: 16 sockets each at most (MAX_SOCKETS_PER_USER). */
const MEMBERS = 50;
/** Changes in flight at once; more means the database is behind, and the bench says so. */
const MAX_IN_FLIGHT = 64;

type Account = (role: 'host' | 'helper', name: string) => Promise<{ id: string; cookie: string }>;

export async function setUpFanout(
  app: FastifyInstance,
  account: Account,
  hostId: string,
): Promise<FanoutReady> {
  const db = app.database.db;
  const members: { id: string; cookie: string }[] = [];
  for (let i = 0; i < MEMBERS; i++) members.push(await account('helper', `Member ${i}`));
  const rows = await db
    .insert(properties)
    .values(
      Array.from({ length: PROPERTIES }, (_, i) => ({
        hostId,
        title: `Fan-out farm ${i + 1}`,
        type: 'farm' as const,
        city: 'Tavira',
        country: 'PT',
        status: 'listed' as const,
        inviteCode: randomBytes(8).toString('hex').toUpperCase(),
      })),
    )
    .returning({ id: properties.id });
  const startDate = new Date().toISOString().slice(0, 10);
  await db.insert(propertyHelpers).values(
    rows.flatMap((property) =>
      members.map((member) => ({
        propertyId: property.id,
        helperId: member.id,
        status: 'active' as const,
        joinedVia: 'invite_code' as const,
        startDate,
      })),
    ),
  );
  return {
    type: 'fanout-ready',
    propertyIds: rows.map((row) => row.id),
    memberCookies: members.map((member) => member.cookie),
  };
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export const wallClock = () => performance.timeOrigin + performance.now();

/**
 * Publishes `rate` changes a second for `seconds`, round robin over the
 * properties, each in its own transaction; the event's id carries its send
 * time. Resolves with how many were committed and the most ever in flight.
 */
export async function runChanges(
  app: FastifyInstance,
  propertyIds: string[],
  rate: number,
  seconds: number,
): Promise<{ committed: number; behind: number }> {
  const db = app.database.db;
  let issued = 0;
  let committed = 0;
  let inFlight = 0;
  let behind = 0;
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  const change = (n: number) => {
    const propertyId = propertyIds[n % propertyIds.length] as string;
    const done = db
      .transaction((tx) =>
        publish(tx, topics.property(propertyId), {
          kind: 'chore.deleted',
          data: { id: `${n}|${wallClock()}` },
        }),
      )
      .then(() => {
        committed += 1;
      })
      .finally(() => {
        inFlight -= 1;
        pending.delete(done);
      });
    inFlight += 1;
    pending.add(done);
  };
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      const due = Math.min(Math.floor(elapsed * rate), rate * seconds);
      while (issued < due && inFlight < MAX_IN_FLIGHT) change(issued++);
      behind = Math.max(behind, due - issued);
      if (issued >= rate * seconds || elapsed > seconds * 2) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  await Promise.all(pending);
  return { committed, behind };
}
