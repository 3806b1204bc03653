import { MODERATION_REASON_MAX, type ModerationActionCreate } from '@shared/api/admin';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-client';
import { runMutation } from '@web/lib/run-mutation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useModerationAction } from '../api';

type ActionWithoutReason = ModerationActionCreate extends infer A
  ? A extends ModerationActionCreate
    ? Omit<A, 'reason'>
    : never
  : never;

export interface ModerationDialogProps {
  /** The action to send once a reason is written. */
  action: ActionWithoutReason;
  title: string;
  description: string;
  /** The confirm button's words ("Dismiss", "Hide", "Suspend", "Lift suspension"). */
  confirmLabel: string;
  destructive?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * One moderation action with its required reason: the reason goes into the
 * audit log, which nobody can edit, so the dialog never sends without one.
 */
export function ModerationDialog({
  action,
  title,
  description,
  confirmLabel,
  destructive = false,
  open,
  onOpenChange,
}: ModerationDialogProps) {
  const { t } = useTranslation('admin');
  const mutation = useModerationAction();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  function close(next: boolean) {
    if (!next) {
      setReason('');
      setError(undefined);
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') {
      setError(t('dialog.reasonMissing'));
      return;
    }
    setError(undefined);
    runMutation(mutation, { ...action, reason: trimmed } as ModerationActionCreate, {
      onSuccess: () => {
        // What every action tells the operator: reporters hear only that it was reviewed.
        toast.success(t('dialog.done'));
        close(false);
      },
      onError: (failure) => {
        setError(
          isApiError(failure)
            ? (failure.fieldMessage('reason') ?? failure.message)
            : t('dialog.failed'),
        );
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form noValidate onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="mt-5">
            <Field
              label={t('dialog.reason')}
              required
              error={error}
              hint={t('dialog.reasonHint')}
              aside={
                <span className="text-caption text-muted-foreground" aria-hidden="true">
                  {reason.length}/{MODERATION_REASON_MAX}
                </span>
              }
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  value={reason}
                  maxLength={MODERATION_REASON_MAX}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </Field>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('common:actions.cancel')}</Button>
            </DialogClose>
            <SubmitButton
              variant={destructive ? 'destructive' : 'primary'}
              pending={mutation.isPending}
              pendingLabel={t('dialog.working')}
            >
              {confirmLabel}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
