import { describe, expect, it } from 'vitest';
import { formatReaderDay, formatReaderNumber } from '../reader-format';
import { formatRelativeTime, weekStart } from './format';

// Issue 17: dates, numbers, relative times and week starts follow the
// language through Intl.

const now = new Date('2026-11-26T12:00:00Z');
const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000);
const daysAhead = (n: number) => new Date(now.getTime() + n * 24 * 3600_000);

describe.each([
  ['en', '5 minutes ago', 'in 2 days', 'yesterday', 'Jan 3, 2027', '22.5', 7],
  ['es', 'hace 5 minutos', 'pasado mañana', 'ayer', '3 ene 2027', '22,5', 1],
  ['fr', 'il y a 5 minutes', 'après-demain', 'hier', '3 janv. 2027', '22,5', 1],
  ['de', 'vor 5 Minuten', 'übermorgen', 'gestern', '3. Jan. 2027', '22,5', 1],
  ['pt-BR', 'há 5 minutos', 'depois de amanhã', 'ontem', '3 de jan. de 2027', '22,5', 7],
])('%s', (locale, ago, ahead, yesterday, day, number, firstDay) => {
  it('writes relative times', () => {
    expect(formatRelativeTime(minutesAgo(5), now, locale)).toBe(ago);
    expect(formatRelativeTime(daysAhead(2), now, locale)).toBe(ahead);
    expect(formatRelativeTime(daysAhead(-1), now, locale)).toBe(yesterday);
  });

  it('writes days and numbers', () => {
    expect(formatReaderDay('2027-01-03', locale)).toBe(day);
    expect(formatReaderNumber(22.5, locale)).toBe(number);
  });

  it('starts the week where its readers do', () => {
    expect(weekStart(locale)).toBe(firstDay);
  });
});
