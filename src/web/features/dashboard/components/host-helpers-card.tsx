import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHostHelpers } from '../api';
import { DashboardCard } from './dashboard-card';

/** Host: the helpers at their properties. */
export function HostHelpersCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      className={className}
      title={t('hostHelpers.title')}
      icon={Users}
      tone="accent"
      link={{
        label: t('hostHelpers.seeAll'),
        srSuffix: t('hostHelpers.srSuffix'),
        href: '/helpers',
      }}
      data={useHostHelpers()}
      empty={{
        title: t('hostHelpers.emptyTitle'),
        text: t('hostHelpers.emptyText'),
        actions: [{ label: t('hostHelpers.manage'), href: '/manage-helpers' }],
      }}
    />
  );
}
