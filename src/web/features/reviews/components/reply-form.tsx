import { REVIEW_REPLY_MAX, reviewReplySchema } from '@shared/api/reviews';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-client';
import { runMutation } from '@web/lib/run-mutation';
import type { TFunction } from 'i18next';
import { MessageSquareReply } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useReplyToReview } from '../api';

/** What the shared schema refuses in a reply, in the reader's words. */
function replyProblem(t: TFunction<'reviews'>, reply: string): string {
  const text = reply.trim();
  if (text.length === 0) return t('reply.empty');
  if ([...text].length > REVIEW_REPLY_MAX) return t('reply.tooLong', { max: REVIEW_REPLY_MAX });
  return t('reply.controlChars');
}

/** The reviewed person's one public answer: closed behind a button until wanted. */
export function ReplyForm({ reviewId, authorName }: { reviewId: string; authorName: string }) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useReplyToReview(reviewId);

  if (!open)
    return (
      <div>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <MessageSquareReply aria-hidden="true" />
          {t('reply.open')}
        </Button>
      </div>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewReplySchema.safeParse({ reply });
    if (!parsed.success) {
      setError(replyProblem(t, reply));
      return;
    }
    setError(undefined);
    runMutation(mutation, parsed.data, {
      onSuccess: () => toast.success(t('reply.posted')),
      onError: (failure) =>
        setError(
          isApiError(failure)
            ? (failure.fieldMessage('reply') ?? failure.message)
            : t('reply.failed'),
        ),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <Field
        label={t('reply.label', { name: authorName })}
        hint={t('reply.hint')}
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
          {t('reply.post')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('common:actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
