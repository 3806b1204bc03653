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
import { isApiError } from '@web/lib/api-client';
import { minutesText, pointsText } from '@web/lib/labels/chore-labels';
import { runMutation } from '@web/lib/run-mutation';
import { Check, Clock, MessageSquareText, Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useChoreAction, useSendBack } from '../api';

/** What the helper handed in: their note, photo and time spent. */
export function SubmissionDetails({ chore }: { chore: Chore }) {
  const nothing = !chore.submissionNote && !chore.photoUrl && chore.minutesSpent === null;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-muted/60 p-3 text-body-sm md:p-4">
      {chore.minutesSpent !== null ? (
        <p className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
          <span>
            <span className="text-muted-foreground">Time spent: </span>
            <span className="font-semibold">{minutesText(chore.minutesSpent)}</span>
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
            <span className="sr-only">Note from {chore.takenBy?.fullName ?? 'the helper'}: </span>
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
            alt={`Proof for “${chore.title}”, from ${chore.takenBy?.fullName ?? 'the helper'}`}
            className="max-h-64 w-auto max-w-full rounded-lg object-cover"
            loading="lazy"
            decoding="async"
          />{' '}
          <span className="sr-only">(opens the full photo)</span>
        </a>
      ) : null}
      {nothing ? <p className="text-muted-foreground">No note or photo was added.</p> : null}
    </div>
  );
}

/** Host: approve a submitted chore (points awarded) or send it back with a note. */
export function ReviewActions({ chore, compact = false }: { chore: Chore; compact?: boolean }) {
  const approve = useChoreAction('approve');
  const [sendingBack, setSendingBack] = useState(false);
  if (chore.status !== 'submitted') return null;
  const who = chore.takenBy?.fullName ?? 'The helper';
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size={compact ? 'sm' : 'md'}
        variant="accent"
        disabled={approve.isPending}
        aria-busy={approve.isPending || undefined}
        onClick={() =>
          runMutation(approve, chore.id, {
            onSuccess: () =>
              toast.success('Chore approved', {
                description: `${who} earned ${pointsText(chore.points)}.`,
              }),
            onError: (error) =>
              toast.error('Couldn’t approve the chore', {
                description: isApiError(error) ? error.message : undefined,
              }),
          })
        }
      >
        <Check aria-hidden="true" />
        Approve <span className="sr-only">“{chore.title}”</span>
      </Button>
      <Button size={compact ? 'sm' : 'md'} variant="outline" onClick={() => setSendingBack(true)}>
        <Undo2 aria-hidden="true" />
        Send back <span className="sr-only">“{chore.title}”</span>
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
  const sendBack = useSendBack();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setError('Tell the helper what to change');
      return;
    }
    runMutation(
      sendBack,
      { id: chore.id, note: note.trim() },
      {
        onSuccess: () => {
          toast.success('Sent back', { description: 'Your note is on the chore for them.' });
          setNote('');
          onOpenChange(false);
        },
        onError: (failure) =>
          setError(isApiError(failure) ? failure.message : 'Couldn’t send it back. Try again.'),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send back “{chore.title}”</DialogTitle>
          <DialogDescription>
            It goes back to {chore.takenBy?.fullName ?? 'the helper'} as in progress, with your
            note. No points yet.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <Field label="What needs changing" error={error} required>
            {(control) => (
              <Textarea
                {...control}
                value={note}
                maxLength={CHORE_LIMITS.reviewNote}
                rows={4}
                placeholder="The hen house still needs fresh straw."
                onChange={(event) => {
                  setNote(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Keep it
            </Button>
            <SubmitButton pending={sendBack.isPending} pendingLabel="Sending…">
              Send back
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
