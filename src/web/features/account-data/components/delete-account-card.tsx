import { DELETED_USER_NAME, DELETION_GRACE_DAYS } from '@shared/api/account-deletion';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session/session';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useDeletionState } from '../deletion-api';
import { DeletionForm } from '../deletion-dialog';
import { formatDeletionDate } from '../deletion-format';

/**
 * Profile › Your data: delete the account (issue 19). What goes and what
 * stays for others is said before anything is asked; the dialog asks for the
 * password (and code), the word DELETE, and for a host, to end active stays.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation('account-data');
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
              {t('deleteCard.title')}
            </h2>
            <p className="mt-0.5 text-body-sm text-muted-foreground">
              {t('deleteCard.description', { days: DELETION_GRACE_DAYS })}
            </p>
          </div>
        </div>
        <div className="mt-5 flex flex-col gap-4 text-body-sm">
          <ul className="flex list-disc flex-col gap-1.5 pl-5">
            <li>
              <Trans
                t={t}
                i18nKey="deleteCard.erased"
                components={{ label: <span className="font-medium" /> }}
              />
            </li>
            <li>
              <Trans
                t={t}
                i18nKey="deleteCard.kept"
                // The name the server writes in their place, the same in every language.
                values={{ name: DELETED_USER_NAME }}
                components={{ label: <span className="font-medium" /> }}
              />
            </li>
          </ul>
          {state.isPending && userId ? (
            <Skeleton className="h-11 w-48" aria-label={t('common:states.loading')} />
          ) : state.isError || !state.data ? (
            <Alert tone="error" title={t('deleteCard.checkFailed')}>
              <span>{t('deleteCard.pleaseTryAgain')} </span>
              <Button variant="link" size="sm" onClick={() => void state.refetch()}>
                {t('common:actions.tryAgain')}
              </Button>
            </Alert>
          ) : state.data.status === 'pending' && state.data.dueAt ? (
            <Alert tone="info" title={t('deleteCard.pendingTitle')}>
              {t('deleteCard.pendingBody', { date: formatDeletionDate(state.data.dueAt) })}
            </Alert>
          ) : (
            <Dialog open={open} onOpenChange={setOpen}>
              <DialogTrigger asChild>
                <Button variant="destructive" className="sm:self-start">
                  {t('deleteCard.open')}
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
