import { EmptyState } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { HostRewardsPanel } from '@web/features/rewards/components/host-rewards-panel';
import { useSession } from '@web/lib/session/session';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChoreListSkeleton } from '../components/chore-list';
import { HelperChores } from '../components/helper-chores';
import { HostChores } from '../components/host-chores';

/** /chores (Chores): the host's planning, review and rewards, or the helper's own list. */
export default function ChoresPage() {
  const { t } = useTranslation('chores');
  const session = useSession();
  const user = session.user;
  if (!user)
    return (
      <div className="mx-auto w-full max-w-3xl" aria-busy="true">
        <ChoreListSkeleton />
      </div>
    );
  if (user.role === 'host')
    return (
      <HostChores
        rewards={(property) => (
          <HostRewardsPanel propertyId={property.id} propertyTitle={property.title} />
        )}
      />
    );
  if (user.role === 'helper') return <HelperChores userId={user.id} />;
  return (
    <EmptyState
      icon={ListChecks}
      headingLevel={1}
      title={t('noRole.title')}
      actions={
        <Button asChild>
          <Link to="/role-select">{t('noRole.choose')}</Link>
        </Button>
      }
    >
      {t('noRole.text')}
    </EmptyState>
  );
}
