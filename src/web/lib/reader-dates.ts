import type { DayFormatter } from '@shared/activity-text';

/*
 * Days as the reader writes them (issue 24): the browser's language picks the
 * order, the month's name and the punctuation ('3 Jan 2027' in en-GB,
 * 'Jan 3, 2027' in en-US, '3. Jan. 2027' in de-DE). Issue 17 will let a person
 * choose the language; until then it is the browser's.
 */

/** The reader's locale: the browser's language, or the runtime's default. */
export function readerLocale(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language || undefined;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: string | undefined): Intl.DateTimeFormat {
  const key = locale ?? '';
  let format = formats.get(key);
  if (!format) {
    const options = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      // A language tag the runtime refuses: its default locale rather than no date.
      format = new Intl.DateTimeFormat(undefined, options);
    }
    formats.set(key, format);
  }
  return format;
}

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

/** formatReaderDay for one locale, as the shared sentence builders take it. */
export const readerDayFormatter =
  (locale = readerLocale()): DayFormatter =>
  (isoDay) =>
    formatReaderDay(isoDay, locale);
