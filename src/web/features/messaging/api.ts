import {
  type Conversation,
  type ConversationPage,
  isListedConversation,
  type Message,
  type MessagePage,
  type MessageSend,
  type UnreadTotal,
} from '@shared/api/messaging';
import type { RealtimeEvent } from '@shared/api/realtime';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, isApiError } from '@web/lib/api-client';
import { i18n, translate } from '@web/lib/i18n/i18n';
import { OUTBOX_KINDS, type OutboxSender } from '@web/lib/offline/outbox';
import { useRealtimeTopic } from '@web/lib/realtime/use-realtime-topic';
import { useEffect } from 'react';
import { toast } from 'sonner';

/*
 * Conversations and messages (contract: @shared/api/messaging). Every key
 * starts with 'conversations'. The list and the unread total follow the
 * `conversations` realtime topic; a chat's messages live in the chat's own
 * merge-only store (./use-chat-messages.ts), not in this cache.
 */

export const conversationKeys = {
  all: ['conversations'] as const,
  list: () => [...conversationKeys.all, 'list'] as const,
  detail: (id: string) => [...conversationKeys.all, 'detail', id] as const,
  unreadTotal: () => [...conversationKeys.all, 'unread-total'] as const,
};

/** The browser event that makes unread counts reload (SPEC 4). */
export const MESSAGES_READ_EVENT = 'messages-read';

const encode = encodeURIComponent;

export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      api.get<ConversationPage>('/api/conversations', {
        query: { cursor: pageParam, limit: 20 },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => api.get<Conversation>(`/api/conversations/${encode(id)}`, { signal }),
  });

export const unreadTotalQuery = () =>
  queryOptions({
    queryKey: conversationKeys.unreadTotal(),
    queryFn: ({ signal }) => api.get<UnreadTotal>('/api/conversations/unread-total', { signal }),
  });

export const fetchMessages = (conversationId: string, cursor?: string, limit = 30) =>
  api.get<MessagePage>(`/api/conversations/${encode(conversationId)}/messages`, {
    query: { cursor, limit },
  });

export const sendMessage = (conversationId: string, body: MessageSend) =>
  api.post<Message>(`/api/conversations/${encode(conversationId)}/messages`, body);

/** A chat's newest messages as last seen, kept in the cache (and so on the device) for offline. */
export const savedMessagesKey = (conversationId: string) =>
  [...conversationKeys.all, 'saved-messages', conversationId] as const;

/** The outbox's name for a chat message written with no network. */
export const MESSAGE_OUTBOX_KIND = OUTBOX_KINDS.message;

export interface QueuedMessage {
  conversationId: string;
  id: string;
  content: string;
  statusType: string | null;
}

/**
 * Sends a message the outbox kept. Its client-made id makes a repeat (a
 * reply lost on the way back) harmless: the server stores it once.
 */
export const messageOutboxSender: OutboxSender<QueuedMessage> = {
  send: ({ conversationId, id, content, statusType }) =>
    sendMessage(conversationId, { id, content, statusType }),
  // The outbox may flush on a page that never loaded the chat's texts.
  onDropped: (message, error) =>
    void i18n.loadNamespaces('messaging').then(() =>
      toast.error(translate('messaging', 'offline.notSent'), {
        description: isApiError(error)
          ? translate('messaging', 'offline.quoteWithReason', {
              text: message.content.slice(0, 60),
              reason: error.message,
            })
          : translate('messaging', 'offline.quote', { text: message.content.slice(0, 60) }),
      }),
    ),
};

export const markConversationRead = (conversationId: string) =>
  api.post<Conversation>(`/api/conversations/${encode(conversationId)}/read`, {});

export const startConversation = (body: { propertyId: string; helperId?: string }) =>
  api.post<Conversation>('/api/conversations', body);

/**
 * Puts a conversation row (from an event or a reply) into the cached list:
 * replaced where it was, moved to its place by updated_at, dropped when the
 * list would not show it. Also refreshes the chat header's copy.
 */
export function upsertConversation(client: QueryClient, conversation: Conversation): void {
  client.setQueryData(conversationKeys.detail(conversation.id), conversation);
  client.setQueryData<InfiniteData<ConversationPage, string | undefined>>(
    conversationKeys.list(),
    (data) => {
      if (!data) return data;
      const pages = data.pages.map((page) => ({
        ...page,
        items: page.items.filter((c) => c.id !== conversation.id),
      }));
      const first = pages[0];
      if (first && isListedConversation(conversation)) {
        first.items = [conversation, ...first.items];
        first.items.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      }
      return { ...data, pages };
    },
  );
}

/** The `conversations` topic: list rows and the unread total follow it live. */
export function useConversationsLive(enabled = true): void {
  const client = useQueryClient();
  useRealtimeTopic(enabled ? 'conversations' : null, {
    onEvent: (event: RealtimeEvent) => {
      if (event.kind === 'conversation.updated') {
        upsertConversation(client, event.data);
      }
      void client.invalidateQueries({ queryKey: conversationKeys.unreadTotal() });
    },
    onResync: () => {
      void client.invalidateQueries({ queryKey: conversationKeys.all });
    },
  });
}

/** The caller's conversations, newest first (the Inbox). */
export function useConversations() {
  useConversationsLive();
  return useInfiniteQuery(conversationsQuery());
}

export function useConversation(id: string) {
  return useQuery({ ...conversationQuery(id), enabled: Boolean(id) });
}

/** Unread messages over the caller's conversations; reloads on events and on `messages-read`. */
export function useUnreadMessagesTotal(enabled: boolean): number {
  const client = useQueryClient();
  useConversationsLive(enabled);
  useEffect(() => {
    if (!enabled) return;
    const reload = () =>
      void client.invalidateQueries({ queryKey: conversationKeys.unreadTotal() });
    window.addEventListener(MESSAGES_READ_EVENT, reload);
    return () => window.removeEventListener(MESSAGES_READ_EVENT, reload);
  }, [client, enabled]);
  const query = useQuery({ ...unreadTotalQuery(), enabled });
  return enabled ? (query.data?.total ?? 0) : 0;
}

/** Opens (or reuses) a conversation: a helper about a property, a host with a helper. */
export function useStartConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation) => {
      client.setQueryData(conversationKeys.detail(conversation.id), conversation);
    },
  });
}
