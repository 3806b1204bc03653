import { formatDistanceStrict } from 'date-fns';

/*
 * How chore values read on screen: statuses, groups, recurrence, due dates.
 * SPEC quotes none of these words; they are the screens' own, kept in one
 * place so the list, the details and the dashboard say them the same way.
 */

/** DESIGN.md section 3: the groups every host has, before their own. */
export const DEFAULT_CHORE_GROUPS = [
  'Cleaning',
  'Kitchen',
  'Garden',
  'Animals',
  'Maintenance',
  'Laundry',
  'Other',
] as const;

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

export const choreStatusLabel: Record<ChoreStatusName, string> = {
  open: 'Open',
  in_progress: 'In progress',
  submitted: 'Waiting for review',
  approved: 'Done',
  cancelled: 'Cancelled',
};

export type RecurrenceName = 'none' | 'daily' | 'weekly' | 'monthly';

export const recurrenceLabel: Record<RecurrenceName, string> = {
  none: 'Does not repeat',
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
};

/** ISO weekdays 1 (Monday) to 7. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number];
export const weekdayShort: Record<WeekdayKey, string> = {
  '1': 'Mon',
  '2': 'Tue',
  '3': 'Wed',
  '4': 'Thu',
  '5': 'Fri',
  '6': 'Sat',
  '7': 'Sun',
};

/** "Every day", "Every week on Mon, Thu", "Every month". */
export function recurrenceLine(recurrence: RecurrenceName, days: readonly number[] = []): string {
  if (recurrence === 'weekly' && days.length > 0) {
    const names = [...days]
      .sort((a, b) => a - b)
      .map((day) => weekdayShort[String(day) as WeekdayKey])
      .filter(Boolean);
    return `Every week on ${names.join(', ')}`;
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

const absoluteFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

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
  const absolute = absoluteFormat.format(due);
  if (Math.abs(diff) < 60_000) return { relative: 'due now', absolute, overdue: false, soon: true };
  const distance = formatDistanceStrict(due, now, { roundingMethod: 'floor' });
  return {
    relative: diff > 0 ? `in ${distance}` : `${distance} ago`,
    absolute,
    overdue: stillToDo && diff < 0,
    soon: stillToDo && diff > 0 && diff <= 24 * 3_600_000,
  };
}

/** "1 point", "1,250 points". */
export const pointsText = (points: number) =>
  `${points.toLocaleString('en-US')} ${Math.abs(points) === 1 ? 'point' : 'points'}`;

/** "45 min", "1 h 30 min", "2 h". */
export function minutesText(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "3.5 h" from minutes, one decimal at most. */
export const hoursText = (minutes: number) => {
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours.toLocaleString('en-US')} h`;
};
