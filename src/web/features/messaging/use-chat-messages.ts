import type { Message, MessagePage } from '@shared/api/messaging';
import type { RealtimeEvent } from '@shared/api/realtime';
import { CONVERSATION_CLOSED_ERROR } from '@shared/api/safety';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api-client';
import { isOnline } from '@web/lib/offline/online-status';
import { type OutboxItem, outbox } from '@web/lib/offline/outbox';
import { useRealtimeTopic } from '@web/lib/realtime/use-realtime-topic';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  fetchMessages,
  MESSAGE_OUTBOX_KIND,
  type QueuedMessage,
  savedMessagesKey,
  sendMessage,
} from './api';
import {
  addPending,
  type ChatMessage,
  emptyStore,
  type MessageStore,
  markFailed,
  mergeMessages,
  newestSeq,
  orderedMessages,
} from './message-store';

/** At most this many of the newest messages are kept on the device for offline. */
const SAVED_MESSAGES = 100;

const noAnswer = (error: unknown) => isApiError(error) && error.status === 0;

/** A chat message of ours the outbox holds. */
const queuedIn = (conversationId: string, viewerId: string) => (item: OutboxItem) =>
  item.kind === MESSAGE_OUTBOX_KIND &&
  item.userId === viewerId &&
  (item.payload as QueuedMessage).conversationId === conversationId;

/** At most this many pages are walked back to close a gap after a reconnect. */
const MAX_CATCH_UP_PAGES = 20;

/** Words the other person wrote: what marks the chat read again (decision 095). */
const fromOtherPerson = (message: Pick<Message, 'type' | 'senderId'>, viewerId: string) =>
  message.type !== 'system' && message.senderId !== viewerId;

export type ChatMessages = {
  messages: ChatMessage[];
  status: 'loading' | 'error' | 'ready';
  error: unknown;
  /** Older history exists (the chat scrolls up for it). */
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  retryLoad: () => void;
  /** Sends new text (a fresh client id); resolves once stored or failed. */
  send: (content: string, statusType?: string | null) => Promise<void>;
  /** Sends a failed message again with the same id. */
  retry: (id: string) => Promise<void>;
  /**
   * The seq of the newest words the other person sent while the chat is open
   * (the stay's system lines do not count: they are never unread).
   */
  lastIncomingSeq: number;
};

/**
 * One conversation's messages: the newest page on open, older pages on
 * demand, `message.created` events, and a refetch of the newest messages on
 * every (re)subscription and gap (walking back until it meets what is held,
 * so a long disconnect leaves no hole). Everything merges into one map keyed
 * by id (./message-store.ts): nothing is lost, nothing doubled.
 *
 * Offline (issue 16): the newest messages are kept in the query cache, which
 * the device saves, and shown when the first load gets no answer; a message
 * written with no network waits in the device's outbox ('waiting') and
 * arrives here as stored once the outbox has sent it.
 */
