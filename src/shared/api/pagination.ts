import { z } from 'zod';
import { PROPERTY_LIMITS } from './property-fields';

// Cursor pagination for every list (DESIGN.md section 5).

/** An opaque cursor from a previous page's nextCursor. */
export const cursorSchema = z
  .string()
  .max(300, { error: 'cursor is not valid' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'cursor is not valid' });

export const pageLimitSchema = z.coerce
  .number({ error: 'limit must be a number' })
  .int({ error: 'limit must be a whole number' })
  .min(1, { error: 'limit must be at least 1' })
  .max(PROPERTY_LIMITS.pageSize, { error: `limit must be at most ${PROPERTY_LIMITS.pageSize}` })
  .default(PROPERTY_LIMITS.defaultPageSize);

/** A page of a list: pass nextCursor back as ?cursor= for the next one; null at the end. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
