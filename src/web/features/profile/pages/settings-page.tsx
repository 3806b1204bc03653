import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ArrowLeft, Tags } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { showProfileError, useProfile } from '../api';
import { ChoreGroupsEditor } from '../components/chore-groups-editor';

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

/** /profile/settings (hosts): the custom chore groups. */
export default function SettingsPage() {
  const profile = useProfile();

  useEffect(() => {
    if (profile.isError) showProfileError('fetch', profile.error);
  }, [profile.isError, profile.error]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 md:gap-6">
      <div>
        <Button asChild variant="link" size="sm" className="mb-2">
          <Link to="/profile">
            <ArrowLeft aria-hidden="true" />
            Back to profile
          </Link>
        </Button>
        <h1 className="font-display text-headline font-semibold tracking-tight">Chore groups</h1>
        <p className="mt-1 text-body text-muted-foreground">
          Groups keep your chores tidy. Add your own for the work that’s special to your place, and
          put them in the order you like.
        </p>
      </div>

      <Card className="p-5 md:p-6">
        <h2 className="flex items-center gap-2 text-body-sm font-semibold">
          <Tags aria-hidden="true" className="size-4 text-muted-foreground" />
          Standard groups
        </h2>
        <ul aria-label="Standard groups" className="mt-3 flex flex-wrap gap-2">
          {DEFAULT_CHORE_GROUPS.map((group) => (
            <li key={group}>
              <Badge variant="neutral">{group}</Badge>
            </li>
          ))}
        </ul>
      </Card>

      <Card className="p-5 md:p-6">
        <h2 className="mb-4 font-display text-title font-semibold tracking-tight">Your groups</h2>
        {profile.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <span className="sr-only">Loading your groups</span>
            <Skeleton className="h-11" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : profile.isError ? (
          <div className="flex flex-col items-start gap-2 text-body-sm text-muted-foreground">
            <p>We couldn’t load your groups.</p>
            <Button variant="outline" size="sm" onClick={() => profile.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ChoreGroupsEditor
            saved={profile.data.customChoreGroups}
            defaults={DEFAULT_CHORE_GROUPS}
          />
        )}
      </Card>
    </div>
  );
}
