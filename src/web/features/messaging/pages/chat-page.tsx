import { useQueryClient } from '@tanstack/react-query';
import { Avatar } from '@web/components/avatar';
import { LoadError } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { conversationBlockOf } from '@web/features/safety/api';
import {
  BlockedBanner,
  ConversationClosedLine,
} from '@web/features/safety/components/blocked-banner';
import { ConversationOptions } from '@web/features/safety/components/conversation-options';
import { ApiError } from '@web/lib/api-client';
import { useSession } from '@web/lib/session/session';
import { ArrowLeft, LoaderCircle, MessagesSquare } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  conversationKeys,
  MESSAGES_READ_EVENT,
  markConversationRead,
  upsertConversation,
  useConversation,
} from '../api';
import { chatStateOf } from '../chat-state';
import { Composer } from '../components/composer';
import { MessageList } from '../components/message-list';
import { useChatMessages } from '../use-chat-messages';

const NEAR_BOTTOM_PX = 160;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * What an id that cannot name a conversation reads as: not found, without
 * asking the server (LoadError shows its own words for a 404, not this message).
 */
const NOT_A_CONVERSATION = new ApiError({
  status: 404,
  code: 'not_found',
  message: 'Conversation not found',
});

function ChatSkeleton() {
  const { t } = useTranslation('messaging');
  return (
    <div className="flex flex-col gap-3 p-4" aria-busy="true">
      <span className="sr-only">{t('chat.loading')}</span>
      <Skeleton className="h-10 w-2/3 self-start rounded-2xl" />
      <Skeleton className="h-10 w-1/2 self-end rounded-2xl" />
      <Skeleton className="h-16 w-3/4 self-start rounded-2xl" />
      <Skeleton className="h-10 w-1/3 self-end rounded-2xl" />
    </div>
  );
}

/**
 * /chat/:conversationId: full height, no header or tabs (the route table says
 * so). The other party and the property at the top with a way back (to the
 * property when the chat was opened by "Ask a question"), the messages by
 * day, and the composer. Marks the conversation read on open and on each
 * message from the other party while open.
 */
export default function ChatPage() {
  const { conversationId = '' } = useParams();
  // A fresh chat per conversation: its own composer text, scroll and store.
  return <ChatView key={conversationId} rawId={conversationId} />;
}

