import { useTranslation } from 'react-i18next';
import { formatReaderDay, formatReaderNumber, readerLocale } from '../reader-format';

/*
 * Times and relative times in the reader's language (issue 17), beside
 * reader-format's days and numbers. Everything goes through Intl: no
 * month names or plural rules of our own.
 */

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * '5 minutes ago', 'in 2 days', 'yesterday', 'hace 5 minutos', 'vor 2 Tagen':
 * `date` against `now`, in the largest whole unit; under a minute is 'now'.
 */
export function formatRelativeTime(
  date: Date | string,
  now: Date = new Date(),
  locale: string = readerLocale(),
): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** A moment as date and time ('26 Nov 2026, 14:05'), in the reader's language. */
export function formatDateTime(
  date: Date | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
  locale: string = readerLocale(),
): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return new Intl.DateTimeFormat(locale, options).format(value);
}

/**
 * The first day of the week where the reader lives: 1 Monday ... 7 Sunday
 * (Intl.Locale's week info; Sunday for en-US and pt-BR, Monday for most of
 * Europe).
 */
export function weekStart(locale: string = readerLocale()): number {
  const intlLocale = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const info = intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo;
  if (info) return info.firstDay;
  const region = intlLocale.maximize().region;
  return region === 'US' || region === 'BR' || region === 'CA' ? 7 : 1;
}

/**
 * The formatters for the language on screen; a component that uses them
 * renders again when the language changes.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = readerLocale();
  return {
    /** Keyed by the language, so memoised values can depend on it. */
    locale,
    language: i18n.language,
    day: (isoDay: string) => formatReaderDay(isoDay, locale),
    number: (value: number) => formatReaderNumber(value, locale),
    dateTime: (date: Date | string, options?: Intl.DateTimeFormatOptions) =>
      formatDateTime(date, options, locale),
    relative: (date: Date | string, now?: Date) => formatRelativeTime(date, now, locale),
  };
}
