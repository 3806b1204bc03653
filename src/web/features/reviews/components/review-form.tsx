import {
  REVIEW_CATEGORIES,
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
import { useFormat } from '@web/lib/i18n/format';
import { runMutation } from '@web/lib/run-mutation';
import type { TFunction } from 'i18next';
import { EyeOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSubmitReview } from '../api';
import { categoryLabel, formatMoment } from '../format';
import { RatingInput } from './rating-input';

type Errors = Partial<Record<'rating' | 'publicText' | 'privateNote' | 'form', string>> & {
  categories?: Partial<Record<string, string>>;
};

const characters = (text: string) => [...text.trim()].length;

/** What the shared schema refuses in a field, in the reader's words. */
function fieldProblem(
  t: TFunction<'reviews'>,
  field: 'rating' | 'publicText' | 'privateNote',
  text: string,
): string {
  if (field === 'rating') return t('form.chooseRating');
  if (field === 'publicText') {
    if (characters(text) < REVIEW_TEXT_MIN) return t('form.tooShort', { min: REVIEW_TEXT_MIN });
    if (characters(text) > REVIEW_TEXT_MAX) return t('form.tooLong', { max: REVIEW_TEXT_MAX });
    return t('form.textControlChars');
  }
  if (characters(text) > REVIEW_PRIVATE_NOTE_MAX)
    return t('form.noteTooLong', { max: REVIEW_PRIVATE_NOTE_MAX });
  return t('form.noteControlChars');
}

/**
 * The review of one stay: an overall rating, the four ratings of the reader's
 * direction, the public words and an optional private note. Checked here with
 * the shared schema; the server's answer (a field, or 409 for a review already
 * written or too late) shows next to the field or above the button.
 */
export function ReviewForm({ stay }: { stay: StayForReview }) {
  const { t } = useTranslation('reviews');
  const format = useFormat();
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
    for (const key of categoryKeys)
      if (!categories[key]) categoryErrors[key] = t('form.chooseRating');
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
          next[field] ??= fieldProblem(
            t,
            field,
            field === 'privateNote' ? privateNote : publicText,
          );
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
    if (!isApiError(failure)) return { form: t('form.failed') };
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
      ? (categoriesMessage ?? t('form.checkFields'))
      : failure.message || t('form.tooLate');
    return next;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = validate();
    if (!body) return;
    runMutation(mutation, body, {
      onSuccess: () => {
        toast.success(t('form.submitted'));
        void navigate('/reviews?tab=written');
      },
      onError: (failure) => setErrors(serverErrors(failure)),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label={t('form.label')}>
      <Alert tone="info" title={t('form.blindTitle')}>
        {t('form.blind', { name, date: formatMoment(stay.reviewDeadline) })}
      </Alert>

      <RatingInput
        label={t('form.overall', { name: firstName })}
        name="rating"
        value={rating}
        onChange={setRating}
        error={errors.rating}
        size="lg"
      />

      <fieldset className="flex min-w-0 flex-col gap-4 rounded-2xl border border-border p-4">
        <legend className="px-1 font-display text-title font-semibold">{t('form.inDetail')}</legend>
        {categoryKeys.map((key) => (
          <RatingInput
            key={key}
            label={categoryLabel(key)}
            name={`category-${key}`}
            value={categories[key] ?? null}
            onChange={(value) => setCategories((current) => ({ ...current, [key]: value }))}
            error={errors.categories?.[key]}
          />
        ))}
      </fieldset>

      <Field
        label={t('form.publicLabel')}
        required
        hint={t('form.publicHint', {
          min: format.number(REVIEW_TEXT_MIN),
          max: format.number(REVIEW_TEXT_MAX),
        })}
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
            {t('form.counter', {
              length: format.number(textLength),
              max: format.number(REVIEW_TEXT_MAX),
            })}
          </span>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            value={publicText}
            maxLength={REVIEW_TEXT_MAX}
            onChange={(event) => setPublicText(event.target.value)}
            placeholder={t('form.publicPlaceholder', { name: firstName })}
          />
        )}
      </Field>

      <Field
        label={t('form.privateLabel')}
        hint={
          <span className="inline-flex items-center gap-1">
            <EyeOff aria-hidden="true" className="size-3.5" />
            {t('form.privateHint', { name })}
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
          {mutation.isPending ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
