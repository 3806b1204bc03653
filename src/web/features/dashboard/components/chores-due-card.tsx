import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useChoresDue, useHasActiveStay } from '../api';
import { DashboardCard, type DashboardCardProps } from './dashboard-card';

/** Helper: chores that are due. Empty, it says why: not staying anywhere, or nothing given yet. */
export function ChoresDueCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const data = useChoresDue();
  const staying = useHasActiveStay(!data.isLoading && data.items.length === 0);
  const empty: DashboardCardProps['empty'] = staying
    ? {
        title: t('choresDue.emptyStayingTitle'),
        text: t('choresDue.emptyStayingText'),
        actions: [{ label: t('choresDue.seeOpen'), href: '/chores?tab=open' }],
      }
    : { title: t('choresDue.emptyTitle'), text: t('choresDue.emptyText') };
  return (
    <DashboardCard
      className={className}
      title={t('choresDue.title')}
      icon={ListChecks}
      link={{ label: t('choresDue.seeAll'), srSuffix: t('choresDue.srSuffix'), href: '/chores' }}
      data={data}
      empty={empty}
    />
  );
}
