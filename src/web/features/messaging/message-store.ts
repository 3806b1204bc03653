import type { Message } from '@shared/api/messaging';

/*
 * The chat's messages, kept merge-only and keyed by id: the first page, older
 * pages, realtime events, refetches after a reconnect and the replies to our
 * own sends all merge into one map, and nothing is ever dropped by a merge.
 * So a refetch that was answered just before an event, or an event that
 * arrives before the POST's reply, can never lose or double a message.
 */

/** `waiting`: written with no network, kept in the device's outbox until there is one. */
export type SendState = 'sent' | 'pending' | 'waiting' | 'failed';

/** A message as the chat shows it: a stored one (seq set), or one of ours still on its way. */
export type ChatMessage = Omit<Message, 'seq'> & {
  seq: number | null;
  state: SendState;
  /** Local order for messages without a seq yet (pending or failed). */
  localOrder: number;
};

export type MessageStore = ReadonlyMap<string, ChatMessage>;

export const emptyStore: MessageStore = new Map();

let localCounter = 0;

/** Merges stored messages in; a stored message always replaces a local copy with the same id. */
export function mergeMessages(store: MessageStore, incoming: readonly Message[]): MessageStore {
  if (incoming.length === 0) return store;
  let next: Map<string, ChatMessage> | null = null;
  for (const message of incoming) {
    const current = (next ?? store).get(message.id);
    if (current?.state === 'sent' && current.seq === message.seq) continue;
    next ??= new Map(store);
    next.set(message.id, { ...message, state: 'sent', localOrder: current?.localOrder ?? 0 });
  }
  return next ?? store;
}

/** Adds our own message before the server has it (state `pending`, or `waiting` for a network). */
export function addPending(
  store: MessageStore,
  message: Pick<Message, 'id' | 'conversationId' | 'senderId' | 'content' | 'statusType'>,
  now = new Date(),
  state: 'pending' | 'waiting' = 'pending',
): MessageStore {
  const current = store.get(message.id);
  if (current?.state === 'sent') return store;
  const next = new Map(store);
  next.set(message.id, {
    ...message,
    type: 'text',
    createdAt: current?.createdAt ?? now.toISOString(),
    seq: null,
    state,
    localOrder: current?.localOrder ?? ++localCounter,
  });
  return next;
}

/** Marks our message as failed, unless the server's copy has arrived meanwhile. */
export function markFailed(store: MessageStore, id: string): MessageStore {
  const current = store.get(id);
  if (current?.state !== 'pending' && current?.state !== 'waiting') return store;
  const next = new Map(store);
  next.set(id, { ...current, state: 'failed' });
  return next;
}

/** Stored messages by seq, then ours still on their way in the order they were written. */
export function orderedMessages(store: MessageStore): ChatMessage[] {
  return [...store.values()].sort((a, b) => {
    if (a.seq !== null && b.seq !== null) return a.seq - b.seq;
    if (a.seq !== null) return -1;
    if (b.seq !== null) return 1;
    return a.localOrder - b.localOrder;
  });
}

/** The highest seq held (0 when none). */
export function newestSeq(store: MessageStore): number {
  let max = 0;
  for (const m of store.values()) if (m.seq !== null && m.seq > max) max = m.seq;
  return max;
}

/** Messages grouped by local calendar day, in order. */
export function groupByDay(
  messages: readonly ChatMessage[],
): Array<{ day: string; messages: ChatMessage[] }> {
  const groups: Array<{ day: string; messages: ChatMessage[] }> = [];
  for (const message of messages) {
    const day = dayKey(new Date(message.createdAt));
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}

function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
