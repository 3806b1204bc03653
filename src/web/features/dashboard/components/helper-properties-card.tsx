import { HouseHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHelperProperties } from '../api';
import { DashboardCard } from './dashboard-card';

/** Helper: the properties they have joined. */
export function HelperPropertiesCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      className={className}
      title={t('helperProperties.title')}
      icon={HouseHeart}
      tone="accent"
      link={{
        label: t('helperProperties.seeAll'),
        srSuffix: t('helperProperties.srSuffix'),
        href: '/properties',
      }}
      data={useHelperProperties()}
      empty={{
        title: t('helperProperties.emptyTitle'),
        text: t('helperProperties.emptyText'),
        actions: [
          { label: t('helperProperties.find'), href: '/explore' },
          { label: t('helperProperties.join'), href: '/properties/join' },
        ],
      }}
    />
  );
}
