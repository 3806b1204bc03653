import type { Profile } from '@shared/api/profile';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { DataExportCard } from '@web/features/account-data/components/data-export-card';
import { DeleteAccountCard } from '@web/features/account-data/components/delete-account-card';
import { EmailChangeCard } from '@web/features/auth/components/email-change-card';
import { SecuritySettings } from '@web/features/auth/components/security-settings';
import { NotificationEmailSettings } from '@web/features/notifications/components/notification-email-settings';
import { DevicePushSettings } from '@web/features/push/components/device-push-settings';
import { BlockedPeople } from '@web/features/safety/components/blocked-people';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/i18n/format';
import {
  ArrowRight,
  Bell,
  ChevronRight,
  DatabaseBackup,
  Mail,
  Settings2,
  ShieldCheck,
  Star,
  UserRound,
} from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { showProfileError, useProfile } from '../api';
import { AvatarEditor } from '../components/avatar-editor';
import { LanguageCard } from '../components/language-card';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { RoleBadge } from '../components/role-badge';
import { SkillsCard } from '../components/skills-card';

/** The tabs; each label is `tabs.<id>` in the profile catalogue. */
const tabs = [
  { id: 'details', icon: UserRound },
  { id: 'security', icon: ShieldCheck },
  { id: 'notifications', icon: Bell },
  { id: 'data', icon: DatabaseBackup },
] as const;
type TabId = (typeof tabs)[number]['id'];

function Overview({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const created = new Date(profile.createdAt);
  const since = Number.isNaN(created.getTime())
    ? null
    : format.dateTime(created, { month: 'long', year: 'numeric' });
  return (
    <Card className="overflow-hidden">
      <div
        aria-hidden="true"
        className="h-20 bg-linear-to-br from-primary-soft via-background to-accent-soft md:h-24"
      />
      <div className="-mt-14 flex flex-col items-center gap-4 px-5 pb-6 text-center md:-mt-16 md:flex-row md:items-start md:gap-6 md:px-8 md:text-left">
        <AvatarEditor profile={profile} />
        <div className="flex w-full min-w-0 flex-1 flex-col items-center gap-1.5 md:items-start md:pt-[4.75rem]">
          <h1 className="w-full font-display text-headline font-semibold tracking-tight break-words">
            {profile.fullName ?? t('overview.yourProfile')}
          </h1>
          <p className="flex w-full min-w-0 items-center justify-center gap-1.5 text-body-sm text-muted-foreground md:justify-start">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{profile.email}</span>
          </p>
          <div className="mt-1 flex w-full flex-wrap items-center justify-center gap-2 md:justify-start">
            <RoleBadge role={profile.role} />
            {profile.role === 'helper' ? (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-warning/10 px-2.5 py-0.5 text-caption font-semibold text-warning"
                data-testid="profile-points"
              >
                <Star aria-hidden="true" className="size-3.5" />
                {t('overview.points', { count: profile.points })}
              </span>
            ) : null}
            {since ? (
              <span className="text-caption text-muted-foreground">
                {t('overview.memberSince', { since })}
              </span>
            ) : null}
          </div>
          {profile.role === 'user' ? (
            <Button asChild variant="link" size="sm">
              <Link to="/role-select">
                {t('overview.chooseRole')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

function TabLinks({ current }: { current: TabId }) {
  const { t } = useTranslation('profile');
  return (
    <nav aria-label={t('tabs.label')}>
      <ul className="flex gap-1 rounded-xl bg-muted p-1">
        {tabs.map((tab) => {
          const Icon = tab.icon;
          const active = tab.id === current;
          return (
            <li key={tab.id} className="flex-1">
              <Link
                to={tab.id === 'details' ? '/profile' : `/profile?tab=${tab.id}`}
                replace
                aria-current={active ? 'page' : undefined}
                className={cn(
                  // Four tabs on one line at 320 px: a smaller label there, never wrapped.
                  'flex h-10 items-center justify-center gap-2 rounded-lg px-1.5 text-caption font-semibold whitespace-nowrap transition-colors sm:text-body-sm',
                  active
                    ? 'bg-card text-foreground shadow-soft'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                {t(`tabs.${tab.id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function HostSettingsLink() {
  const { t } = useTranslation('profile');
  return (
    <Link
      to="/profile/settings"
      className="group flex items-center gap-3 rounded-2xl border border-border bg-card p-4 shadow-soft transition-colors hover:border-input md:p-5"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
        <Settings2 aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-body-sm font-semibold">{t('settingsLink.title')}</span>
        <span className="block text-caption text-muted-foreground">
          {t('settingsLink.description')}
        </span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-5 text-muted-foreground transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-col gap-5" aria-busy="true">
      <span className="sr-only">{t('page.loading')}</span>
      <Skeleton className="h-64 rounded-2xl md:h-48" />
      <Skeleton className="h-12 rounded-xl" />
      <Skeleton className="h-96 rounded-2xl" />
    </div>
  );
}

/** /profile: your photo and details, (tab=security) your email, devices, password, two-step and the people you blocked, (tab=notifications) alerts, and (tab=data) export and account deletion. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabId =
    tabParam === 'security' || tabParam === 'notifications' || tabParam === 'data'
      ? tabParam
      : 'details';
  const profile = useProfile();

  useEffect(() => {
    if (profile.isError) showProfileError('fetch', profile.error);
  }, [profile.isError, profile.error]);

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <h1 className="font-display text-title font-semibold">{t('page.loadFailed')}</h1>
        <p className="text-body-sm text-muted-foreground">{t('page.checkConnection')}</p>
        <Button onClick={() => profile.refetch()}>{t('common:actions.tryAgain')}</Button>
      </Card>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 md:gap-6">
      <Overview profile={profile.data} />
      <TabLinks current={tab} />
      {tab === 'security' ? (
        <>
          <EmailChangeCard email={profile.data.email} />
          <SecuritySettings />
          <BlockedPeople />
        </>
      ) : tab === 'data' ? (
        <>
          <DataExportCard />
          <DeleteAccountCard />
        </>
      ) : tab === 'notifications' ? (
        <>
          <DevicePushSettings />
          <NotificationEmailSettings />
        </>
      ) : (
        <>
          {profile.data.role === 'host' ? <HostSettingsLink /> : null}
          <LanguageCard />
          <ProfileDetailsForm profile={profile.data} />
          <SkillsCard profile={profile.data} />
        </>
      )}
    </div>
  );
}
