import type { QueryCache } from '@tanstack/react-query';
import { readerLocale } from '@web/lib/reader-format';

/**
 * When the data on screen was fetched: the oldest `dataUpdatedAt` among the
 * queries the page is using (the session aside: it is re-read, not shown).
 * 0 when the page shows no fetched data.
 */
export function oldestShownData(cache: QueryCache): number {
  let oldest = 0;
  for (const query of cache.getAll()) {
    if (query.queryKey[0] === 'auth' || !query.isActive()) continue;
    const at = query.state.dataUpdatedAt;
    if (at > 0 && (oldest === 0 || at < oldest)) oldest = at;
  }
  return oldest;
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/**
 * A moment as the reader writes it: '14:05' (en-GB) or '2:05 PM' (en-US)
 * today, with the day before it when it was another day ('3 Jan, 14:05').
 */
export function formatSavedAt(at: number, now = Date.now(), locale = readerLocale()): string {
  const date = new Date(at);
  const options: Intl.DateTimeFormatOptions = sameDay(date, new Date(now))
    ? { hour: 'numeric', minute: '2-digit' }
    : { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat(locale, options).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(date);
  }
}
