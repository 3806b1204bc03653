import type { ExchangeTerms } from '@shared/api/exchange-terms';
import { STAY_REQUEST_LIMITS } from '@shared/api/memberships';
import { translate } from '@web/lib/i18n/i18n';
import { formatDay, todayIso } from '@web/lib/labels/property-labels';

const text = (key: string, values?: Record<string, unknown>) =>
  translate('stay-requests', key, values);

/*
 * The "Request to stay" stepper's state (SPEC 3: stay-request data with a
 * completed flag, and a screening state). Kept per property in sessionStorage,
 * so going back, closing the dialog or reloading loses nothing until it is sent.
 */

export interface StayRequestDraft {
  data: { startDate: string; endDate: string; message: string };
  /** True once the request was sent. */
  completed: boolean;
  /** Answers by question id, and the question being answered. */
  screening: { answers: Record<string, string>; current: number };
  /** Index into the steps (dates, message, one per question, review). */
  step: number;
}

export const emptyDraft = (): StayRequestDraft => ({
  data: { startDate: '', endDate: '', message: '' },
  completed: false,
  screening: { answers: {}, current: 0 },
  step: 0,
});

export type Step =
  | { kind: 'dates' }
  | { kind: 'message' }
  | { kind: 'question'; index: number; id: string; question: string }
  | { kind: 'review' };

export function stepsFor(terms: Pick<ExchangeTerms, 'screeningQuestions'>): Step[] {
  return [
    { kind: 'dates' },
    { kind: 'message' },
    ...terms.screeningQuestions.map(
      (q, index): Step => ({ kind: 'question', index, id: q.id, question: q.question }),
    ),
    { kind: 'review' },
  ];
}

export type DraftAction =
  | { type: 'set-data'; field: keyof StayRequestDraft['data']; value: string }
  | { type: 'answer'; questionId: string; value: string }
  | { type: 'go'; step: number; questionIndex?: number }
  | { type: 'completed' }
  | { type: 'reset' };

export function draftReducer(state: StayRequestDraft, action: DraftAction): StayRequestDraft {
  switch (action.type) {
    case 'set-data':
      return { ...state, data: { ...state.data, [action.field]: action.value } };
    case 'answer':
      return {
        ...state,
        screening: {
          ...state.screening,
          answers: { ...state.screening.answers, [action.questionId]: action.value },
        },
      };
    case 'go':
      return {
        ...state,
        step: action.step,
        screening:
          action.questionIndex === undefined
            ? state.screening
            : { ...state.screening, current: action.questionIndex },
      };
    case 'completed':
      return { ...state, completed: true };
    case 'reset':
      return emptyDraft();
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days from start to end, as the server counts them. */
export const stayDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

type DateTerms = Pick<
  ExchangeTerms,
  'availableFrom' | 'availableTo' | 'minStayDays' | 'maxStayDays'
>;

/** The first day a stay may start: today, or the window's start if later. */
export const earliestStart = (terms: DateTerms, today = todayIso()) =>
  [terms.availableFrom, today].sort().at(-1) ?? today;

/** The dates step's problems, per field (the server's rules, checked before sending). */
export function checkDates(
  data: StayRequestDraft['data'],
  terms: DateTerms,
  today = todayIso(),
): { startDate?: string; endDate?: string } {
  const errors: { startDate?: string; endDate?: string } = {};
  if (!data.startDate) errors.startDate = text('checks.arriveRequired');
  if (!data.endDate) errors.endDate = text('checks.leaveRequired');
  if (errors.startDate || errors.endDate) return errors;
  if (data.startDate < today) errors.startDate = text('checks.startInPast');
  else if (data.startDate < terms.availableFrom)
    errors.startDate = text('checks.availableFrom', { day: formatDay(terms.availableFrom) });
  if (data.endDate <= data.startDate) errors.endDate = text('checks.endBeforeStart');
  else if (data.endDate > terms.availableTo)
    errors.endDate = text('checks.availableUntil', { day: formatDay(terms.availableTo) });
  if (errors.startDate || errors.endDate) return errors;
  const days = stayDays(data.startDate, data.endDate);
  if (days < terms.minStayDays || days > terms.maxStayDays)
    errors.endDate = text('checks.stayLength', {
      min: terms.minStayDays,
      max: terms.maxStayDays,
      days,
    });
  return errors;
}

export function checkMessage(message: string): string | undefined {
  const text = message.trim();
  if (!text) return translate('stay-requests', 'checks.messageRequired');
  if (text.length > STAY_REQUEST_LIMITS.message)
    return translate('stay-requests', 'checks.messageTooLong', {
      max: STAY_REQUEST_LIMITS.message,
    });
  return undefined;
}

export function checkAnswer(answer: string | undefined): string | undefined {
  const text = answer?.trim() ?? '';
  if (!text) return translate('stay-requests', 'checks.answerRequired');
  if (text.length > STAY_REQUEST_LIMITS.answer)
    return translate('stay-requests', 'checks.answerTooLong', { max: STAY_REQUEST_LIMITS.answer });
  return undefined;
}

const storageKey = (propertyId: string) => `homestay:stay-request:${propertyId}`;

export function loadDraft(propertyId: string): StayRequestDraft {
  try {
    const raw = window.sessionStorage.getItem(storageKey(propertyId));
    if (!raw) return emptyDraft();
    const parsed = JSON.parse(raw) as Partial<StayRequestDraft>;
    const base = emptyDraft();
    if (parsed.completed) return base;
    return {
      data: { ...base.data, ...parsed.data },
      completed: false,
      screening: {
        answers: { ...parsed.screening?.answers },
        current: parsed.screening?.current ?? 0,
      },
      step: typeof parsed.step === 'number' ? parsed.step : 0,
    };
  } catch {
    return emptyDraft();
  }
}

export function saveDraft(propertyId: string, draft: StayRequestDraft) {
  try {
    if (draft.completed) window.sessionStorage.removeItem(storageKey(propertyId));
    else window.sessionStorage.setItem(storageKey(propertyId), JSON.stringify(draft));
  } catch {
    // Private mode or full storage: the draft lives as long as the page.
  }
}
