import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { WeeklyHoursCard } from '@web/features/chores/components/weekly-hours';
import { useOwnProfile } from '@web/features/shell/api';
import { welcomeStillDue } from '@web/features/welcome/api';
import type { SessionUser } from '@web/lib/session/session';
import { useSession } from '@web/lib/session/session';
import { Compass, HousePlus, ListPlus, Sparkles, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AccessDeniedNotice } from '../components/access-denied-notice';
import { ChoresDueCard } from '../components/chores-due-card';
import { ChoresReviewCard } from '../components/chores-review-card';
import { HelperPropertiesCard } from '../components/helper-properties-card';
import { HostHelpersCard } from '../components/host-helpers-card';
import { HostPropertiesCard } from '../components/host-properties-card';
import { PointsCard } from '../components/points-card';
import { RecentNotificationsCard } from '../components/recent-notifications-card';
import { StayRequestsCard } from '../components/stay-requests-card';

/** The part of the day, for the greeting. */
function partOfDay(now: Date): 'morning' | 'afternoon' | 'evening' {
  const hour = now.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

const firstName = (user: SessionUser, fullName: string | null | undefined) =>
  (fullName ?? user.fullName)?.trim().split(/\s+/)[0] ?? null;

/** /dashboard: the home screen of each role (SPEC 2, issue 4). */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const profile = useOwnProfile();
  const [params] = useSearchParams();
  if (session.status !== 'signed-in') return null;
  const { user } = session;

  // First visit: the short introduction once (not over an access-denied explanation).
  if (params.get('access') !== 'denied' && welcomeStillDue(profile.data, user.id)) {
    return <Navigate replace to="/welcome" />;
  }

  const name = firstName(user, profile.data?.fullName);
  return (
    <div className="flex flex-col gap-6 md:gap-8">
      <AccessDeniedNotice role={user.role} />
      <div>
        <h1 className="font-display text-headline font-semibold tracking-tight md:text-display">
          {name
            ? t('greeting.named', { time: partOfDay(new Date()), name })
            : t('greeting.plain', { time: partOfDay(new Date()) })}
        </h1>
        <p className="mt-1 text-body text-muted-foreground">{t(`intro.${user.role}`)}</p>
        <QuickActions role={user.role} />
      </div>

      {user.role === 'host' ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 md:gap-6">
          <HostPropertiesCard className="md:col-span-2" />
          <StayRequestsCard />
          <ChoresReviewCard />
          <HostHelpersCard />
          <RecentNotificationsCard />
        </div>
      ) : user.role === 'helper' ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 md:gap-6">
          <PointsCard />
          <ChoresDueCard />
          <WeeklyHoursCard />
          <HelperPropertiesCard />
          <RecentNotificationsCard />
        </div>
      ) : (
        <ChooseRoleCard />
      )}
    </div>
  );
}

function QuickActions({ role }: { role: SessionUser['role'] }) {
  const { t } = useTranslation('dashboard');
  if (role === 'user') return null;
  const actions =
    role === 'host'
      ? [
          { label: t('quickActions.addProperty'), href: '/properties/add', icon: HousePlus },
          { label: t('quickActions.addChore'), href: '/chores/add', icon: ListPlus },
        ]
      : [
          { label: t('quickActions.findStay'), href: '/explore', icon: Compass },
          { label: t('quickActions.joinWithCode'), href: '/properties/join', icon: Ticket },
        ];
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {actions.map(({ label, href, icon: Icon }, index) => (
        <Button key={href} asChild size="sm" variant={index === 0 ? 'primary' : 'outline'}>
          <Link to={href}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </Button>
      ))}
    </div>
  );
}

function ChooseRoleCard() {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="p-6 md:p-8">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 font-display text-title font-semibold tracking-tight">
        {t('chooseRole.title')}
      </h2>
      <p className="mt-1 max-w-prose text-body text-muted-foreground">{t('chooseRole.text')}</p>
      <Button asChild className="mt-5">
        <Link to="/role-select">{t('chooseRole.action')}</Link>
      </Button>
    </Card>
  );
}
