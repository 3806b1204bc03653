import type { Role } from '@shared/api/profile';
import { Badge } from '@web/components/ui/badge';
import { Backpack, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Host, Helper, or "No role yet" before the choice. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('profile');
  if (role === 'host') {
    return (
      <Badge variant="primary">
        <House aria-hidden="true" />
        {t('role.host')}
      </Badge>
    );
  }
  if (role === 'helper') {
    return (
      <Badge variant="accent">
        <Backpack aria-hidden="true" />
        {t('role.helper')}
      </Badge>
    );
  }
  return <Badge variant="neutral">{t('role.none')}</Badge>;
}
