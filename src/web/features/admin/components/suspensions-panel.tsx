import type { SuspensionList } from '@shared/api/admin';
import { EmptyState, LoadError } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useSuspensions } from '../api';
import { ModerationDialog } from './moderation-dialog';

type Suspended = SuspensionList['items'][number];

const when = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function SuspendedRow({ person }: { person: Suspended }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-soft sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="text-body font-semibold break-words">{person.name}</p>
        <p className="text-body-sm break-all text-muted-foreground">{person.email}</p>
        <p className="mt-1 text-body-sm break-words">{person.reason}</p>
        <p className="text-caption text-muted-foreground">
          Since <time dateTime={person.suspendedAt}>{when(person.suspendedAt)}</time>
        </p>
      </div>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Lift suspension
      </Button>
      <ModerationDialog
        action={{ action: 'unsuspend', userId: person.userId }}
        title={`Lift ${person.name}'s suspension?`}
        description="They can sign in again. Their paused properties stay paused until they list them."
        confirmLabel="Lift suspension"
        open={open}
        onOpenChange={setOpen}
      />
    </li>
  );
}

/** The Suspended tab: who cannot sign in now, and the way to let them back. */
export function SuspensionsPanel() {
  const query = useSuspensions();
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">Loading suspended people</span>
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-24 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError error={query.error} onRetry={() => void query.refetch()} what="suspensions" />
    );
  }
  if (query.data.items.length === 0) {
    return <EmptyState icon={ShieldCheck} title="Nobody is suspended" headingLevel={2} />;
  }
  return (
    <ul className="flex flex-col gap-3">
      {query.data.items.map((person) => (
        <SuspendedRow key={person.userId} person={person} />
      ))}
    </ul>
  );
}
