import { strings } from '@shared/strings';
import { Bell } from 'lucide-react';
import { useRecentNotifications } from '../api';
import { DashboardCard } from './dashboard-card';

/** Both roles: the latest notifications (SPEC 9: five). */
export function RecentNotificationsCard({ className }: { className?: string }) {
  return (
    <DashboardCard
      className={className}
      title="Recent notifications"
      icon={Bell}
      link={{ label: 'See all', srSuffix: 'notifications', href: '/notifications' }}
      data={useRecentNotifications()}
      empty={{
        title: strings.notifications.empty,
        text: 'You’re all caught up. We’ll let you know here when something needs you.',
      }}
    />
  );
}