function ChatView({ rawId }: { rawId: string }) {
  const { t } = useTranslation('messaging');
  const conversationId = UUID.test(rawId) ? rawId : '';
  const session = useSession();
  const viewerId = session.user?.id ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { draft, backTo } = chatStateOf(location.state);
  const conversation = useConversation(conversationId);
  // A send the server refused because the other person blocked the viewer:
  // the composer gives way to the closed line at once, and the header's copy
  // of the conversation reloads. Once that fresh copy lands its `block` is
  // the word (an unblock since then brings the composer back).
  const [refusedAt, setRefusedAt] = useState<number | null>(null);
  const chat = useChatMessages(conversationId, viewerId, () => {
    setRefusedAt(Date.now());
    void client.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) });
  });

  // ---------------------------------------------------------------- read
  const markRead = useCallback(async () => {
    if (document.visibilityState === 'hidden') return;
    try {
      const updated = await markConversationRead(conversationId);
      upsertConversation(client, updated);
    } catch {
      return;
    }
    window.dispatchEvent(new Event(MESSAGES_READ_EVENT));
  }, [client, conversationId]);

  const ready = chat.status === 'ready';
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on each message from the other party
  useEffect(() => {
    if (ready) void markRead();
  }, [ready, markRead, chat.lastIncomingSeq]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && ready) void markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [ready, markRead]);

  // ---------------------------------------------------------------- scrolling
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const restore = useRef<{ height: number; top: number } | null>(null);
  const lastId = useRef<string | null>(null);
  const { messages, hasOlder, loadingOlder, loadOlder } = chat;

  const loadOlderKeepingPlace = useCallback(async () => {
    const box = scroller.current;
    if (box) restore.current = { height: box.scrollHeight, top: box.scrollTop };
    await loadOlder();
  }, [loadOlder]);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !ready) return;
    const last = messages[messages.length - 1];
    if (restore.current) {
      box.scrollTop = box.scrollHeight - restore.current.height + restore.current.top;
      restore.current = null;
    }
    if (!last || last.id === lastId.current) return;
    const first = lastId.current === null;
    lastId.current = last.id;
    const nearBottom = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX * 2;
    if (first || nearBottom || last.senderId === viewerId) box.scrollTop = box.scrollHeight;
  }, [messages, viewerId, ready]);

  useEffect(() => {
    const sentinel = topSentinel.current;
    if (!sentinel || !ready || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadOlderKeepingPlace();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [ready, hasOlder, loadOlderKeepingPlace]);

  // ---------------------------------------------------------------- render
  const other = conversation.data?.otherParty;
  const name = other?.fullName?.trim() || (conversation.data ? t('someone') : '');
  const back = backTo ?? { href: '/messages', label: t('chat.backToMessages') };
  const block = conversationBlockOf(conversation.data);
  const refusedSinceLastLoad = refusedAt !== null && conversation.dataUpdatedAt <= refusedAt;
  const closed = block === 'closed' || (refusedSinceLastLoad && block !== 'by_me');

  return (
    <div className="flex h-dvh flex-col bg-background">
      {/* Not a <header>: the chat hides the app's banner, this is the chat's own top bar.
          Above the list (z-10): its options menu must cover the sticky day chips. */}
      <div className="relative z-10 flex items-center gap-2 border-b border-border bg-card/95 px-2 pt-safe pb-2 backdrop-blur md:px-4">
        <Button
          variant="ghost"
          size="icon"
          className="mt-2 rounded-full"
          aria-label={back.label}
          onClick={() => navigate(back.href)}
        >
          <ArrowLeft aria-hidden="true" className="size-6!" />
        </Button>
        {conversation.isPending && conversationId ? (
          <div className="mt-2 flex flex-1 items-center gap-3" aria-hidden="true">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
        ) : conversation.data ? (
          <div className="mt-2 flex min-w-0 flex-1 items-center gap-3">
            <Avatar name={name} src={other?.avatarUrl} className="size-10 ring-2 ring-card" />
            <div className="min-w-0">
              <h1 className="truncate font-display text-body font-semibold">{name}</h1>
              <Link
                to={`/properties/${conversation.data.propertyId}`}
                className="block truncate text-caption text-muted-foreground underline-offset-2 hover:underline"
              >
                {conversation.data.propertyTitle}
              </Link>
            </div>
          </div>
        ) : (
          <h1 className="mt-2 font-display text-body font-semibold">{t('chat.title')}</h1>
        )}
        {conversation.data && other ? (
          <ConversationOptions person={{ id: other.id, name }} blockedByMe={block === 'by_me'} />
        ) : null}
      </div>

      {conversation.isError || !conversationId ? (
        <div className="flex-1 overflow-y-auto p-4">
          <LoadError
            error={conversation.error ?? NOT_A_CONVERSATION}
            onRetry={() => conversation.refetch()}
            what={t('chat.loadWhat')}
            backTo={{ href: '/messages', label: t('chat.backToMessages') }}
          />
        </div>
      ) : (
        <>
          {/* No top padding: a sticky day band stops at the padding edge, and
              lines scrolling through a padding above it would show there. */}
          <div
            ref={scroller}
            className="flex-1 overflow-y-auto overscroll-contain px-3 pb-4 md:px-6"
            role="log"
            aria-label={name ? t('chat.logNamed', { name }) : t('chat.log')}
            aria-live="polite"
            aria-relevant="additions"
          >
            <div className="mx-auto flex w-full max-w-3xl flex-col gap-3">
              <div ref={topSentinel} />
              {ready && hasOlder ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-center"
                  onClick={() => void loadOlderKeepingPlace()}
                  disabled={loadingOlder}
                >
                  {loadingOlder ? (
                    <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
                  ) : null}
                  {t('chat.loadEarlier')}
                </Button>
              ) : null}
              {chat.status === 'loading' ? (
                <ChatSkeleton />
              ) : chat.status === 'error' ? (
                <LoadError
                  error={chat.error}
                  onRetry={chat.retryLoad}
                  what={t('chat.loadMessagesWhat')}
                />
              ) : messages.length === 0 ? (
                <div className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
                  <MessagesSquare aria-hidden="true" className="size-8" />
                  <p className="text-body-sm">
                    {name ? t('chat.emptyNamed', { name }) : t('chat.empty')}
                  </p>
                </div>
              ) : (
                <MessageList
                  messages={messages}
                  viewerId={viewerId}
                  onRetry={chat.retry}
                  reportable
                />
              )}
            </div>
          </div>
          <div className="border-t border-border bg-card/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:px-6">
            <div className="mx-auto w-full max-w-3xl">
              {block === 'by_me' && other ? (
                <BlockedBanner person={{ id: other.id, name }} />
              ) : closed ? (
                <ConversationClosedLine />
              ) : (
                <Composer
                  initialText={draft}
                  disabled={conversation.isPending}
                  onSend={(text) => void chat.send(text)}
                />
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
