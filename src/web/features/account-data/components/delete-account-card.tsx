import { DELETED_USER_NAME, DELETION_GRACE_DAYS } from '@shared/api/account-deletion';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session/session';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeletionState } from '../deletion-api';
import { DeletionForm } from '../deletion-dialog';
import { formatDeletionDate } from '../deletion-format';

/**
 * Profile › Your data: delete the account (issue 19). What goes and what
 * stays for others is said before anything is asked; the dialog asks for the
 * password (and code), the word DELETE, and for a host, to end active stays.
 */
export function DeleteAccountCard() {
  const session = useSession();
  const userId = session.user?.id ?? '';
  const state = useDeletionState(userId, { enabled: userId !== '' });
  const [open, setOpen] = useState(false);

  return (
    <Card className="border-destructive/40 p-5 md:p-6">
      <section aria-labelledby="delete-account-heading">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-destructive/10 text-destructive">
            <Trash2 aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2
              id="delete-account-heading"
              className="font-display text-title font-semibold tracking-tight text-destructive"
            >
              Delete account
            </h2>
            <p className="mt-0.5 text-body-sm text-muted-foreground">
              Your account is deleted {DELETION_GRACE_DAYS} days after you ask. Until then you can
              log in and cancel.
            </p>
          </div>
        </div>
        <div className="mt-5 flex flex-col gap-4 text-body-sm">
          <ul className="flex list-disc flex-col gap-1.5 pl-5">
            <li>
              <span className="font-medium">Erased:</span> your profile, photos, properties,
              settings, devices and sign-in.
            </li>
            <li>
              <span className="font-medium">Kept for others, as “{DELETED_USER_NAME}”:</span> your
              messages in their conversations, published reviews, and the records and points of
              stays.
            </li>
          </ul>
          {state.isPending && userId ? (
            <Skeleton className="h-11 w-48" aria-label="Loading" />
          ) : state.isError || !state.data ? (
            <Alert tone="error" title="We couldn’t check your account">
              <span>Please try again. </span>
              <Button variant="link" size="sm" onClick={() => void state.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : state.data.status === 'pending' && state.data.dueAt ? (
            <Alert tone="info" title="Your account is going to be deleted">
              It will be deleted on {formatDeletionDate(state.data.dueAt)}.
            </Alert>
          ) : (
            <Dialog open={open} onOpenChange={setOpen}>
              <DialogTrigger asChild>
                <Button variant="destructive" className="sm:self-start">
                  Delete my account…
                </Button>
              </DialogTrigger>
              <DialogContent>
                {open ? <DeletionForm state={state.data} userId={userId} /> : null}
              </DialogContent>
            </Dialog>
          )}
        </div>
      </section>
    </Card>
  );
}
