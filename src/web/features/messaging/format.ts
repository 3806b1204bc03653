import { formatDateTime, formatRelativeTime } from '@web/lib/i18n/format';
import { translate } from '@web/lib/i18n/i18n';
import { readerLocale } from '@web/lib/reader-format';
import { isToday, isYesterday } from 'date-fns';
import { useTranslation } from 'react-i18next';

/*
 * The chat's and the Inbox's times, in the reader's language through Intl
 * (issue 17): no month names or plural rules of our own.
 */

/** "5 minutes ago", "just now", "hace 5 minutos". */
export function relativeTime(iso: string, now = new Date(), locale = readerLocale()): string {
  const date = new Date(iso);
  if (Math.abs(now.getTime() - date.getTime()) < 45_000) {
    return translate('messaging', 'time.justNow');
  }
  return formatRelativeTime(date, now, locale);
}

/** `relativeTime` in a component: it renders again when the language changes. */
export function useRelativeTime(): (iso: string) => string {
  useTranslation('messaging');
  return (iso) => relativeTime(iso);
}

/** A day separator's label: Today, Yesterday, or the date. */
export function dayLabel(iso: string, now = new Date(), locale = readerLocale()): string {
  const date = new Date(iso);
  if (isToday(date)) return translate('messaging', 'time.today');
  if (isYesterday(date)) return translate('messaging', 'time.yesterday');
  return formatDateTime(
    date,
    date.getFullYear() === now.getFullYear()
      ? { weekday: 'long', day: 'numeric', month: 'long' }
      : { day: 'numeric', month: 'long', year: 'numeric' },
    locale,
  );
}

/** A message's time of day on a 24-hour clock, e.g. 14:05. */
export function timeOfDay(iso: string, locale = readerLocale()): string {
  return formatDateTime(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, locale);
}
