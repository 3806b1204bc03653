import { readerLocale } from '@web/lib/reader-format';

/** "10 December 2026 at 14:05", in the reader's language and time zone. */
export function formatDeletionDate(iso: string, locale = readerLocale()): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
}
