import type { Conversation } from '@shared/api/messaging';
import { EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session/session';
import { LoaderCircle, MessagesSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConversations } from '../api';
import { ConversationRow } from '../components/conversation-row';

function InboxSkeleton() {
  const { t } = useTranslation('messaging');
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      <span className="sr-only">{t('inbox.loading')}</span>
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="flex items-center gap-3 rounded-2xl bg-card p-3">
          <Skeleton className="size-12 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/4" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Re-renders every minute, so "5 minutes ago" keeps up while the Inbox stays open. */
function useMinuteTick() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), 60_000);
    return () => window.clearInterval(timer);
  }, []);
}

/** /messages (Inbox, title Messages): the caller's conversations, newest first, live. */
export default function InboxPage() {
  useMinuteTick();
  const { t } = useTranslation('messaging');
  const session = useSession();
  const role = session.user?.role;
  const conversations = useConversations();
  const rows: Conversation[] = conversations.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t('inbox.title')} description={t('inbox.description')} />
      {conversations.isPending ? (
        <InboxSkeleton />
      ) : conversations.isError ? (
        <LoadError
          error={conversations.error}
          onRetry={() => conversations.refetch()}
          what={t('inbox.loadWhat')}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={MessagesSquare}
          title={t('inbox.emptyTitle')}
          actions={
            role === 'helper' ? (
              <Button asChild>
                <Link to="/explore">{t('inbox.findPlace')}</Link>
              </Button>
            ) : role === 'host' ? (
              <Button asChild variant="outline">
                <Link to="/helpers">{t('inbox.seeHelpers')}</Link>
              </Button>
            ) : null
          }
        >
          {role === 'helper' ? t('inbox.emptyHelper') : t('inbox.emptyHost')}
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-2" aria-label={t('inbox.list')}>
            {rows.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow conversation={conversation} />
              </li>
            ))}
          </ul>
          {conversations.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => conversations.fetchNextPage()}
              disabled={conversations.isFetchingNextPage}
            >
              {conversations.isFetchingNextPage ? (
                <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
              ) : null}
              {t('inbox.showOlder')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
