import {
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_LABELS,
  REVIEW_PRIVATE_NOTE_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type ReviewCreate,
  reviewCreateSchema,
  type StayForReview,
} from '@shared/api/reviews';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { runMutation } from '@web/lib/run-mutation';
import { EyeOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSubmitReview } from '../api';
import { formatMoment } from '../format';
import { RatingInput } from './rating-input';

type Errors = Partial<Record<'rating' | 'publicText' | 'privateNote' | 'form', string>> & {
  categories?: Partial<Record<string, string>>;
};

const RATING_MESSAGE = 'Choose a rating from 1 to 5';

/**
 * The review of one stay: an overall rating, the four ratings of the reader's
 * direction, the public words and an optional private note. Checked here with
 * the shared schema; the server's answer (a field, or 409 for a review already
 * written or too late) shows next to the field or above the button.
 */
export function ReviewForm({ stay }: { stay: StayForReview }) {
  const navigate = useNavigate();
  const mutation = useSubmitReview(stay.id);
  const categoryKeys = REVIEW_CATEGORIES[stay.direction];
  const [rating, setRating] = useState<number | null>(null);
  const [categories, setCategories] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(categoryKeys.map((key) => [key, null])),
  );
  const [publicText, setPublicText] = useState('');
  const [privateNote, setPrivateNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const name = stay.counterpart.fullName;
  const firstName = name.split(' ')[0] || name;
  const textLength = publicText.trim().length;

  function validate(): ReviewCreate | null {
    const next: Errors = {};
    const categoryErrors: Record<string, string> = {};
    for (const key of categoryKeys) if (!categories[key]) categoryErrors[key] = RATING_MESSAGE;
    if (Object.keys(categoryErrors).length > 0) next.categories = categoryErrors;
    const parsed = reviewCreateSchema.safeParse({
      rating: rating ?? undefined,
      categories: Object.fromEntries(categoryKeys.map((key) => [key, categories[key] ?? 0])),
      publicText,
      privateNote,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'rating' || field === 'publicText' || field === 'privateNote')
          next[field] ??= issue.message;
      }
    }
    setErrors(next);
    if (!parsed.success || next.categories) return null;
    return {
      rating: parsed.data.rating,
      categories: parsed.data.categories,
      publicText: parsed.data.publicText,
      ...(parsed.data.privateNote ? { privateNote: parsed.data.privateNote } : {}),
    };
  }

  function serverErrors(failure: unknown): Errors {
    if (!isApiError(failure)) return { form: 'Your review could not be sent. Try again.' };
    const next: Errors = {
      rating: failure.fieldMessage('rating'),
      publicText: failure.fieldMessage('publicText'),
      privateNote: failure.fieldMessage('privateNote'),
    };
    // 'categories.reliability' (or 'body.categories.reliability') goes by its stars.
    let categoriesMessage: string | undefined;
    for (const { field, message } of failure.fields) {
      const key = /categories\.(\w+)$/.exec(field)?.[1];
      if (key && (categoryKeys as readonly string[]).includes(key))
        next.categories = { ...next.categories, [key]: message };
      else if (field.includes('categories')) categoriesMessage = message;
    }
    const anyField = Boolean(
      next.rating || next.publicText || next.privateNote || next.categories || categoriesMessage,
    );
    next.form = anyField
      ? (categoriesMessage ?? 'Check the fields marked above.')
      : failure.message || 'This review can no longer be written.';
    return next;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = validate();
    if (!body) return;
    runMutation(mutation, body, {
      onSuccess: () => {
        toast.success('Review submitted');
        void navigate('/reviews?tab=written');
      },
      onError: (failure) => setErrors(serverErrors(failure)),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label="Your review">
      <Alert tone="info" title="Blind until both have written">
        {name} can’t see your review until they’ve written theirs, or until{' '}
        {formatMoment(stay.reviewDeadline)}.
      </Alert>

      <RatingInput
        label={`Overall, how was your stay with ${firstName}?`}
        name="rating"
        value={rating}
        onChange={setRating}
        error={errors.rating}
        size="lg"
      />

      <fieldset className="flex min-w-0 flex-col gap-4 rounded-2xl border border-border p-4">
        <legend className="px-1 font-display text-title font-semibold">In detail</legend>
        {categoryKeys.map((key) => (
          <RatingInput
            key={key}
            label={REVIEW_CATEGORY_LABELS[key] ?? key}
            name={`category-${key}`}
            value={categories[key] ?? null}
            onChange={(value) => setCategories((current) => ({ ...current, [key]: value }))}
            error={errors.categories?.[key]}
          />
        ))}
      </fieldset>

      <Field
        label="Your public review"
        required
        hint={`Everyone can read it once published: ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters.`}
        error={errors.publicText}
        aside={
          <span
            className={cn(
              'text-caption tabular-nums',
              textLength > 0 && textLength < REVIEW_TEXT_MIN
                ? 'text-warning'
                : 'text-muted-foreground',
            )}
            data-testid="public-text-counter"
          >
            {textLength.toLocaleString('en-US')} / {REVIEW_TEXT_MAX.toLocaleString('en-US')}
          </span>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            value={publicText}
            maxLength={REVIEW_TEXT_MAX}
            onChange={(event) => setPublicText(event.target.value)}
            placeholder={`What was it like to stay with ${firstName}?`}
          />
        )}
      </Field>

      <Field
        label="Private note (optional)"
        hint={
          <span className="inline-flex items-center gap-1">
            <EyeOff aria-hidden="true" className="size-3.5" />
            Only {name} will see this.
          </span>
        }
        error={errors.privateNote}
      >
        {(control) => (
          <Textarea
            {...control}
            value={privateNote}
            maxLength={REVIEW_PRIVATE_NOTE_MAX}
            onChange={(event) => setPrivateNote(event.target.value)}
            className="min-h-20"
          />
        )}
      </Field>

      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}

      <div>
        <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full sm:w-auto">
          {mutation.isPending ? 'Sending…' : 'Submit review'}
        </Button>
      </div>
    </form>
  );
}
