import { z } from 'zod';

// Dates a client can send. ISO 8601 allows years PostgreSQL refuses (year
// 0000 answered 500) and years no stay, chore or birthday has: every date
// field goes through these, which keep to a range a person can mean.

export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2199-12-31';

const rangeError = `must be between ${EARLIEST_DATE.slice(0, 4)} and ${LATEST_DATE.slice(0, 4)}`;
const inRange = (isoDay: string) => isoDay >= EARLIEST_DATE && isoDay <= LATEST_DATE;

/** A calendar day, YYYY-MM-DD, within the sensible range. */
export const isoDateSchema = z.iso
  .date({ error: 'must be a date (YYYY-MM-DD)' })
  .refine(inRange, { error: rangeError });

/** A moment with its offset (ISO 8601), within the sensible range. */
export const isoDateTime = (error: string) =>
  z.iso.datetime({ offset: true, error }).refine(
    (v) => {
      // Zod runs this check even after the format check failed: a string
      // that is no date must not throw here.
      const time = Date.parse(v);
      return Number.isNaN(time) || inRange(new Date(time).toISOString().slice(0, 10));
    },
    { error: rangeError },
  );
