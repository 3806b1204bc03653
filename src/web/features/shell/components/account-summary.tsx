import type { ViewerRole } from '@shared/routes';
import { Avatar } from '@web/components/avatar';
import { Badge } from '@web/components/ui/badge';
import type { SessionUser } from '@web/lib/session/session';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOwnProfile } from '../api';

/** The top of the drawer and side bar: who is signed in (SPEC 2). */
export function AccountSummary({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  const profile = useOwnProfile().data;
  const fullName = profile?.fullName ?? user.fullName;
  const email = profile?.email ?? user.email;
  const points = profile?.points ?? 0;

  return (
    <div data-testid="account-summary" className="flex items-center gap-3">
      <Avatar name={fullName} email={email} src={profile?.avatarUrl} className="ring-2 ring-card" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-display text-title font-semibold tracking-tight">
          {fullName ?? email.split('@')[0]}
        </p>
        <p className="truncate text-body-sm text-muted-foreground">{email}</p>
        <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
          <Badge
            variant={
              user.role === 'helper' ? 'accent' : user.role === 'host' ? 'primary' : 'neutral'
            }
          >
            {t(`account.role.${user.role satisfies Exclude<ViewerRole, 'anonymous'>}`)}
          </Badge>
          {user.role === 'helper' ? (
            <Badge variant="outline" data-testid="helper-points">
              <Star aria-hidden="true" className="fill-current text-warning" />
              {t('account.points', { count: points })}
            </Badge>
          ) : null}
        </div>
      </div>
    </div>
  );
}
