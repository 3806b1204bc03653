import { describe, expect, it } from 'vitest';
import { earliestTodayOnEarth } from './service';

describe('earliestTodayOnEarth', () => {
  it('is the date at UTC−12, so no helper’s own today counts as past', () => {
    // 06:00 UTC on the 22nd is 20:00 on the 21st in Honolulu (UTC−10).
    expect(earliestTodayOnEarth(new Date('2026-11-22T06:00:00Z'))).toBe('2026-11-21');
    // From noon UTC every zone has reached the UTC date.
    expect(earliestTodayOnEarth(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-22');
    expect(earliestTodayOnEarth(new Date('2026-11-22T11:59:59Z'))).toBe('2026-11-21');
  });
});
