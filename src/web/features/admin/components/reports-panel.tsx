import { EmptyState, LoadError } from '@web/components/page-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { Inbox } from 'lucide-react';
import { useReportQueue } from '../api';
import { ReportGroupCard } from './report-group-card';

/** The Reports tab: the open reports, one card per reported thing, flagged first. */
export function ReportsPanel() {
  const query = useReportQueue();
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">Loading reports</span>
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError error={query.error} onRetry={() => void query.refetch()} what="the reports" />
    );
  }
  if (query.data.groups.length === 0) {
    return (
      <EmptyState icon={Inbox} title="No open reports" headingLevel={2}>
        When someone reports a person, a listing, a message or a review, it shows here.
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
