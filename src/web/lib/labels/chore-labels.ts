import { LABELS_NAMESPACE, translate } from '@web/lib/i18n/i18n';
import { translatedLabels } from '@web/lib/i18n/label-map';
import { formatReaderNumber, readerLocale } from '@web/lib/reader-format';

/*
 * How chore values read on screen: statuses, groups, recurrence, due dates.
 * SPEC quotes none of these words; they are the screens' own, kept in one
 * place so the list, the details and the dashboard say them the same way,
 * each read from the `labels` catalogue in the language on screen.
 */

/**
 * DESIGN.md section 3: the groups every host has, before their own. These
 * are the values stored on a chore (English); `choreGroupLabel` shows one.
 */
export const DEFAULT_CHORE_GROUPS = [
  'Cleaning',
  'Kitchen',
  'Garden',
  'Animals',
  'Maintenance',
  'Laundry',
  'Other',
] as const;

const defaultGroupKey = new Map<string, string>(
  DEFAULT_CHORE_GROUPS.map((group) => [group.toLowerCase(), group.toLowerCase()]),
);

/** A chore group as read on screen: a default group in the language on screen, a host's own as written. */
export function choreGroupLabel(group: string): string {
  const key = defaultGroupKey.get(group.trim().toLowerCase());
  return key ? translate(LABELS_NAMESPACE, `choreGroup.${key}`) : group;
}

/** The default groups, then the host's own (without repeats, case-insensitive). */
export function choreGroupOptions(custom: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const group of [...DEFAULT_CHORE_GROUPS, ...custom]) {
    const key = group.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(group.trim());
  }
  return out;
}

export type ChoreStatusName = 'open' | 'in_progress' | 'submitted' | 'approved' | 'cancelled';

export const choreStatusLabel: Readonly<Record<ChoreStatusName, string>> = translatedLabels(
  LABELS_NAMESPACE,
  'choreStatus',
  ['open', 'in_progress', 'submitted', 'approved', 'cancelled'] as const,
);

export type RecurrenceName = 'none' | 'daily' | 'weekly' | 'monthly';

export const recurrenceLabel: Readonly<Record<RecurrenceName, string>> = translatedLabels(
  LABELS_NAMESPACE,
  'recurrence',
  ['none', 'daily', 'weekly', 'monthly'] as const,
);

/** ISO weekdays 1 (Monday) to 7. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number];

/** Intl formats made once per locale. */
function perLocale<T>(make: (locale: string) => T): (locale?: string) => T {
  const made = new Map<string, T>();
  return (locale = readerLocale()) => {
    let format = made.get(locale);
    if (!format) {
      format = make(locale);
      made.set(locale, format);
    }
    return format;
  };
}

const weekdayFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
);

/** 'Mon' ... 'Sun' ('Mo.', 'lun.') from Intl; 1 January 2024 was a Monday. */
const weekdayName = (day: number) => weekdayFormat().format(new Date(Date.UTC(2024, 0, day)));

/** Short weekday names by ISO number, in the language on screen. */
export const weekdayShort: Readonly<Record<WeekdayKey, string>> = (() => {
  const names = {} as Record<WeekdayKey, string>;
  for (const key of WEEKDAYS) {
    Object.defineProperty(names, key, { enumerable: true, get: () => weekdayName(Number(key)) });
  }
  return Object.freeze(names);
})();

const dayListFormat = perLocale(
  (locale) => new Intl.ListFormat(locale, { type: 'unit', style: 'short' }),
);

/** "Every day", "Every week on Mon, Thu", "Every month". */
export function recurrenceLine(recurrence: RecurrenceName, days: readonly number[] = []): string {
  if (recurrence === 'weekly' && days.length > 0) {
    const names = [...days]
      .sort((a, b) => a - b)
      .map((day) => weekdayShort[String(day) as WeekdayKey])
      .filter(Boolean);
    return translate(LABELS_NAMESPACE, 'recurrenceOn', { days: dayListFormat().format(names) });
  }
  return recurrenceLabel[recurrence];
}

export interface DueInfo {
  /** "in 3 hours", "2 days ago", "due now". */
  relative: string;
  /** "Mon 3 Mar, 14:00" for a title attribute and screen readers. */
  absolute: string;
  overdue: boolean;
  /** Due within the next 24 hours (and not overdue). */
  soon: boolean;
}

const absoluteFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

const relativeFormat = perLocale(
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }),
);

const MINUTE = 60_000;
/** The units of a distance, largest first, in minutes: 'in 3 hours', never '3.4 hours'. */
const DISTANCE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 525_600],
  ['month', 43_200],
  ['day', 1_440],
  ['hour', 60],
  ['minute', 1],
];

/** "in 3 hours", "2 days ago": the largest whole unit, rounded down. */
function relativeDistance(diff: number): string {
  const minutes = Math.floor(Math.abs(diff) / MINUTE);
  const [unit, size] = DISTANCE_UNITS.find(([, size]) => minutes >= size) ?? ['minute', 1];
  const amount = Math.floor(minutes / size);
  return relativeFormat().format(diff < 0 ? -amount : amount, unit);
}

/**
 * A due time relative to now: "in 3 hours" or "2 days ago". Overdue only
 * counts for chores still to do (open or in progress): a submitted or done
 * chore is not late any more.
 */
export function dueInfo(
  dueAt: string | null | undefined,
  now: Date = new Date(),
  stillToDo = true,
): DueInfo | null {
  if (!dueAt) return null;
  const due = new Date(dueAt);
  if (Number.isNaN(due.getTime())) return null;
  const diff = due.getTime() - now.getTime();
  const absolute = absoluteFormat().format(due);
  if (Math.abs(diff) < MINUTE) {
    return {
      relative: translate(LABELS_NAMESPACE, 'due.now'),
      absolute,
      overdue: false,
      soon: true,
    };
  }
  return {
    relative: relativeDistance(diff),
    absolute,
    overdue: stillToDo && diff < 0,
    soon: stillToDo && diff > 0 && diff <= 24 * 3_600_000,
  };
}

/** "1 point", "1,250 points". */
export const pointsText = (points: number) =>
  translate(LABELS_NAMESPACE, 'points', { count: points });

/** "45 min", "1 h 30 min", "2 h". */
export function minutesText(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '';
  if (minutes < 60) {
    return translate(LABELS_NAMESPACE, 'duration.minutes', {
      minutes: formatReaderNumber(minutes),
    });
  }
  const hours = formatReaderNumber(Math.floor(minutes / 60));
  const rest = minutes % 60;
  return rest === 0
    ? translate(LABELS_NAMESPACE, 'duration.hours', { hours })
    : translate(LABELS_NAMESPACE, 'duration.hoursMinutes', {
        hours,
        minutes: formatReaderNumber(rest),
      });
}

/** "3.5 h" from minutes, one decimal at most. */
export const hoursText = (minutes: number) =>
  translate(LABELS_NAMESPACE, 'duration.hours', {
    hours: formatReaderNumber(Math.round((minutes / 60) * 10) / 10),
  });
