import { ListChecks } from 'lucide-react';
import { useChoresDue, useHasActiveStay } from '../api';
import { DashboardCard, type DashboardCardProps } from './dashboard-card';

const EMPTY_STAYING: DashboardCardProps['empty'] = {
  title: 'Nothing due right now',
  text: 'Chores your host gives you show up here, soonest first. Chores open to any helper wait on the Open tab.',
  actions: [{ label: 'See open chores', href: '/chores?tab=open' }],
};

const EMPTY_NOT_STAYING: DashboardCardProps['empty'] = {
  title: 'No chores due',
  text: 'Once you’ve joined a property, the chores your host sets will show up here with their due dates.',
};

/** Helper: chores that are due. Empty, it says why: not staying anywhere, or nothing given yet. */
export function ChoresDueCard({ className }: { className?: string }) {
  const data = useChoresDue();
  const staying = useHasActiveStay(!data.isLoading && data.items.length === 0);
  return (
    <DashboardCard
      className={className}
      title="Chores due"
      icon={ListChecks}
      link={{ label: 'See all', srSuffix: 'chores', href: '/chores' }}
      data={data}
      empty={staying ? EMPTY_STAYING : EMPTY_NOT_STAYING}
    />
  );
}
