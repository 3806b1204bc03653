import { HouseHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHostProperties } from '../api';
import { DashboardCard } from './dashboard-card';

/** Host: their properties. */
export function HostPropertiesCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      className={className}
      title={t('hostProperties.title')}
      icon={HouseHeart}
      link={{
        label: t('hostProperties.seeAll'),
        srSuffix: t('hostProperties.srSuffix'),
        href: '/properties',
      }}
      data={useHostProperties()}
      empty={{
        title: t('hostProperties.emptyTitle'),
        text: t('hostProperties.emptyText'),
        actions: [{ label: t('hostProperties.add'), href: '/properties/add' }],
      }}
    />
  );
}
