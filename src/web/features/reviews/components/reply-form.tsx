import { REVIEW_REPLY_MAX, reviewReplySchema } from '@shared/api/reviews';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-client';
import { runMutation } from '@web/lib/run-mutation';
import { MessageSquareReply } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useReplyToReview } from '../api';

/** The reviewed person's one public answer: closed behind a button until wanted. */
export function ReplyForm({ reviewId, authorName }: { reviewId: string; authorName: string }) {
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useReplyToReview(reviewId);

  if (!open)
    return (
      <div>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <MessageSquareReply aria-hidden="true" />
          Reply
        </Button>
      </div>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewReplySchema.safeParse({ reply });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    runMutation(mutation, parsed.data, {
      onSuccess: () => toast.success('Reply posted'),
      onError: (failure) =>
        setError(
          isApiError(failure)
            ? (failure.fieldMessage('reply') ?? failure.message)
            : 'The reply could not be posted. Try again.',
        ),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <Field
        label={`Your reply to ${authorName}`}
        hint="Everyone can read it, and you can reply only once."
        error={error}
        aside={
          <span className="text-caption text-muted-foreground tabular-nums" aria-live="polite">
            {reply.length} / {REVIEW_REPLY_MAX}
          </span>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            value={reply}
            maxLength={REVIEW_REPLY_MAX}
            onChange={(event) => setReply(event.target.value)}
            className="min-h-20"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={mutation.isPending}>
          Post reply
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
