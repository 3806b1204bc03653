import { ClipboardCheck } from 'lucide-react';
import { useChoresAwaitingReview } from '../api';
import { DashboardCard } from './dashboard-card';

/** Host: chores helpers have finished, waiting for review. */
export function ChoresReviewCard({ className }: { className?: string }) {
  return (
    <DashboardCard
      className={className}
      title="Chores to review"
      icon={ClipboardCheck}
      link={{ label: 'See all', srSuffix: 'chores', href: '/chores' }}
      data={useChoresAwaitingReview()}
      empty={{
        title: 'Nothing to review',
        text: 'Chores your helpers mark as done will wait here until you approve them.',
        actions: [{ label: 'Add a chore', href: '/chores/add' }],
      }}
    />
  );
}
