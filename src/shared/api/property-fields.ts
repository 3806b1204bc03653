import { z } from 'zod';
import { requiredText } from './text-fields';

// The words every property contract shares: types, statuses, what a host
// provides, limits, messages, and the id parameters.

export const PROPERTY_TYPES = ['house', 'farm', 'guesthouse', 'hostel', 'boat', 'other'] as const;
export const propertyTypeSchema = z.enum(PROPERTY_TYPES, {
  error: `Type must be one of ${PROPERTY_TYPES.join(', ')}`,
});
export type PropertyType = z.infer<typeof propertyTypeSchema>;

export const PROPERTY_STATUSES = ['draft', 'listed', 'paused'] as const;
export const propertyStatusSchema = z.enum(PROPERTY_STATUSES, {
  error: 'Status must be draft, listed or paused',
});
export type PropertyStatus = z.infer<typeof propertyStatusSchema>;

/** What a host may provide in exchange (exchange terms `provides`). */
export const PROVISIONS = [
  'private_room',
  'shared_room',
  'camper_or_tent_space',
  'meals',
  'kitchen_access',
  'wifi',
  'laundry',
  'bike',
  'car_use',
  'pickup',
  'lessons',
] as const;
export const provisionSchema = z.enum(PROVISIONS, {
  error: `Provides must be among ${PROVISIONS.join(', ')}`,
});
export type Provision = z.infer<typeof provisionSchema>;

export const PROPERTY_LIMITS = {
  title: 120,
  description: 5000,
  address: 200,
  city: 100,
  region: 100,
  postalCode: 20,
  amenity: 60,
  amenities: 30,
  houseRules: 3000,
  helpersWanted: 50,
  photosPerProperty: 12,
  photoBytes: 10 * 1024 * 1024,
  /** Longest side of a stored photo, and of its thumbnail, in pixels. */
  photoPixels: 1600,
  thumbnailPixels: 400,
  skill: 60,
  skills: 20,
  screeningQuestion: 300,
  screeningQuestions: 10,
  clause: 500,
  clauses: 30,
  hoursPerWeek: 60,
  minStayDays: 1,
  maxStayDays: 730,
  chorePoints: 1000,
  searchText: 100,
  pageSize: 50,
  defaultPageSize: 20,
} as const;

export const HOSTS_ONLY_MESSAGE = 'This feature is only available for hosts.';
export const HELPERS_ONLY_MESSAGE = 'This feature is only available for helpers.';
export const INVALID_INVITE_CODE_MESSAGE = 'This invite code is not valid';
export const TERMS_REQUIRED_MESSAGE = 'Add exchange terms before listing this property';
export const PHOTO_TOO_LARGE_MESSAGE = 'Each photo must be 10 MB or smaller';

// ---------------------------------------------------------------- helpers

export const textList = (label: string, itemMax: number, count: number) =>
  z
    .array(requiredText(label, itemMax), { error: `${label} must be a list of text` })
    .max(count, { error: `At most ${count} ${label.toLowerCase()} entries` });

/** ISO 3166-1 alpha-2, upper case (the web shows the name with Intl.DisplayNames). */
export const countryCodeSchema = z
  .string({ error: 'Country must be a two-letter code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'Country must be a two-letter code such as PT or NZ' });

export const idParamsSchema = z.strictObject({ id: z.uuid({ error: 'must be an id' }) });
export const photoParamsSchema = z.strictObject({
  id: z.uuid({ error: 'must be an id' }),
  photoId: z.uuid({ error: 'must be a photo id' }),
});
