import { ListChecks } from 'lucide-react';
import { useChoresDue } from '../api';
import { DashboardCard } from './dashboard-card';

/** Helper: chores that are due. */
export function ChoresDueCard({ className }: { className?: string }) {
  return (
    <DashboardCard
      className={className}
      title="Chores due"
      icon={ListChecks}
      link={{ label: 'See all', srSuffix: 'chores', href: '/chores' }}
      data={useChoresDue()}
      empty={{
        title: 'No chores due',
        text: 'Once you’ve joined a property, the chores your host sets will show up here with their due dates.',
      }}
    />
  );
}
