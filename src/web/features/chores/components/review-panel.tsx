import { CHORE_LIMITS, type Chore } from '@shared/api/chores';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { minutesText } from '@web/lib/labels/chore-labels';
import { runMutation } from '@web/lib/run-mutation';
import { Check, Clock, MessageSquareText, Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { choreErrorText, useChoreAction, useSendBack } from '../api';

/** What the helper handed in: their note, photo and time spent. */
export function SubmissionDetails({ chore }: { chore: Chore }) {
  const { t } = useTranslation('chores');
  const helper = chore.takenBy?.fullName;
  const nothing = !chore.submissionNote && !chore.photoUrl && chore.minutesSpent === null;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-muted/60 p-3 text-body-sm md:p-4">
      {chore.minutesSpent !== null ? (
        <p className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
          <span>
            <Trans
              t={t}
              i18nKey="review.timeSpent"
              values={{ time: minutesText(chore.minutesSpent) }}
              components={{
                label: <span className="text-muted-foreground" />,
                value: <span className="font-semibold" />,
              }}
            />
          </span>
        </p>
      ) : null}
      {chore.submissionNote ? (
        <blockquote className="flex gap-1.5">
          <MessageSquareText
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-muted-foreground"
          />
          <p className="break-words whitespace-pre-line">
            <span className="sr-only">
              {helper ? t('review.noteFrom', { name: helper }) : t('review.noteFromHelper')}{' '}
            </span>
            {chore.submissionNote}
          </p>
        </blockquote>
      ) : null}
      {chore.photoUrl ? (
        <a
          href={chore.photoUrl}
          target="_blank"
          rel="noreferrer"
          className="block w-fit overflow-hidden rounded-lg"
        >
          <img
            src={chore.photoUrl}
            alt={
              helper
                ? t('review.proofFrom', { title: chore.title, name: helper })
                : t('review.proofFromHelper', { title: chore.title })
            }
            className="max-h-64 w-auto max-w-full rounded-lg object-cover"
            loading="lazy"
            decoding="async"
          />{' '}
          <span className="sr-only">{t('review.opensPhoto')}</span>
        </a>
      ) : null}
      {nothing ? <p className="text-muted-foreground">{t('review.nothingAdded')}</p> : null}
    </div>
  );
}

/** Host: approve a submitted chore (points awarded) or send it back with a note. */
export function ReviewActions({ chore, compact = false }: { chore: Chore; compact?: boolean }) {
  const { t } = useTranslation('chores');
  const approve = useChoreAction('approve');
  const [sendingBack, setSendingBack] = useState(false);
  if (chore.status !== 'submitted') return null;
  const who = chore.takenBy?.fullName;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size={compact ? 'sm' : 'md'}
        variant="accent"
        disabled={approve.isPending}
        aria-busy={approve.isPending || undefined}
        aria-label={t('review.approveNamed', { title: chore.title })}
        onClick={() =>
          runMutation(approve, chore.id, {
            onSuccess: () =>
              toast.success(t('review.approved'), {
                description: who
                  ? t('review.earned', { name: who, count: chore.points })
                  : t('review.earnedHelper', { count: chore.points }),
              }),
            onError: (error) =>
              toast.error(t('review.approveFailed'), {
                description: choreErrorText(error),
              }),
          })
        }
      >
        <Check aria-hidden="true" />
        {t('review.approve')}
      </Button>
      <Button
        size={compact ? 'sm' : 'md'}
        variant="outline"
        aria-label={t('review.sendBackNamed', { title: chore.title })}
        onClick={() => setSendingBack(true)}
      >
        <Undo2 aria-hidden="true" />
        {t('review.sendBack')}
      </Button>
      <SendBackDialog chore={chore} open={sendingBack} onOpenChange={setSendingBack} />
    </div>
  );
}

export function SendBackDialog({
  chore,
  open,
  onOpenChange,
}: {
  chore: Chore;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('chores');
  const sendBack = useSendBack();
  const helper = chore.takenBy?.fullName;
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setError(t('sendBack.noteRequired'));
      return;
    }
    runMutation(
      sendBack,
      { id: chore.id, note: note.trim() },
      {
        onSuccess: () => {
          toast.success(t('sendBack.done'), { description: t('sendBack.doneDescription') });
          setNote('');
          onOpenChange(false);
        },
        onError: (failure) => setError(choreErrorText(failure) ?? t('sendBack.failed')),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('sendBack.title', { title: chore.title })}</DialogTitle>
          <DialogDescription>
            {helper ? t('sendBack.description', { name: helper }) : t('sendBack.descriptionHelper')}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <Field label={t('sendBack.note')} error={error} required>
            {(control) => (
              <Textarea
                {...control}
                value={note}
                maxLength={CHORE_LIMITS.reviewNote}
                rows={4}
                placeholder={t('sendBack.notePlaceholder')}
                onChange={(event) => {
                  setNote(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('sendBack.keep')}
            </Button>
            <SubmitButton pending={sendBack.isPending} pendingLabel={t('sendBack.sending')}>
              {t('review.sendBack')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
