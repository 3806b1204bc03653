import { formatDateTime } from '@web/lib/i18n/format';
import { translate } from '@web/lib/i18n/i18n';
import { formatReaderNumber, readerLocale } from '@web/lib/reader-format';

/*
 * How reviews and records write their figures; one place so the card, the
 * summary and the reputations agree ('4.5', '142 h', '96 %'), in the
 * reader's language.
 */

/** An average to one decimal, in the reader's locale. */
export const formatRating = (average: number) => formatReaderNumber(Math.round(average * 10) / 10);

/** Whole hours from minutes; a stay's hours read better without minutes. */
export const formatHours = (minutes: number) =>
  translate('reviews', 'format.hours', { hours: formatReaderNumber(Math.round(minutes / 60)) });

/** A moment (ISO timestamp) as a day in the reader's locale. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDateTime(date, { day: 'numeric', month: 'short', year: 'numeric' }, readerLocale());
}

/** A review category's name ('Reliability'), or its code when this client does not know it. */
export function categoryLabel(key: string): string {
  const label = translate('reviews', `categories.${key}`);
  return label === `categories.${key}` ? key : label;
}
