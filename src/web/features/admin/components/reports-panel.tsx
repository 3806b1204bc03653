import { EmptyState, LoadError } from '@web/components/page-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useReportQueue } from '../api';
import { ReportGroupCard } from './report-group-card';

/** The Reports tab: the open reports, one card per reported thing, flagged first. */
export function ReportsPanel() {
  const { t } = useTranslation('admin');
  const query = useReportQueue();
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{t('reports.loading')}</span>
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        what={t('reports.loadWhat')}
      />
    );
  }
  if (query.data.groups.length === 0) {
    return (
      <EmptyState icon={Inbox} title={t('reports.emptyTitle')} headingLevel={2}>
        {t('reports.emptyText')}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {query.data.groups.map((group) => (
        <ReportGroupCard key={`${group.targetType}-${group.targetId}`} group={group} />
      ))}
    </div>
  );
}
