import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api-client';
import { onSignOut } from '@web/lib/session/sign-out-cleanups';
import { deviceStore, type KeyValueStore, memoryStore } from './key-value-store';

/*
 * Writes made with no network, kept on the device until it has one again
 * (issue 16, decision 122): a chat message, a chore hand-in with its photo.
 * Each keeps its client-made id, so a send whose reply was lost is stored
 * once by the server when it goes again. They go in the order they were
 * made, one flush at a time (across tabs where the browser has Web Locks);
 * a flush stops at the first network failure and keeps the rest. One the
 * server refuses (4xx: it can no longer apply) is dropped and its feature
 * tells the person. Items belong to the person who made them: only theirs
 * are sent, and sign-out drops them all.
 */

/** The kinds of write the outbox keeps (each feature registers its sender). */
export const OUTBOX_KINDS = { message: 'message', choreHandIn: 'chore-hand-in' } as const;

export interface OutboxItem<P = unknown> {
  /** The client-made id (a message's id; a hand-in's own). */
  id: string;
  /** Which sender takes it ('message', 'chore-hand-in'). */
  kind: string;
  /** Who made it: never sent as anybody else. */
  userId: string;
  /** The order it was made in. */
  order: number;
  payload: P;
}

/** How a feature sends its kind of item; it may throw an ApiError. */
export interface OutboxSender<P = unknown> {
  send(payload: P, client: QueryClient): Promise<unknown>;
  /** Sent: the reply, for the cache or the screen. */
  onSent?(payload: P, result: unknown, client: QueryClient): void;
  /** Refused by the server (4xx): dropped. Tell the person. */
  onDropped?(payload: P, error: unknown, client: QueryClient): void;
}

/**
 * A sender whose feature loads on first use (its page's chunk), so the app's
 * first load does not carry every feature that may have something waiting.
 */
export function lazySender<P>(load: () => Promise<OutboxSender<P>>): OutboxSender<P> {
  let loading: Promise<OutboxSender<P>> | null = null;
  const sender = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    send: async (payload, client) => (await sender()).send(payload, client),
    onSent: (payload, result, client) =>
      void sender().then((s) => s.onSent?.(payload, result, client)),
    onDropped: (payload, error, client) =>
      void sender().then((s) => s.onDropped?.(payload, error, client)),
  };
}

export type OutboxEvent =
  | { type: 'added' | 'cleared'; item?: OutboxItem }
  | { type: 'sent'; item: OutboxItem; result: unknown }
  | { type: 'dropped'; item: OutboxItem; error: unknown };

/** Worth another try later: no answer, or the server failing for now. */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

export interface FlushReport {
  sent: string[];
  dropped: string[];
  kept: number;
}

type Lock = <T>(run: () => Promise<T>) => Promise<T>;

/** Web Locks when the browser has them (one flush across tabs), else a lock in this tab. */
function defaultLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  const inTab: Lock = (run) => {
    const next = tail.then(run, run);
    tail = next.catch(() => undefined);
    return next;
  };
  return (run) => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return inTab(run);
    return inTab(() => locks.request('homestay-outbox', run));
  };
}

export function createOutbox(storage: KeyValueStore, lock: Lock = defaultLock()) {
  const senders = new Map<string, OutboxSender>();
  const listeners = new Set<(event: OutboxEvent) => void>();
  let lastOrder = 0;

  const emit = (event: OutboxEvent) => {
    for (const listener of listeners) listener(event);
  };

  async function list(): Promise<OutboxItem[]> {
    const items: OutboxItem[] = [];
    for (const key of await storage.keys()) {
      const item = await storage.get<OutboxItem>(key);
      if (item) items.push(item);
    }
    return items.sort((a, b) => a.order - b.order);
  }

  async function add<P>(item: Omit<OutboxItem<P>, 'order'>): Promise<OutboxItem<P>> {
    lastOrder = Math.max(Date.now(), lastOrder + 1);
    const stored: OutboxItem<P> = { ...item, order: lastOrder };
    await storage.set(item.id, stored);
    emit({ type: 'added', item: stored });
    return stored;
  }

  /** Sends `userId`'s items in order; stops at the first one that must wait. */
  function flush(userId: string, client: QueryClient): Promise<FlushReport> {
    return lock(async () => {
      const report: FlushReport = { sent: [], dropped: [], kept: 0 };
      const items = await list();
      for (const [index, item] of items.entries()) {
        if (item.userId !== userId) {
          // Somebody else's, left by a sign-out that did not finish: never sent as this person.
          await storage.del(item.id);
          continue;
        }
        const sender = senders.get(item.kind);
        if (!sender) {
          report.kept = items.length - index;
          break;
        }
        try {
          const result = await sender.send(item.payload, client);
          await storage.del(item.id);
          report.sent.push(item.id);
          sender.onSent?.(item.payload, result, client);
          emit({ type: 'sent', item, result });
        } catch (error) {
          if (isTransient(error)) {
            report.kept = items.length - index;
            break;
          }
          await storage.del(item.id);
          report.dropped.push(item.id);
          sender.onDropped?.(item.payload, error, client);
          emit({ type: 'dropped', item, error });
        }
      }
      return report;
    });
  }

  async function clear(): Promise<void> {
    await storage.clear();
    emit({ type: 'cleared' });
  }

  return {
    add,
    list,
    flush,
    clear,
    register(kind: string, sender: OutboxSender<never>) {
      senders.set(kind, sender as OutboxSender);
    },
    subscribe(listener: (event: OutboxEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** This device's outbox (in memory where there is no IndexedDB: jsdom). */
export const outbox: Outbox = createOutbox(deviceStore('outbox') ?? memoryStore());

// Items belong to the person who made them: the next person never sends them.
onSignOut(() => outbox.clear());
