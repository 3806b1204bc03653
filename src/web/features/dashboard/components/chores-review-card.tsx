import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useChoresAwaitingReview } from '../api';
import { DashboardCard } from './dashboard-card';

/** Host: chores helpers have finished, waiting for review. */
export function ChoresReviewCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      className={className}
      title={t('choresReview.title')}
      icon={ClipboardCheck}
      link={{
        label: t('choresReview.seeAll'),
        srSuffix: t('choresReview.srSuffix'),
        href: '/chores',
      }}
      data={useChoresAwaitingReview()}
      empty={{
        title: t('choresReview.emptyTitle'),
        text: t('choresReview.emptyText'),
        actions: [{ label: t('choresReview.add'), href: '/chores/add' }],
      }}
    />
  );
}
