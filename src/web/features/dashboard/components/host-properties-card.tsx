import { HouseHeart } from 'lucide-react';
import { useHostProperties } from '../api';
import { DashboardCard } from './dashboard-card';

/** Host: their properties. */
export function HostPropertiesCard({ className }: { className?: string }) {
  return (
    <DashboardCard
      className={className}
      title="Your properties"
      icon={HouseHeart}
      link={{ label: 'See all', srSuffix: 'properties', href: '/properties' }}
      data={useHostProperties()}
      empty={{
        title: 'No properties yet',
        text: 'List your place and the help you need, so helpers can find it and ask to stay.',
        actions: [{ label: 'Add a property', href: '/properties/add' }],
      }}
    />
  );
}
