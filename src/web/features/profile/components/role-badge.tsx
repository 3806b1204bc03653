import type { Role } from '@shared/api/profile';
import { Badge } from '@web/components/ui/badge';
import { Backpack, House } from 'lucide-react';

/** Host, Helper, or "No role yet" before the choice. */
export function RoleBadge({ role }: { role: Role }) {
  if (role === 'host') {
    return (
      <Badge variant="primary">
        <House aria-hidden="true" />
        Host
      </Badge>
    );
  }
  if (role === 'helper') {
    return (
      <Badge variant="accent">
        <Backpack aria-hidden="true" />
        Helper
      </Badge>
    );
  }
  return <Badge variant="neutral">No role yet</Badge>;
}
