import type { SuspensionList } from '@shared/api/admin';
import { EmptyState, LoadError } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormat } from '@web/lib/i18n/format';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSuspensions } from '../api';
import { ModerationDialog } from './moderation-dialog';

type Suspended = SuspensionList['items'][number];

function SuspendedRow({ person }: { person: Suspended }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  const [open, setOpen] = useState(false);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-soft sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="text-body font-semibold break-words">{person.name}</p>
        <p className="text-body-sm break-all text-muted-foreground">{person.email}</p>
        <p className="mt-1 text-body-sm break-words">{person.reason}</p>
        <p className="text-caption text-muted-foreground">
          <Trans
            t={t}
            i18nKey="suspensions.since"
            values={{ when: dateTime(person.suspendedAt, { dateStyle: 'medium' }) }}
            components={{ time: <time dateTime={person.suspendedAt} /> }}
          />
        </p>
      </div>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('suspensions.lift')}
      </Button>
      <ModerationDialog
        action={{ action: 'unsuspend', userId: person.userId }}
        title={t('suspensions.liftTitle', { name: person.name })}
        description={t('suspensions.liftText')}
        confirmLabel={t('suspensions.lift')}
        open={open}
        onOpenChange={setOpen}
      />
    </li>
  );
}

/** The Suspended tab: who cannot sign in now, and the way to let them back. */
export function SuspensionsPanel() {
  const { t } = useTranslation('admin');
  const query = useSuspensions();
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{t('suspensions.loading')}</span>
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-24 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        what={t('suspensions.loadWhat')}
      />
    );
  }
  if (query.data.items.length === 0) {
    return <EmptyState icon={ShieldCheck} title={t('suspensions.emptyTitle')} headingLevel={2} />;
  }
  return (
    <ul className="flex flex-col gap-3">
      {query.data.items.map((person) => (
        <SuspendedRow key={person.userId} person={person} />
      ))}
    </ul>
  );
}
