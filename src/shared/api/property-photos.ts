import { z } from 'zod';
import { PROPERTY_LIMITS } from './property-fields';

// A property's photos (issue 5): upload, order, cover.

// ---------------------------------------------------------------- photos

export const photoSchema = z.object({
  id: z.uuid(),
  /** Up to 1600 px on the longest side, WebP, metadata stripped. */
  url: z.string(),
  /** Up to 400 px on the longest side. */
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** 0-based order. */
  position: z.number().int(),
  isCover: z.boolean(),
});
export type Photo = z.infer<typeof photoSchema>;

export const photoListSchema = z.object({ photos: z.array(photoSchema) });
export type PhotoList = z.infer<typeof photoListSchema>;

/** PUT /api/properties/:id/photos/order: every photo id of the property, once, in the new order. */
export const photoOrderSchema = z.strictObject({
  photoIds: z
    .array(z.uuid({ error: 'must be a photo id' }))
    .max(PROPERTY_LIMITS.photosPerProperty, { error: 'Too many photo ids' }),
});
export type PhotoOrder = z.infer<typeof photoOrderSchema>;

/** The small picture on cards. */
export const coverSchema = z.object({ url: z.string(), thumbnailUrl: z.string() }).nullable();
