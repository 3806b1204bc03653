import type { Chore } from '@shared/api/chores';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { runMutation } from '@web/lib/run-mutation';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { choreErrorText, useChoreAction } from '../api';

/** Host: cancel a chore that is not approved, after saying what that means. */
export function CancelChoreButton({
  chore,
  onCancelled,
  size = 'md',
}: {
  chore: Chore;
  onCancelled?: () => void;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('chores');
  const [open, setOpen] = useState(false);
  const cancel = useChoreAction('cancel');
  if (chore.status === 'approved' || chore.status === 'cancelled') return null;
  const doer = chore.takenBy?.fullName ?? chore.assignee?.fullName;
  return (
    <>
      <Button
        variant="ghost"
        size={size}
        className="text-destructive hover:bg-destructive/10"
        onClick={() => setOpen(true)}
      >
        <Ban aria-hidden="true" />
        {t('cancel.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('cancel.title')}
        description={
          doer
            ? t('cancel.descriptionWithDoer', { title: chore.title, name: doer })
            : t('cancel.description', { title: chore.title })
        }
        confirmLabel={t('cancel.button')}
        destructive
        pending={cancel.isPending}
        onConfirm={() =>
          runMutation(cancel, chore.id, {
            onSuccess: () => {
              setOpen(false);
              toast.success(t('cancel.done'));
              onCancelled?.();
            },
            onError: (error) =>
              toast.error(t('cancel.failed'), {
                description: choreErrorText(error),
              }),
          })
        }
      />
    </>
  );
}
