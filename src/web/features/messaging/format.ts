import { format, formatDistanceToNowStrict, isToday, isYesterday } from 'date-fns';

/** "5 minutes ago", "just now". */
export function relativeTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Math.abs(now.getTime() - date.getTime()) < 45_000) return 'just now';
  return formatDistanceToNowStrict(date, { addSuffix: true });
}

/** A day separator's label: Today, Yesterday, or the date. */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (isToday(date)) return 'Today';
  if (isYesterday(date)) return 'Yesterday';
  return format(date, date.getFullYear() === now.getFullYear() ? 'EEEE d MMMM' : 'd MMMM yyyy');
}

/** A message's time of day, e.g. 14:05. */
export function timeOfDay(iso: string): string {
  return format(new Date(iso), 'HH:mm');
}
