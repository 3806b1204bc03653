import { STAY_REQUEST_LIMITS } from '@shared/api/memberships';
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
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Decline a stay request, with an optional reason the helper will read. */
export function DeclineDialog({
  open,
  onOpenChange,
  helperName,
  pending,
  error,
  onDecline,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  helperName: string;
  pending: boolean;
  error?: string | undefined;
  onDecline: (reason: string) => void;
}) {
  const { t } = useTranslation('stay-requests');
  const [reason, setReason] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onDecline(reason.trim());
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setReason('');
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form noValidate onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>{t('decline.title', { name: helperName })}</DialogTitle>
            <DialogDescription>{t('decline.description')}</DialogDescription>
          </DialogHeader>
          <div className="mt-5">
            <Field
              label={t('decline.reason')}
              error={error}
              hint={t('decline.reasonHint')}
              aside={
                <span className="text-caption text-muted-foreground" aria-hidden="true">
                  {reason.length}/{STAY_REQUEST_LIMITS.declineReason}
                </span>
              }
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  value={reason}
                  maxLength={STAY_REQUEST_LIMITS.declineReason}
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
              variant="destructive"
              pending={pending}
              pendingLabel={t('decline.declining')}
            >
              {t('decline.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
