import type { ExchangeTerms } from '@shared/api/exchange-terms';
import { DATES_FULL_MESSAGE, DATES_NOT_OPEN_MESSAGE } from '@shared/api/help-windows';
import { STAY_REQUEST_LIMITS } from '@shared/api/memberships';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { i18n, translate } from '@web/lib/i18n/i18n';
import { formatDay, formatDayRange, stayLengthText } from '@web/lib/labels/property-labels';
import { ArrowLeft, ArrowRight, Check, PartyPopper, Pencil } from 'lucide-react';
import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateStayRequest } from '../api';
import {
  checkAnswer,
  checkDates,
  checkMessage,
  draftReducer,
  earliestStart,
  loadDraft,
  type Step,
  saveDraft,
  stayDays,
  stepsFor,
} from '../request-draft';

/** The help windows' refusals (issue 18), said in the reader's language. */
const WINDOW_REFUSALS: Record<string, string> = {
  [DATES_NOT_OPEN_MESSAGE]: 'errors.datesNotOpen',
  [DATES_FULL_MESSAGE]: 'errors.datesFull',
};

interface RequestStepperProps {
  propertyId: string;
  propertyTitle: string;
  hostName: string;
  terms: ExchangeTerms;
  /** Called when the helper is done (after sending, or to close). */
  onDone: () => void;
  /** Called once the request is on the server. */
  onSent?: () => void;
}

type Errors = Partial<Record<'startDate' | 'endDate' | 'message' | 'answer' | 'form', string>>;

const text = (key: string, values?: Record<string, unknown>) =>
  translate('stay-requests', key, values);

const stepTitle = (step: Step, total: number) => {
  switch (step.kind) {
    case 'dates':
      return text('stepper.titles.dates');
    case 'message':
      return text('stepper.titles.message');
    case 'question':
      return text('stepper.titles.question', { number: step.index + 1, total });
    case 'review':
      return text('stepper.titles.review');
  }
};

/** The step's name, the same in every language (a React key). */
const stepKey = (step: Step) => (step.kind === 'question' ? `question-${step.index}` : step.kind);

const stepShortName = (step: Step) =>
  step.kind === 'question'
    ? text('stepper.steps.question', { number: step.index + 1 })
    : text(`stepper.steps.${step.kind}`);

/**
 * "Request to stay": dates inside the host's window, a message, one step per
 * screening question, then a review. Each step is checked before the next;
 * Back keeps everything typed (the draft is kept per property until sent).
 */
