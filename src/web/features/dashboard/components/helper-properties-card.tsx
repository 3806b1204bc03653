import { strings } from '@shared/strings';
import { HouseHeart } from 'lucide-react';
import { useHelperProperties } from '../api';
import { DashboardCard } from './dashboard-card';

/** Helper: the properties they have joined. */
export function HelperPropertiesCard({ className }: { className?: string }) {
  return (
    <DashboardCard
      className={className}
      title={strings.tabs.myProperties}
      icon={HouseHeart}
      tone="accent"
      link={{ label: 'See all', srSuffix: 'properties', href: '/properties' }}
      data={useHelperProperties()}
      empty={{
        title: 'You haven’t joined a property yet',
        text: 'Find a stay that suits your skills and dates, or join with the invite code your host sent you.',
        actions: [
          { label: 'Find properties', href: '/explore' },
          { label: 'Join with a code', href: '/properties/join' },
        ],
      }}
    />
  );
}
