import { Users } from 'lucide-react';
import { useHostHelpers } from '../api';
import { DashboardCard } from './dashboard-card';

/** Host: the helpers at their properties. */
export function HostHelpersCard({ className }: { className?: string }) {
  return (
    <DashboardCard
      className={className}
      title="Your helpers"
      icon={Users}
      tone="accent"
      link={{ label: 'See all', srSuffix: 'helpers', href: '/helpers' }}
      data={useHostHelpers()}
      empty={{
        title: 'No helpers yet',
        text: 'Share your property’s invite code with a helper. Once they join, you’ll see them here.',
        actions: [{ label: 'Manage helpers', href: '/manage-helpers' }],
      }}
    />
  );
}