export function RequestStepper({
  propertyId,
  propertyTitle,
  hostName,
  terms,
  onDone,
  onSent,
}: RequestStepperProps) {
  const { t } = useTranslation('stay-requests');
  const steps = stepsFor(terms);
  const questionCount = terms.screeningQuestions.length;
  const [draft, dispatch] = useReducer(draftReducer, propertyId, loadDraft);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateStayRequest(propertyId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepIndex = Math.min(draft.step, steps.length - 1);
  const step = steps[stepIndex] ?? { kind: 'dates' };
  const firstRender = useRef(true);

  useEffect(() => saveDraft(propertyId, draft), [propertyId, draft]);

  // A new step: its heading takes focus, so screen readers say where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stepIndex, draft.completed]);

  function go(to: number) {
    const target = steps[to];
    setErrors({});
    dispatch({
      type: 'go',
      step: to,
      ...(target?.kind === 'question' ? { questionIndex: target.index } : {}),
    });
  }

  /** The current step's problems; empty when it may move on. */
  function check(current: Step): Errors {
    if (current.kind === 'dates') return checkDates(draft.data, terms);
    if (current.kind === 'message') {
      const message = checkMessage(draft.data.message);
      return message ? { message } : {};
    }
    if (current.kind === 'question') {
      const answer = checkAnswer(draft.screening.answers[current.id]);
      return answer ? { answer } : {};
    }
    return {};
  }

  function next() {
    const found = check(step);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    go(stepIndex + 1);
  }

  /** Sends the request; a problem the server finds sends the helper to its step. */
  function send() {
    for (const [index, candidate] of steps.entries()) {
      if (candidate.kind === 'review') break;
      const found = check(candidate);
      if (Object.keys(found).length > 0) {
        go(index);
        setErrors(found);
        return;
      }
    }
    create.mutate(
      {
        startDate: draft.data.startDate,
        endDate: draft.data.endDate,
        message: draft.data.message.trim(),
        answers: terms.screeningQuestions.map((q) => ({
          questionId: q.id,
          answer: (draft.screening.answers[q.id] ?? '').trim(),
        })),
      },
      {
        onSuccess: () => {
          dispatch({ type: 'completed' });
          onSent?.();
        },
        onError: (error) => {
          if (!isApiError(error)) {
            setErrors({ form: t('common:errors.unexpected') });
            return;
          }
          const question = terms.screeningQuestions.findIndex((q) =>
            error.fields.some((f) => f.field.endsWith(q.id)),
          );
          if (question >= 0) {
            go(2 + question);
            setErrors({ answer: error.fieldMessage(terms.screeningQuestions[question]?.id ?? '') });
            return;
          }
          const windowRefusal = WINDOW_REFUSALS[error.serverMessage];
          if (windowRefusal) {
            go(0);
            // Its words are in 'discovery', loaded only when a refusal comes.
            void i18n
              .loadNamespaces('discovery')
              .then(() => setErrors({ endDate: translate('discovery', windowRefusal) }));
            return;
          }
          if (/stay|date/i.test(error.serverMessage) && error.status === 422) {
            go(0);
            setErrors({ endDate: error.message });
            return;
          }
          setErrors({ form: error.message });
        },
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step.kind === 'review') send();
    else next();
  }

  if (draft.completed) {
    return (
      <div className="flex flex-col items-center gap-3 py-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success/10 text-success">
          <PartyPopper aria-hidden="true" className="size-7" />
        </span>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-title font-semibold tracking-tight outline-none"
        >
          {t('stepper.sent')}
        </h2>
        <p className="max-w-sm text-body-sm text-muted-foreground">
          {t('stepper.sentText', { host: hostName })}
        </p>
        <Button onClick={onDone} className="mt-2">
          {t('common:actions.done')}
        </Button>
      </div>
    );
  }

  const days =
    draft.data.startDate && draft.data.endDate && draft.data.endDate > draft.data.startDate
      ? stayDays(draft.data.startDate, draft.data.endDate)
      : null;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-label={t('dialog.button')}
    >
      <StepDots steps={steps} current={stepIndex} />
      <div className="flex flex-col gap-1">
        <p className="text-caption font-semibold text-muted-foreground">
          {t('stepper.step', { number: stepIndex + 1, total: steps.length })}
        </p>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-title font-semibold tracking-tight outline-none"
        >
          {stepTitle(step, questionCount)}
        </h2>
      </div>

      {step.kind === 'dates' ? (
        <div className="flex flex-col gap-4">
          <p className="text-body-sm text-muted-foreground">
            {t('stepper.window', {
              host: hostName,
              dates: formatDayRange(terms.availableFrom, terms.availableTo),
              length: stayLengthText(terms.minStayDays, terms.maxStayDays),
            })}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('stepper.arrive')} error={errors.startDate} required>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={draft.data.startDate}
                  min={earliestStart(terms)}
                  max={terms.availableTo}
                  onChange={(event) =>
                    dispatch({ type: 'set-data', field: 'startDate', value: event.target.value })
                  }
                />
              )}
            </Field>
            <Field label={t('stepper.leave')} error={errors.endDate} required>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={draft.data.endDate}
                  min={draft.data.startDate || earliestStart(terms)}
                  max={terms.availableTo}
                  onChange={(event) =>
                    dispatch({ type: 'set-data', field: 'endDate', value: event.target.value })
                  }
                />
              )}
            </Field>
          </div>
          {days !== null ? (
            <p className="text-body-sm font-semibold" aria-live="polite">
              {t('stepper.thatsDays', { count: days })}
            </p>
          ) : null}
        </div>
      ) : null}

      {step.kind === 'message' ? (
        <Field
          label={t('stepper.messageLabel', { host: hostName })}
          hint={t('stepper.messageHint')}
          error={errors.message}
          required
          aside={
            <span className="text-caption text-muted-foreground" aria-hidden="true">
              {draft.data.message.length}/{STAY_REQUEST_LIMITS.message}
            </span>
          }
        >
          {(control) => (
            <Textarea
              {...control}
              rows={6}
              maxLength={STAY_REQUEST_LIMITS.message}
              value={draft.data.message}
              onChange={(event) =>
                dispatch({ type: 'set-data', field: 'message', value: event.target.value })
              }
            />
          )}
        </Field>
      ) : null}

      {step.kind === 'question' ? (
        <Field label={step.question} error={errors.answer} required>
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              maxLength={STAY_REQUEST_LIMITS.answer}
              value={draft.screening.answers[step.id] ?? ''}
              onChange={(event) =>
                dispatch({ type: 'answer', questionId: step.id, value: event.target.value })
              }
            />
          )}
        </Field>
      ) : null}

      {step.kind === 'review' ? (
        <Review propertyTitle={propertyTitle} draft={draft} terms={terms} days={days} onEdit={go} />
      ) : null}

      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-4 sm:flex-row sm:justify-between">
        {stepIndex > 0 ? (
          <Button variant="outline" onClick={() => go(stepIndex - 1)} disabled={create.isPending}>
            <ArrowLeft aria-hidden="true" />
            {t('common:actions.back')}
          </Button>
        ) : (
          <Button variant="ghost" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
        )}
        {step.kind === 'review' ? (
          <SubmitButton pending={create.isPending} pendingLabel={t('stepper.sending')}>
            <Check aria-hidden="true" />
            {t('stepper.send')}
          </SubmitButton>
        ) : (
          <Button type="submit">
            {steps[stepIndex + 1]?.kind === 'review'
              ? t('stepper.toReview')
              : t('common:actions.next')}
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </form>
  );
}

