import type { Chore } from '@shared/api/chores';
import { choreCreateSchema } from '@shared/api/chores';
import { translate } from '@web/lib/i18n/i18n';
import type { RecurrenceName } from '@web/lib/labels/chore-labels';
import { type FieldErrors, validateForm } from '@web/lib/zod-form';

/*
 * The Add Chore / Edit Chore form: what the inputs hold (strings, as typed),
 * how they become the API's body, and the checks. The body is checked with
 * the shared schema the server uses; the form adds the checks that only make
 * sense on its own inputs (a time without a date, a due time in the past).
 */

export interface ChoreFormValues {
  propertyId: string;
  title: string;
  description: string;
  group: string;
  points: string;
  estimatedMinutes: string;
  /** YYYY-MM-DD in the viewer's time zone; '' for no due date. */
  dueDate: string;
  /** HH:MM; '' means the end of that day. */
  dueTime: string;
  recurrence: RecurrenceName;
  /** ISO weekdays, for weekly. */
  recurrenceDays: number[];
  /** '' means open to any member. */
  assigneeId: string;
}

export type ChoreFieldName = keyof ChoreFormValues;

/** The order fields appear in, to focus the first one with a problem. */
export const CHORE_FIELD_ORDER: readonly ChoreFieldName[] = [
  'propertyId',
  'title',
  'description',
  'group',
  'points',
  'estimatedMinutes',
  'dueDate',
  'dueTime',
  'recurrence',
  'recurrenceDays',
  'assigneeId',
];

export function emptyChoreValues(propertyId = '', points = ''): ChoreFormValues {
  return {
    propertyId,
    title: '',
    description: '',
    group: 'Cleaning',
    points,
    estimatedMinutes: '',
    dueDate: '',
    dueTime: '',
    recurrence: 'none',
    recurrenceDays: [],
    assigneeId: '',
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored time as the local date and time inputs show it. */
export function localDateAndTime(iso: string | null): { dueDate: string; dueTime: string } {
  if (!iso) return { dueDate: '', dueTime: '' };
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { dueDate: '', dueTime: '' };
  return {
    dueDate: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    dueTime: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}

export function valuesFromChore(chore: Chore): ChoreFormValues {
  return {
    propertyId: chore.propertyId,
    title: chore.title,
    description: chore.description ?? '',
    group: chore.group,
    points: String(chore.points),
    estimatedMinutes: chore.estimatedMinutes === null ? '' : String(chore.estimatedMinutes),
    ...localDateAndTime(chore.dueAt),
    recurrence: chore.recurrence,
    recurrenceDays: [...chore.recurrenceDays],
    assigneeId: chore.assignee?.id ?? '',
  };
}

/** The due date and time inputs as one ISO instant (local time), or null. */
export function dueAtFrom(dueDate: string, dueTime: string): string | null {
  if (!dueDate) return null;
  const [y, m, d] = dueDate.split('-').map(Number);
  const [hh, mm] = (dueTime || '23:59').split(':').map(Number);
  if (!y || !m || !d) return null;
  const date = new Date(y, m - 1, d, hh ?? 23, mm ?? 59);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const whole = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The API body for the form's values (create and update share it). */
export function bodyFromValues(values: ChoreFormValues) {
  return {
    propertyId: values.propertyId,
    title: values.title.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
    group: values.group,
    points: whole(values.points),
    estimatedMinutes: whole(values.estimatedMinutes) ?? null,
    dueAt: dueAtFrom(values.dueDate, values.dueTime),
    recurrence: values.recurrence,
    recurrenceDays: values.recurrence === 'weekly' ? values.recurrenceDays : [],
    assigneeId: values.assigneeId === '' ? null : values.assigneeId,
  };
}

export type ChoreBody = ReturnType<typeof bodyFromValues>;

/**
 * Checks the form. `now` is for the "due in the past" rule, which only
 * applies when the due time changed (an old chore may keep its old date).
 */
export function validateChore(
  values: ChoreFormValues,
  options: { now?: Date; initialDueAt?: string | null } = {},
): { ok: true; data: ChoreBody } | { ok: false; errors: FieldErrors<ChoreFieldName> } {
  const body = bodyFromValues(values);
  const errors: FieldErrors<ChoreFieldName> = {};
  const text = (key: string) => translate('chores', `validation.${key}`);
  if (values.points.trim() === '') errors.points = text('pointsRequired');
  else if (!Number.isFinite(Number(values.points))) errors.points = text('pointsWhole');
  if (values.estimatedMinutes.trim() !== '' && !Number.isFinite(Number(values.estimatedMinutes)))
    errors.estimatedMinutes = text('minutesWhole');
  if (values.dueTime && !values.dueDate) errors.dueDate = text('dateForTime');
  const now = options.now ?? new Date();
  if (
    body.dueAt &&
    body.dueAt !== (options.initialDueAt ?? null) &&
    new Date(body.dueAt).getTime() < now.getTime()
  ) {
    errors.dueDate = text('dueInPast');
  }
  if (values.recurrence === 'weekly' && values.recurrenceDays.length === 0)
    errors.recurrenceDays = text('chooseDay');
  if (values.recurrence !== 'none' && !values.dueDate) errors.dueDate = text('repeatingNeedsDue');

  const checked = validateForm(choreCreateSchema, body);
  if (!checked.ok) {
    for (const [key, message] of Object.entries(checked.errors)) {
      const name = key === 'dueAt' ? 'dueDate' : (key as ChoreFieldName);
      errors[name] ??= name === 'propertyId' ? text('chooseProperty') : message;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: body };
}
