import { EmptyState, LoadError } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormat } from '@web/lib/i18n/format';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../api';
import { TARGET_KIND_LABELS } from './report-group-card';

/**
 * The Audit log tab: every action, newest first, as the server keeps it
 * (append-only). A table on a desktop; on a phone it scrolls sideways
 * rather than squeeze the reasons into slivers.
 */
export function AuditLogPanel() {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  const query = useAuditLog();
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only">{t('auditLog.loading')}</span>
        <Skeleton className="h-10 rounded-lg" />
        <Skeleton className="h-10 rounded-lg" />
        <Skeleton className="h-10 rounded-lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        what={t('auditLog.loadWhat')}
      />
    );
  }
  const entries = query.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) {
    return <EmptyState icon={ScrollText} title={t('auditLog.emptyTitle')} headingLevel={2} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-2xl border border-border bg-card">
        <table className="w-full min-w-[40rem] text-left text-body-sm">
          <caption className="sr-only">{t('auditLog.caption')}</caption>
          <thead className="bg-muted text-caption text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('auditLog.who')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('auditLog.when')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('auditLog.action')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('auditLog.target')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('auditLog.reason')}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-t border-border align-top">
                <td className="px-3 py-2 break-words">{entry.actor}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
                </td>
                <td className="px-3 py-2">{t(`auditLog.actions.${entry.action}`)}</td>
                <td className="px-3 py-2">
                  {TARGET_KIND_LABELS[entry.targetType]}{' '}
                  <span className="font-mono text-caption text-muted-foreground">
                    {entry.targetId.slice(0, 8)}
                  </span>
                </td>
                <td className="px-3 py-2 whitespace-pre-wrap break-words">{entry.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('auditLog.loadingMore') : t('auditLog.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