function StepDots({ steps, current }: { steps: Step[]; current: number }) {
  const { t } = useTranslation('stay-requests');
  return (
    <ol className="flex gap-1.5" aria-label={t('stepper.stepsLabel')}>
      {steps.map((step, index) => (
        <li
          key={stepKey(step)}
          aria-current={index === current ? 'step' : undefined}
          className={cn(
            'h-1.5 flex-1 rounded-full',
            index < current ? 'bg-primary' : index === current ? 'bg-primary/60' : 'bg-muted',
          )}
        >
          <span className="sr-only">
            {index < current
              ? t('stepper.stepDone', { step: stepShortName(step) })
              : stepShortName(step)}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Review({
  propertyTitle,
  draft,
  terms,
  days,
  onEdit,
}: {
  propertyTitle: string;
  draft: ReturnType<typeof loadDraft>;
  terms: ExchangeTerms;
  days: number | null;
  onEdit: (step: number) => void;
}) {
  const { t } = useTranslation('stay-requests');
  // The Edit button lives in the dd: a dl's groups hold only dt and dd.
  const edit = (step: number, label: string) => (
    <Button
      variant="ghost"
      size="sm"
      className="absolute top-2 right-2"
      onClick={() => onEdit(step)}
      aria-label={label}
    >
      <Pencil aria-hidden="true" />
      {t('common:actions.edit')}
    </Button>
  );
  const row = 'relative p-3.5 pr-20';
  return (
    <dl className="flex flex-col divide-y divide-border rounded-xl border border-border">
      <div className={row}>
        <dt className="text-caption font-semibold text-muted-foreground">
          {t('review.dates', { property: propertyTitle })}
        </dt>
        <dd className="mt-0.5 text-body-sm">
          <span>
            {days !== null
              ? t('review.datesWithDays', {
                  start: formatDay(draft.data.startDate),
                  end: formatDay(draft.data.endDate),
                  count: days,
                })
              : t('review.datesOnly', {
                  start: formatDay(draft.data.startDate),
                  end: formatDay(draft.data.endDate),
                })}
          </span>
          {edit(0, t('review.editDates'))}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-caption font-semibold text-muted-foreground">
          {t('stepper.steps.message')}
        </dt>
        <dd className="mt-0.5 text-body-sm break-words whitespace-pre-line">
          <span>{draft.data.message.trim()}</span>
          {edit(1, t('review.editMessage'))}
        </dd>
      </div>
      {terms.screeningQuestions.map((q, index) => (
        <div key={q.id} className={row}>
          <dt className="text-caption font-semibold text-muted-foreground">{q.question}</dt>
          <dd className="mt-0.5 text-body-sm break-words whitespace-pre-line">
            <span>{(draft.screening.answers[q.id] ?? '').trim()}</span>
            {edit(2 + index, t('review.editAnswer', { number: index + 1 }))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
