import type { ReaderFormat } from '@shared/activity-text';
import { currentLocale } from './i18n/language';

/*
 * Days and numbers as the reader writes them (issues 24 and 17): the app's
 * language picks the order, the month's name and the punctuation ('3 Jan 2027'
 * in en-GB, 'Jan 3, 2027' in en-US, '3. Jan. 2027' and '22,5' in de-DE).
 */

/**
 * The reader's locale: the app's language, in the browser's own region when
 * the browser speaks the same language (English read in Britain writes
 * '3 Jan 2027', not the US order).
 */
export function readerLocale(): string {
  const app = currentLocale();
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language;
  if (browser && browser.split('-')[0]?.toLowerCase() === app.split('-')[0]?.toLowerCase()) {
    return browser;
  }
  return app;
}

/** Intl formats made once per locale; a tag the runtime refuses falls back to its default. */
function cached<T>(make: (locale: string | undefined) => T) {
  const made = new Map<string, T>();
  return (locale: string | undefined): T => {
    const key = locale ?? '';
    let format = made.get(key);
    if (!format) {
      try {
        format = make(locale);
      } catch {
        format = make(undefined);
      }
      made.set(key, format);
    }
    return format;
  };
}

const dayFormat = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const numberFormat = cached(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
);

/**
 * A calendar day (YYYY-MM-DD) in the reader's locale, the same day everywhere
 * (no time zone shift); the input itself when it is no calendar day.
 */
export function formatReaderDay(isoDay: string, locale = readerLocale()): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!day) return isoDay;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return Number.isNaN(date.getTime()) ? isoDay : dayFormat(locale).format(date);
}

/** A number in the reader's locale, to one decimal at most (22.5, 22,5). */
export function formatReaderNumber(value: number, locale = readerLocale()): string {
  return numberFormat(locale).format(value);
}

/** The reader's format, as the shared sentence builders take it. */
export function readerFormat(locale = readerLocale()): ReaderFormat {
  return {
    day: (isoDay) => formatReaderDay(isoDay, locale),
    number: (value) => formatReaderNumber(value, locale),
  };
}
