import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePendingStayRequests } from '../api';
import { DashboardCard } from './dashboard-card';

/** Host: stay requests waiting for an answer. */
export function StayRequestsCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      className={className}
      title={t('stayRequests.title')}
      icon={Inbox}
      tone="accent"
      link={{
        label: t('stayRequests.seeAll'),
        srSuffix: t('stayRequests.srSuffix'),
        href: '/properties',
      }}
      data={usePendingStayRequests()}
      empty={{
        title: t('stayRequests.emptyTitle'),
        text: t('stayRequests.emptyText'),
      }}
    />
  );
}
