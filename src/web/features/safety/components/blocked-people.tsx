import { Avatar } from '@web/components/avatar';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Ban } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockedPeople } from '../api';
import { useUnblock } from './use-unblock';

/** "Blocked people": everyone the viewer blocked, newest first, each with Unblock. */
export function BlockedPeople() {
  const { t } = useTranslation('safety');
  const list = useBlockedPeople();
  const unblock = useUnblock();
  const headingId = useId();

  return (
    <Card className="p-5 md:p-6" aria-labelledby={headingId} role="region">
      <h2
        id={headingId}
        className="flex items-center gap-2 font-display text-title font-semibold tracking-tight"
      >
        <Ban aria-hidden="true" className="size-5 text-muted-foreground" />
        {t('blockedPeople.title')}
      </h2>
      <p className="mt-1 text-body-sm text-muted-foreground">{t('blockedPeople.text')}</p>
      {list.isPending ? (
        <div className="mt-4 flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">{t('blockedPeople.loading')}</span>
          <Skeleton className="h-12" />
        </div>
      ) : list.isError ? (
        <div className="mt-4 flex flex-col items-start gap-2 text-body-sm text-muted-foreground">
          <p>{t('blockedPeople.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => list.refetch()}>
            {t('common:actions.tryAgain')}
          </Button>
        </div>
      ) : list.data.items.length === 0 ? (
        <p className="mt-4 text-body-sm text-muted-foreground">{t('blockedPeople.empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-border">
          {list.data.items.map((person) => (
            <li key={person.userId} className="flex flex-wrap items-center gap-3 py-2.5">
              <Avatar name={person.name} src={person.avatarUrl} className="size-10" />
              <span className="min-w-0 flex-1 break-words font-semibold">{person.name}</span>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('unblock.person', { name: person.name })}
                disabled={unblock.pending}
                onClick={() => unblock.run({ id: person.userId, name: person.name })}
              >
                {t('unblock.action')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