export function useChatMessages(
  conversationId: string,
  viewerId: string,
  /** A send refused because the other person blocked the viewer (403 conversation_closed). */
  onClosed?: () => void,
): ChatMessages {
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;
  const [store, setStore] = useState<MessageStore>(emptyStore);
  const storeRef = useRef(store);
  storeRef.current = store;
  const [status, setStatus] = useState<ChatMessages['status']>('loading');
  const [error, setError] = useState<unknown>(null);
  const [olderCursor, setOlderCursor] = useState<string | null | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [lastIncomingSeq, setLastIncomingSeq] = useState(0);
  const loaded = useRef(false);
  /** A resync asked for before the first load finished: run it after. */
  const resyncWanted = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const queryClient = useQueryClient();

  // Only this conversation's messages: a late reply for the previous chat
  // (navigating from one chat to another) is ignored.
  const current = useRef(conversationId);
  current.current = conversationId;
  const merge = useCallback((items: readonly Message[]) => {
    const mine = items.filter((m) => m.conversationId === current.current);
    setStore((held) => {
      const next = mergeMessages(held, mine);
      storeRef.current = next;
      return next;
    });
  }, []);

  // The newest messages, walking back until they meet what we hold.
  const refreshNewest = useCallback(async () => {
    const heldNewest = newestSeq(storeRef.current);
    let cursor: string | undefined;
    for (let page = 0; page < MAX_CATCH_UP_PAGES; page++) {
      const result = await fetchMessages(conversationId, cursor);
      merge(result.items);
      if (!loaded.current) {
        loaded.current = true;
        setOlderCursor(result.nextCursor);
        return;
      }
      const oldest = result.items[result.items.length - 1];
      if (!result.nextCursor || !oldest || oldest.seq <= heldNewest) return;
      cursor = result.nextCursor;
    }
  }, [conversationId, merge]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the first load on retry
  useEffect(() => {
    if (!conversationId) return;
    let cancelled = false;
    loaded.current = false;
    setStore(emptyStore);
    storeRef.current = emptyStore;
    setStatus('loading');
    setOlderCursor(undefined);
    resyncWanted.current = false;
    refreshNewest()
      .then(async () => {
        if (resyncWanted.current && !cancelled) {
          resyncWanted.current = false;
          await refreshNewest();
        }
      })
      .then(
        () => !cancelled && setStatus('ready'),
        (e) => {
          if (cancelled) return;
          // No answer: the messages last seen, if this device kept them.
          const saved = queryClient.getQueryData<MessagePage>(savedMessagesKey(conversationId));
          if (noAnswer(e) && saved) {
            merge(saved.items);
            loaded.current = true;
            setOlderCursor(saved.nextCursor);
            setStatus('ready');
            return;
          }
          setError(e);
          setStatus('error');
        },
      )
      .then(async () => {
        // Ours still waiting for a network, after what is stored.
        const waiting = (await outbox.list()).filter(queuedIn(conversationId, viewerId));
        if (cancelled || waiting.length === 0) return;
        setStore((held) => {
          let next = held;
          for (const item of waiting) {
            const queued = item.payload as QueuedMessage;
            next = addPending(
              next,
              { ...queued, senderId: viewerId },
              new Date(item.order),
              'waiting',
            );
          }
          storeRef.current = next;
          return next;
        });
      });
    return () => {
      cancelled = true;
    };
  }, [refreshNewest, attempt]);

  // What the outbox sent (or could not) of this chat's waiting messages.
  useEffect(
    () =>
      outbox.subscribe((event) => {
        if (event.type !== 'sent' && event.type !== 'dropped') return;
        if (!queuedIn(current.current, viewerId)(event.item)) return;
        if (event.type === 'sent') merge([event.result as Message]);
        else setStore((held) => markFailed(held, event.item.id));
      }),
    [merge, viewerId],
  );

  // The newest messages, kept for the next visit with no network.
  useEffect(() => {
    if (status !== 'ready' || !isOnline()) return;
    const stored = orderedMessages(store).filter((m) => m.state === 'sent' && m.seq !== null);
    const kept = stored.slice(-SAVED_MESSAGES);
    const items: Message[] = kept.reverse().map(({ state, localOrder, seq, ...message }) => ({
      ...message,
      seq: seq ?? 0,
    }));
    // Cut short, the older pages' cursor would skip messages: none then.
    const nextCursor = stored.length > SAVED_MESSAGES ? null : (olderCursor ?? null);
    queryClient.setQueryData<MessagePage>(savedMessagesKey(conversationId), { items, nextCursor });
  }, [store, status, olderCursor, conversationId, queryClient]);

  useRealtimeTopic(conversationId ? `conversation:${conversationId}` : null, {
    onEvent: (event: RealtimeEvent) => {
      if (event.kind !== 'message.created') return;
      const message = event.data;
      if (message.conversationId !== conversationId) return;
      merge([message]);
      if (fromOtherPerson(message, viewerId)) setLastIncomingSeq((s) => Math.max(s, message.seq));
    },
    onResync: () => {
      if (!loaded.current) {
        resyncWanted.current = true;
        return;
      }
      const before = newestSeq(storeRef.current);
      void refreshNewest()
        .then(() => {
          const incoming = orderedMessages(storeRef.current).filter(
            (m) => m.seq !== null && m.seq > before && fromOtherPerson(m, viewerId),
          );
          const last = incoming[incoming.length - 1];
          if (last?.seq) setLastIncomingSeq((s) => Math.max(s, last.seq ?? 0));
        })
        .catch(() => undefined);
    },
  });

  const loadOlder = useCallback(async () => {
    if (!olderCursor || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const result = await fetchMessages(conversationId, olderCursor);
      merge(result.items);
      setOlderCursor(result.nextCursor);
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId, olderCursor, loadingOlder, merge]);

  // With no network the message waits in the outbox; it goes when there is
  // one. (A send that fails on a network the browser calls online shows Retry.)
  const queue = useCallback(
    async (id: string, content: string, statusType: string | null) => {
      const message = { id, conversationId, senderId: viewerId, content, statusType };
      setStore((current) => addPending(current, message, new Date(), 'waiting'));
      const payload: QueuedMessage = { conversationId, id, content, statusType };
      await outbox.add({ id, kind: MESSAGE_OUTBOX_KIND, userId: viewerId, payload });
    },
    [conversationId, viewerId],
  );

  const deliver = useCallback(
    async (id: string, content: string, statusType: string | null) => {
      if (!isOnline()) return queue(id, content, statusType);
      setStore((current) =>
        addPending(current, { id, conversationId, senderId: viewerId, content, statusType }),
      );
      try {
        const stored = await sendMessage(conversationId, { id, content, statusType });
        merge([stored]);
      } catch (error) {
        setStore((current) => markFailed(current, id));
        if (isApiError(error) && error.code === CONVERSATION_CLOSED_ERROR) onClosedRef.current?.();
      }
    },
    [conversationId, viewerId, merge, queue],
  );

  const send = useCallback(
    (content: string, statusType: string | null = null) =>
      deliver(crypto.randomUUID(), content.trim(), statusType),
    [deliver],
  );

  const retry = useCallback(
    async (id: string) => {
      const message = storeRef.current.get(id);
      if (message?.state !== 'failed') return;
      await deliver(id, message.content, message.statusType);
    },
    [deliver],
  );

  const messages = useMemo(() => orderedMessages(store), [store]);
  return {
    messages,
    status,
    error,
    hasOlder: Boolean(olderCursor),
    loadingOlder,
    loadOlder,
    retryLoad: () => setAttempt((n) => n + 1),
    send,
    retry,
    lastIncomingSeq,
  };
}
