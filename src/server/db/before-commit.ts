/**
 * Work a transaction runs after its callback has returned and before it
 * commits: how `publish` sends a transaction's realtime events in one
 * statement instead of one round trip each (decision 152).
 *
 * Only a transaction opened by the app's `db.transaction` (./client.ts)
 * accepts such work; a savepoint (`tx.transaction(...)`) or a transaction of
 * some other Drizzle instance does not, and `beforeCommit` says so, so the
 * caller does the work at once instead (then a savepoint rolled back undoes
 * it). Work queued before a savepoint runs as it starts, so the order of
 * everything stays the order it was asked for. If the callback throws, the
 * work is dropped with the rest of the transaction.
 */
const pending = new WeakMap<object, (() => Promise<void>)[]>();

/** Called by client.ts when it opens a transaction. */
export function acceptBeforeCommit(tx: object): void {
  pending.set(tx, []);
}

/** Queues `work` to run just before `tx` commits; false when `tx` takes no such work. */
export function beforeCommit(tx: object, work: () => Promise<void>): boolean {
  const queue = pending.get(tx);
  if (!queue) return false;
  queue.push(work);
  return true;
}

/**
 * Runs the work queued so far and keeps taking more: called by client.ts
 * before a savepoint starts, so what was queued before it still happens
 * before what the savepoint does at once (a savepoint takes no queued work).
 */
export function runQueuedWork(tx: object): Promise<void> {
  return drain(tx, { keepTaking: true });
}

/** Called by client.ts once the callback has returned: runs the queued work in order. */
export function runBeforeCommit(tx: object): Promise<void> {
  return drain(tx, { keepTaking: false });
}

async function drain(tx: object, { keepTaking }: { keepTaking: boolean }): Promise<void> {
  const queue = pending.get(tx);
  if (!queue) return;
  // Swapped (or closed) first: work queued by the work itself goes to the
  // new queue, or runs at once once the transaction takes no more.
  if (keepTaking) pending.set(tx, []);
  else pending.delete(tx);
  for (const work of queue) await work();
}
