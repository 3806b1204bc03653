import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { choreGroupLabel } from '@web/lib/labels/chore-labels';
import { ArrowLeft, Tags } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showProfileError, useProfile } from '../api';
import { ChoreGroupsEditor } from '../components/chore-groups-editor';
import { LanguageCard } from '../components/language-card';

/** DESIGN.md 3: the groups every chore can use; hosts add their own beside them. */
export const DEFAULT_CHORE_GROUPS = [
  'Cleaning',
  'Kitchen',
  'Garden',
  'Animals',
  'Maintenance',
  'Laundry',
  'Other',
] as const;

/** /profile/settings (hosts): the app's language and the custom chore groups. */
export default function SettingsPage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  // A new group may not repeat a standard one, by its stored or its shown name.
  const taken = [
    ...DEFAULT_CHORE_GROUPS,
    ...DEFAULT_CHORE_GROUPS.map((group) => choreGroupLabel(group)),
  ];

  useEffect(() => {
    if (profile.isError) showProfileError('fetch', profile.error);
  }, [profile.isError, profile.error]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 md:gap-6">
      <div>
        <Button asChild variant="link" size="sm" className="mb-2">
          <Link to="/profile">
            <ArrowLeft aria-hidden="true" />
            {t('choreGroups.back')}
          </Link>
        </Button>
        <h1 className="font-display text-headline font-semibold tracking-tight">
          {t('choreGroups.title')}
        </h1>
        <p className="mt-1 text-body text-muted-foreground">{t('choreGroups.intro')}</p>
      </div>

      <Card className="p-5 md:p-6">
        <h2 className="flex items-center gap-2 text-body-sm font-semibold">
          <Tags aria-hidden="true" className="size-4 text-muted-foreground" />
          {t('choreGroups.standardTitle')}
        </h2>
        <ul aria-label={t('choreGroups.standardTitle')} className="mt-3 flex flex-wrap gap-2">
          {DEFAULT_CHORE_GROUPS.map((group) => (
            <li key={group}>
              <Badge variant="neutral">{choreGroupLabel(group)}</Badge>
            </li>
          ))}
        </ul>
      </Card>

      <Card className="p-5 md:p-6">
        <h2 className="mb-4 font-display text-title font-semibold tracking-tight">
          {t('choreGroups.yoursTitle')}
        </h2>
        {profile.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <span className="sr-only">{t('choreGroups.loading')}</span>
            <Skeleton className="h-11" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : profile.isError ? (
          <div className="flex flex-col items-start gap-2 text-body-sm text-muted-foreground">
            <p>{t('choreGroups.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => profile.refetch()}>
              {t('common:actions.tryAgain')}
            </Button>
          </div>
        ) : (
          <ChoreGroupsEditor saved={profile.data.customChoreGroups} defaults={taken} />
        )}
      </Card>

      <LanguageCard />
    </div>
  );
}
