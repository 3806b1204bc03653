import { type ExchangeTerms, exchangeTermsInputSchema } from '@shared/api/exchange-terms';
import type { Provision } from '@shared/api/property-fields';
import { type ListItem, newListItem } from '@web/components/ordered-list-editor';
import { translate } from '@web/lib/i18n/i18n';
import { validationText } from '@web/lib/i18n/validation-text';
import { addMonths, format } from 'date-fns';
import type { z } from 'zod';

/** The exchange-terms form's fields as the controls hold them. */
export interface TermsFormValues {
  hoursPerWeek: string;
  daysPerWeek: string;
  provides: Provision[];
  minStayDays: string;
  maxStayDays: string;
  availableFrom: string;
  availableTo: string;
  skillsWanted: string[];
  screeningQuestions: ListItem[];
  agreementClauses: ListItem[];
  defaultChorePoints: string;
}

export type TermsFieldName = keyof TermsFormValues;

export const TERMS_FIELD_ORDER: readonly TermsFieldName[] = [
  'hoursPerWeek',
  'daysPerWeek',
  'provides',
  'minStayDays',
  'maxStayDays',
  'availableFrom',
  'availableTo',
  'skillsWanted',
  'screeningQuestions',
  'agreementClauses',
  'defaultChorePoints',
];

/** A starting point for a property without terms: a common shape, dates from today. */
export function defaultTermsValues(now = new Date()): TermsFormValues {
  return {
    hoursPerWeek: '20',
    daysPerWeek: '5',
    provides: [],
    minStayDays: '14',
    maxStayDays: '90',
    availableFrom: format(now, 'yyyy-MM-dd'),
    availableTo: format(addMonths(now, 6), 'yyyy-MM-dd'),
    skillsWanted: [],
    screeningQuestions: [],
    agreementClauses: [],
    defaultChorePoints: '10',
  };
}

export function valuesFromTerms(terms: ExchangeTerms): TermsFormValues {
  return {
    hoursPerWeek: String(terms.hoursPerWeek),
    daysPerWeek: String(terms.daysPerWeek),
    provides: [...terms.provides],
    minStayDays: String(terms.minStayDays),
    maxStayDays: String(terms.maxStayDays),
    availableFrom: terms.availableFrom,
    availableTo: terms.availableTo,
    skillsWanted: [...terms.skillsWanted],
    screeningQuestions: terms.screeningQuestions.map((q) => newListItem(q.question, q.id)),
    agreementClauses: terms.agreementClauses.map((clause) => newListItem(clause)),
    defaultChorePoints: String(terms.defaultChorePoints),
  };
}

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export interface TermsErrors {
  fields: Partial<Record<TermsFieldName, string>>;
  /** Messages for single questions or clauses, by the row's key. */
  items: Partial<Record<string, string>>;
}

/** Checks the form with the shared schema the server uses; errors per field and per row. */
export function validateTerms(
  values: TermsFormValues,
):
  | { ok: true; data: z.output<typeof exchangeTermsInputSchema> }
  | { ok: false; errors: TermsErrors } {
  const result = exchangeTermsInputSchema.safeParse({
    hoursPerWeek: toNumber(values.hoursPerWeek),
    daysPerWeek: toNumber(values.daysPerWeek),
    provides: values.provides,
    minStayDays: toNumber(values.minStayDays),
    maxStayDays: toNumber(values.maxStayDays),
    availableFrom: values.availableFrom,
    availableTo: values.availableTo,
    skillsWanted: values.skillsWanted,
    screeningQuestions: values.screeningQuestions.map((item) =>
      item.id ? { id: item.id, question: item.text } : { question: item.text },
    ),
    agreementClauses: values.agreementClauses.map((item) => item.text),
    defaultChorePoints: toNumber(values.defaultChorePoints),
  });
  if (result.success) return { ok: true, data: result.data };
  const errors: TermsErrors = { fields: {}, items: {} };
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    const name = String(field) as TermsFieldName;
    const list = name === 'screeningQuestions' || name === 'agreementClauses' ? values[name] : null;
    const row = list && typeof index === 'number' ? list[index] : undefined;
    if (row) {
      errors.items[row.key] ??= validationText(issue.message, issue);
      errors.fields[name] ??= translate('properties', 'terms.checkRow', {
        row: name === 'screeningQuestions' ? 'question' : 'clause',
        position: (index as number) + 1,
      });
    } else {
      // A date that does not parse reads better with its label.
      const message =
        issue.message === 'must be a date (YYYY-MM-DD)'
          ? translate('properties', 'terms.chooseDate')
          : validationText(issue.message, issue);
      errors.fields[name] ??= message;
    }
  }
  return { ok: false, errors };
}
