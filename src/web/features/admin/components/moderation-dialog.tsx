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
import { toast } from 'sonner';
import { useModerationAction } from '../api';

/** What every action tells the operator: reporters hear only that it was reviewed. */
export const ACTION_DONE_TOAST = 'Done: the reporters will be told it was reviewed';

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
      setError('Write the reason: it goes into the audit log');
      return;
    }
    setError(undefined);
    runMutation(mutation, { ...action, reason: trimmed } as ModerationActionCreate, {
      onSuccess: () => {
        toast.success(ACTION_DONE_TOAST);
        close(false);
      },
      onError: (failure) => {
        setError(
          isApiError(failure)
            ? (failure.fieldMessage('reason') ?? failure.message)
            : 'That did not work. Try again.',
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
              label="Reason"
              required
              error={error}
              hint="Kept in the audit log with your name. The reporters are not shown it."
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
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <SubmitButton
              variant={destructive ? 'destructive' : 'primary'}
              pending={mutation.isPending}
              pendingLabel="Working…"
            >
              {confirmLabel}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
