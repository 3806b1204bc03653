import { z } from 'zod';
import { isoDateSchema } from './dates';

// Help windows (issue 18): the days a property wants help, both ends
// included, and how many helpers it takes on each. A stay occupies one place
// on each day from its start date up to the day before its end date (the day
// the helper leaves). A property without windows takes requests for any dates
// inside its exchange terms, as before; windows lie inside those dates.

export const HELP_WINDOW_LIMITS = {
  helpersMin: 1,
  helpersMax: 20,
  /** Windows per property. */
  perProperty: 50,
  /** The longest window, in days. */
  maxDays: 731,
  /** Weeks the availability calendar covers. */
  calendarWeeks: 26,
} as const;

export const DATES_NOT_OPEN_MESSAGE = 'The host is not looking for help on these dates';
export const DATES_FULL_MESSAGE = 'This property has no place left on some of these dates';
export const WINDOW_OUTSIDE_TERMS_MESSAGE =
  'A help window must fall within the available dates of the exchange terms';
export const WINDOW_OVERLAP_MESSAGE = 'Help windows of a property cannot overlap';
export const WINDOW_TOO_LONG_MESSAGE = `A help window can last at most ${HELP_WINDOW_LIMITS.maxDays} days`;
export const TOO_MANY_WINDOWS_MESSAGE = `A property can have at most ${HELP_WINDOW_LIMITS.perProperty} help windows`;
export const WINDOW_NOT_FOUND_MESSAGE = 'Help window not found';

const helpersWantedSchema = z.coerce
  .number({ error: 'Helpers wanted must be a number' })
  .int({ error: 'Helpers wanted must be a whole number' })
  .min(HELP_WINDOW_LIMITS.helpersMin, {
    error: `Helpers wanted must be at least ${HELP_WINDOW_LIMITS.helpersMin}`,
  })
  .max(HELP_WINDOW_LIMITS.helpersMax, {
    error: `Helpers wanted must be at most ${HELP_WINDOW_LIMITS.helpersMax}`,
  });

/** POST /api/properties/:id/help-windows. */
export const helpWindowInputSchema = z
  .strictObject({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    helpersWanted: helpersWantedSchema,
  })
  .refine((v) => v.endDate >= v.startDate, {
    path: ['endDate'],
    error: 'The last day must be on or after the first day',
  });
export type HelpWindowInput = z.input<typeof helpWindowInputSchema>;

/** PATCH /api/properties/:id/help-windows/:windowId: any of the fields. */
export const helpWindowPatchSchema = z
  .strictObject({
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    helpersWanted: helpersWantedSchema.optional(),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    path: ['endDate'],
    error: 'The last day must be on or after the first day',
  });

export const helpWindowParamsSchema = z.strictObject({
  id: z.uuid({ error: 'must be an id' }),
  windowId: z.uuid({ error: 'must be an id' }),
});

export const helpWindowSchema = z.object({
  id: z.uuid(),
  startDate: z.string(),
  endDate: z.string(),
  helpersWanted: z.number().int(),
});
export type HelpWindow = z.infer<typeof helpWindowSchema>;

/**
 * A week of the calendar (Monday first): `closed` no day wanted, `open` places
 * on every wanted day and nobody accepted yet, `filling` some places taken,
 * `full` no place left on any wanted day.
 */
export const WEEK_STATUSES = ['closed', 'open', 'filling', 'full'] as const;
export const weekStatusSchema = z.enum(WEEK_STATUSES);
export type WeekStatus = z.infer<typeof weekStatusSchema>;

export const availabilityWeekSchema = z.object({
  /** The Monday. */
  start: z.string(),
  status: weekStatusSchema,
  /** The most places free on any wanted day of the week. */
  placesLeft: z.number().int(),
});
export type AvailabilityWeek = z.infer<typeof availabilityWeekSchema>;

/** GET /api/properties/:id/availability (anyone who may see the property). */
export const availabilitySchema = z.object({
  windows: z.array(helpWindowSchema),
  /** Empty when the property publishes no windows. */
  weeks: z.array(availabilityWeekSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;
