import type { MembershipStatus } from '@shared/api/properties';
import { Badge } from '@web/components/ui/badge';
import { membershipStatusLabel } from '@web/lib/labels/property-labels';

const variant = { active: 'success', left: 'neutral', removed: 'outline' } as const;

export function MembershipStatusBadge({ status }: { status: MembershipStatus }) {
  return <Badge variant={variant[status]}>{membershipStatusLabel[status]}</Badge>;
}
