import { formatReaderNumber } from '@web/lib/reader-format';

/*
 * How reviews and records write their figures; one place so the card, the
 * summary and the reputations agree ('4.5', '142 h', '96 %').
 */

/** An average to one decimal, in the reader's locale. */
export const formatRating = (average: number) => formatReaderNumber(Math.round(average * 10) / 10);

/** Whole hours from minutes; a stay's hours read better without minutes. */
export const formatHours = (minutes: number) => `${formatReaderNumber(Math.round(minutes / 60))} h`;

/** A moment (ISO timestamp) as a day in the reader's locale. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatReaderNumber(count)} ${count === 1 ? one : many}`;
