import { Inbox } from 'lucide-react';
import { usePendingStayRequests } from '../api';
import { DashboardCard } from './dashboard-card';

/** Host: stay requests waiting for an answer. */
export function StayRequestsCard({ className }: { className?: string }) {
  return (
    <DashboardCard
      className={className}
      title="Stay requests"
      icon={Inbox}
      tone="accent"
      link={{ label: 'See all', srSuffix: 'stay requests', href: '/properties' }}
      data={usePendingStayRequests()}
      empty={{
        title: 'No requests waiting',
        text: 'When a helper asks to stay at one of your properties, their request will wait here for your answer.',
      }}
    />
  );
}
