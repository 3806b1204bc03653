import { z } from 'zod';
import { cursorSchema, pageLimitSchema, pageOf } from './pagination';
import { propertyTypeSchema } from './property-fields';
import { coverSchema } from './property-photos';

// Saved properties (issue 18): a helper keeps the properties they are
// thinking about. PUT and DELETE /api/properties/:id/save are idempotent.

/** How many properties one helper may keep saved. */
export const SAVED_LIMIT = 500;
export const SAVED_LIMIT_MESSAGE = `You can save at most ${SAVED_LIMIT} properties`;

/** PUT/DELETE /api/properties/:id/save: the state after the call. */
export const saveStateSchema = z.object({ propertyId: z.uuid(), saved: z.boolean() });
export type SaveState = z.infer<typeof saveStateSchema>;

/** GET /api/saved-properties: newest saved first. */
export const savedListQuerySchema = z.strictObject({
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
});

export const savedPropertySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: propertyTypeSchema,
  city: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  cover: coverSchema,
  savedAt: z.string(),
  /** The host paused it: out of Explore, not taking requests. */
  paused: z.boolean(),
  /** It publishes help windows and none has a place left from today on. */
  full: z.boolean(),
});
export type SavedProperty = z.infer<typeof savedPropertySchema>;
export const savedPropertyPageSchema = pageOf(savedPropertySchema);
export type SavedPropertyPage = z.infer<typeof savedPropertyPageSchema>;

/** GET /api/saved-properties/ids: every saved id, so each heart knows its state. */
export const savedIdsSchema = z.object({ ids: z.array(z.uuid()) });
export type SavedIds = z.infer<typeof savedIdsSchema>;
