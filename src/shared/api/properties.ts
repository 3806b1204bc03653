import { z } from 'zod';
import { isoDateSchema } from './dates';
import { publicProfileSchema } from './profile';
import { CONTROL_CHARS, optionalText, requiredText } from './text-fields';

/*
 * Properties, photos, exchange terms, invite codes and Explore: the HTTP
 * contract (issue 5). Memberships, stay requests, helpers and email invites
 * are in ./memberships.ts; notifications in ./notifications.ts.
 *
 * All routes need a session cookie (401 `unauthenticated` otherwise) and the
 * usual Origin check on writes. Errors: `{ error: { code, message, fields? } }`.
 *   404 not_found   — the caller may not see the thing (never 403 for that:
 *                     ids cannot be probed). A property is visible to its host,
 *                     its ACTIVE members, and anyone signed in while `listed`.
 *   403 forbidden   — the caller may see the thing but their role may not do
 *                     this (a helper editing a listed property, a host joining).
 *   409 conflict    — the action clashes with the current state (already a member).
 *   422 rule_broken — a business rule (listing without exchange terms, 12 photos).
 *   400 validation_failed — the body/query/params do not match the schema.
 *   429 rate_limited — join attempts and invite previews (per user and per address).
 *
 * Host (role host; others 403 'This feature is only available for hosts.'):
 *   GET    /api/properties                      ?status&cursor&limit -> PropertyCardPage (own only, newest first)
 *   POST   /api/properties                      PropertyCreate -> 201 HostPropertyView (always a draft)
 * Anyone signed in (visibility as above):
 *   GET    /api/properties/:id                  -> PropertyDetails (view: 'host' | 'member' | 'public')
 * Host of the property (others who can see it: 403; others: 404):
 *   PATCH  /api/properties/:id                  PropertyUpdate -> HostPropertyView
 *                                               422 'Add exchange terms before listing this property'
 *   DELETE /api/properties/:id                  -> 204; 422 when it ever had members or requests
 *                                               ('Pause the property instead: it has helpers or stay
 *                                               requests in its history')
 *   POST   /api/properties/:id/photos           multipart/form-data, 1..12 image files -> 201 PhotoList
 *                                               413 'Each photo must be 10 MB or smaller';
 *                                               400 not an image (content checked, not the name);
 *                                               422 more than 12 photos on the property
 *   PUT    /api/properties/:id/photos/order     PhotoOrder (every photo id once) -> PhotoList; 422 otherwise
 *   POST   /api/properties/:id/photos/:photoId/cover -> PhotoList
 *   DELETE /api/properties/:id/photos/:photoId  -> PhotoList (the next photo becomes the cover)
 *   PUT    /api/properties/:id/terms            ExchangeTermsInput -> ExchangeTerms
 *   POST   /api/properties/:id/invite-code      {} -> InviteCodeReply (a new code; the old one stops at once)
 * Anyone who can see the property:
 *   GET    /api/properties/:id/terms            -> ExchangeTermsReply (terms: null until the host sets them)
 * Helpers (role helper; others 403 'This feature is only available for helpers.'), rate-limited:
 *   GET    /api/invites/:code                   -> InvitePreview; 404 'This invite code is not valid'
 *                                               (unknown or regenerated; works whatever the property's
 *                                               status: the host handed it out on purpose); 400 with the
 *                                               same message when it is not 16 characters of A-Z, 2-7
 *   POST   /api/invites/:code/join              {} -> 201 JoinReply (an active member at once)
 *                                               409 'You are already a member of this property'
 *                                               422 'The host removed you from this property. …'
 *                                               (a helper who LEFT may rejoin; a REMOVED one may not by code)
 * Anyone signed in:
 *   GET    /api/explore                         ExploreQuery -> ExplorePage (listed properties only)
 */

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

const textList = (label: string, itemMax: number, count: number) =>
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

// ---------------------------------------------------------------- exchange terms

export const screeningQuestionSchema = z.object({ id: z.uuid(), question: z.string() });
export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

export const exchangeTermsSchema = z.object({
  propertyId: z.uuid(),
  hoursPerWeek: z.number().int(),
  daysPerWeek: z.number().int(),
  provides: z.array(provisionSchema),
  minStayDays: z.number().int(),
  maxStayDays: z.number().int(),
  /** YYYY-MM-DD, inclusive. */
  availableFrom: z.string(),
  availableTo: z.string(),
  skillsWanted: z.array(z.string()),
  /** In order; a stay request answers every one by id. */
  screeningQuestions: z.array(screeningQuestionSchema),
  agreementClauses: z.array(z.string()),
  defaultChorePoints: z.number().int(),
  updatedAt: z.string(),
});
export type ExchangeTerms = z.infer<typeof exchangeTermsSchema>;

export const exchangeTermsReplySchema = z.object({
  propertyId: z.uuid(),
  terms: exchangeTermsSchema.nullable(),
});
export type ExchangeTermsReply = z.infer<typeof exchangeTermsReplySchema>;

/**
 * PUT /api/properties/:id/terms: the whole set (replaces what was there).
 * A screening question keeps its id when sent back with it; one without an id
 * gets a new one. Cross-field checks (min <= max stay, from <= to) answer 400
 * naming the field.
 */
export const exchangeTermsInputSchema = z
  .strictObject({
    hoursPerWeek: z
      .number({ error: 'Hours per week must be a number' })
      .int({ error: 'Hours per week must be a whole number' })
      .min(1, { error: 'Hours per week must be at least 1' })
      .max(PROPERTY_LIMITS.hoursPerWeek, {
        error: `Hours per week must be at most ${PROPERTY_LIMITS.hoursPerWeek}`,
      }),
    daysPerWeek: z
      .number({ error: 'Days per week must be a number' })
      .int({ error: 'Days per week must be a whole number' })
      .min(1, { error: 'Days per week must be between 1 and 7' })
      .max(7, { error: 'Days per week must be between 1 and 7' }),
    provides: z
      .array(provisionSchema, { error: 'Provides must be a list' })
      .max(PROVISIONS.length, { error: 'Provides lists an entry twice' })
      .refine((list) => new Set(list).size === list.length, {
        error: 'Provides lists an entry twice',
      }),
    minStayDays: z
      .number({ error: 'Minimum stay must be a number of days' })
      .int({ error: 'Minimum stay must be a whole number of days' })
      .min(PROPERTY_LIMITS.minStayDays, { error: 'Minimum stay must be at least 1 day' })
      .max(PROPERTY_LIMITS.maxStayDays, {
        error: `Minimum stay must be at most ${PROPERTY_LIMITS.maxStayDays} days`,
      }),
    maxStayDays: z
      .number({ error: 'Maximum stay must be a number of days' })
      .int({ error: 'Maximum stay must be a whole number of days' })
      .min(PROPERTY_LIMITS.minStayDays, { error: 'Maximum stay must be at least 1 day' })
      .max(PROPERTY_LIMITS.maxStayDays, {
        error: `Maximum stay must be at most ${PROPERTY_LIMITS.maxStayDays} days`,
      }),
    availableFrom: isoDateSchema,
    availableTo: isoDateSchema,
    skillsWanted: textList('Skills', PROPERTY_LIMITS.skill, PROPERTY_LIMITS.skills).default([]),
    screeningQuestions: z
      .array(
        z.strictObject({
          id: z.uuid({ error: 'must be a question id' }).optional(),
          question: requiredText('Question', PROPERTY_LIMITS.screeningQuestion),
        }),
        { error: 'Screening questions must be a list' },
      )
      .max(PROPERTY_LIMITS.screeningQuestions, {
        error: `At most ${PROPERTY_LIMITS.screeningQuestions} screening questions`,
      })
      .refine(
        (list) => {
          const ids = list.map((q) => q.id).filter(Boolean);
          return new Set(ids).size === ids.length;
        },
        { error: 'A screening question id appears twice' },
      )
      .default([]),
    agreementClauses: textList(
      'Agreement clauses',
      PROPERTY_LIMITS.clause,
      PROPERTY_LIMITS.clauses,
    ).default([]),
    defaultChorePoints: z
      .number({ error: 'Default chore points must be a number' })
      .int({ error: 'Default chore points must be a whole number' })
      .min(0, { error: 'Default chore points cannot be negative' })
      .max(PROPERTY_LIMITS.chorePoints, {
        error: `Default chore points must be at most ${PROPERTY_LIMITS.chorePoints}`,
      }),
  })
  .superRefine((t, ctx) => {
    if (t.maxStayDays < t.minStayDays)
      ctx.addIssue({
        code: 'custom',
        path: ['maxStayDays'],
        message: 'Maximum stay must be at least the minimum stay',
      });
    if (t.availableTo < t.availableFrom)
      ctx.addIssue({
        code: 'custom',
        path: ['availableTo'],
        message: 'Available to must be on or after available from',
      });
  });
export type ExchangeTermsInput = z.input<typeof exchangeTermsInputSchema>;

// ---------------------------------------------------------------- property

const propertyFields = {
  title: requiredText('Title', PROPERTY_LIMITS.title),
  description: optionalText('Description', PROPERTY_LIMITS.description),
  type: propertyTypeSchema,
  address: optionalText('Address', PROPERTY_LIMITS.address),
  city: requiredText('City', PROPERTY_LIMITS.city),
  region: optionalText('Region', PROPERTY_LIMITS.region),
  country: countryCodeSchema,
  postalCode: optionalText('Postal code', PROPERTY_LIMITS.postalCode),
  amenities: textList('Amenities', PROPERTY_LIMITS.amenity, PROPERTY_LIMITS.amenities),
  houseRules: optionalText('House rules', PROPERTY_LIMITS.houseRules),
  helpersWanted: z
    .number({ error: 'Helpers wanted must be a number' })
    .int({ error: 'Helpers wanted must be a whole number' })
    .min(1, { error: 'Helpers wanted must be at least 1' })
    .max(PROPERTY_LIMITS.helpersWanted, {
      error: `Helpers wanted must be at most ${PROPERTY_LIMITS.helpersWanted}`,
    }),
};

/** POST /api/properties: title, type, city and country are required; it starts as a draft. */
export const propertyCreateSchema = z.strictObject({
  title: propertyFields.title,
  type: propertyFields.type,
  city: propertyFields.city,
  country: propertyFields.country,
  description: propertyFields.description.optional(),
  address: propertyFields.address.optional(),
  region: propertyFields.region.optional(),
  postalCode: propertyFields.postalCode.optional(),
  amenities: propertyFields.amenities.default([]),
  houseRules: propertyFields.houseRules.optional(),
  helpersWanted: propertyFields.helpersWanted.default(1),
});
export type PropertyCreate = z.input<typeof propertyCreateSchema>;

/** PATCH /api/properties/:id: any subset; `status: 'listed'` needs exchange terms (422). */
export const propertyUpdateSchema = z
  .strictObject({ ...propertyFields, status: propertyStatusSchema })
  .partial();
export type PropertyUpdate = z.input<typeof propertyUpdateSchema>;

/** Everyone who can see the property sees these. Address and postal code are for host and members. */
const publicPropertyFields = {
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  type: propertyTypeSchema,
  city: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  amenities: z.array(z.string()),
  houseRules: z.string().nullable(),
  helpersWanted: z.number().int(),
  status: propertyStatusSchema,
  photos: z.array(photoSchema),
  cover: coverSchema,
  terms: exchangeTermsSchema.nullable(),
  host: publicProfileSchema,
  /** Active members. */
  helperCount: z.number().int(),
  /** When it was last put on `listed`; null if never. */
  listedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const membershipStatusSchema = z.enum(['active', 'left', 'removed']);
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;
export const joinedViaSchema = z.enum(['invite_code', 'request', 'host_invite']);
export type JoinedVia = z.infer<typeof joinedViaSchema>;

/** A property_helpers row (DESIGN.md section 3), as its host and that helper see it. */
export const membershipSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  helperId: z.uuid(),
  status: membershipStatusSchema,
  joinedVia: joinedViaSchema,
  /** YYYY-MM-DD: the agreed stay (request dates), or the day they joined by code. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** When they left or were removed. */
  endedAt: z.string().nullable(),
  /** False until agreements land (issue: agreements). */
  agreementFormCompleted: z.boolean(),
  onboardingCompletedAt: z.string().nullable(),
  exchangePoints: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const STAY_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export const stayRequestStatusSchema = z.enum(STAY_REQUEST_STATUSES, {
  error: 'Status must be pending, accepted, declined or withdrawn',
});
export type StayRequestStatus = z.infer<typeof stayRequestStatusSchema>;

export const screeningAnswerSchema = z.object({
  questionId: z.uuid(),
  /** The question as it read when the helper answered. */
  question: z.string(),
  answer: z.string(),
});

/** A stay request as its helper and the property's host see it. */
export const stayRequestSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  helperId: z.uuid(),
  startDate: z.string(),
  endDate: z.string(),
  message: z.string(),
  answers: z.array(screeningAnswerSchema),
  status: stayRequestStatusSchema,
  declineReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StayRequest = z.infer<typeof stayRequestSchema>;

/** For the host: the request with the helper's public card. */
export const hostStayRequestSchema = stayRequestSchema.extend({ helper: publicProfileSchema });
export type HostStayRequest = z.infer<typeof hostStayRequestSchema>;

/** A member as the host sees them on the property page. */
export const propertyMemberSchema = z.object({
  membership: membershipSchema,
  helper: publicProfileSchema,
});
export type PropertyMember = z.infer<typeof propertyMemberSchema>;

/** Anyone signed in, on a listed property (or a helper with a pending request). */
export const publicPropertyViewSchema = z.object({
  view: z.literal('public'),
  ...publicPropertyFields,
  /** The caller's pending stay request here, if any (so the page shows "Requested"). */
  myPendingRequest: stayRequestSchema.nullable(),
});

/** An active member: the public view plus the address and their membership. */
export const memberPropertyViewSchema = z.object({
  view: z.literal('member'),
  ...publicPropertyFields,
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  membership: membershipSchema,
});

/** The host: everything, the invite code, members and pending requests. */
export const hostPropertyViewSchema = z.object({
  view: z.literal('host'),
  ...publicPropertyFields,
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** 16 characters, A-Z and 2-7 (80 bits). */
  inviteCode: z.string(),
  /** `${PUBLIC_URL}/properties/join/{inviteCode}`. */
  joinUrl: z.string(),
  pendingRequestCount: z.number().int(),
  /** Active members (the full history: GET /api/helpers?propertyId=). */
  members: z.array(propertyMemberSchema),
  /** Pending requests, oldest first, up to 50 (all: GET /api/properties/:id/requests). */
  pendingRequests: z.array(hostStayRequestSchema),
});
export type HostPropertyView = z.infer<typeof hostPropertyViewSchema>;
export type MemberPropertyView = z.infer<typeof memberPropertyViewSchema>;
export type PublicPropertyView = z.infer<typeof publicPropertyViewSchema>;

export const propertyDetailsSchema = z.discriminatedUnion('view', [
  hostPropertyViewSchema,
  memberPropertyViewSchema,
  publicPropertyViewSchema,
]);
export type PropertyDetails = z.infer<typeof propertyDetailsSchema>;

/** A card in the host's list (/properties). */
export const propertyCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: propertyTypeSchema,
  city: z.string(),
  country: z.string(),
  status: propertyStatusSchema,
  cover: coverSchema,
  helperCount: z.number().int(),
  pendingRequestCount: z.number().int(),
  hasTerms: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PropertyCard = z.infer<typeof propertyCardSchema>;
export const propertyCardPageSchema = pageOf(propertyCardSchema);
export type PropertyCardPage = z.infer<typeof propertyCardPageSchema>;

export const propertyListQuerySchema = z.strictObject({
  status: propertyStatusSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
});
export type PropertyListQuery = z.input<typeof propertyListQuerySchema>;

// ---------------------------------------------------------------- invite codes

export const inviteCodeReplySchema = z.object({ inviteCode: z.string(), joinUrl: z.string() });
export type InviteCodeReply = z.infer<typeof inviteCodeReplySchema>;

/**
 * :code as typed by a person: case, spaces and dashes are ignored. Not 16
 * characters of A-Z and 2-7 after that: 400 'This invite code is not valid';
 * well-formed but not a current code: 404 with the same message.
 */
export const inviteCodeParamsSchema = z.strictObject({
  code: z
    .string()
    .max(64, { error: INVALID_INVITE_CODE_MESSAGE })
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z2-7]{16}$/, { error: INVALID_INVITE_CODE_MESSAGE })),
});

/** The card a helper sees at /properties/join/{code} before joining. */
export const invitePreviewSchema = z.object({
  propertyId: z.uuid(),
  title: z.string(),
  type: propertyTypeSchema,
  city: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  description: z.string().nullable(),
  cover: coverSchema,
  host: publicProfileSchema,
  terms: exchangeTermsSchema.nullable(),
  /** The caller's membership here, if any (active: "you are already a member"). */
  myMembershipStatus: membershipStatusSchema.nullable(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const joinReplySchema = z.object({ membership: membershipSchema });
export type JoinReply = z.infer<typeof joinReplySchema>;

/** Bodies of POSTs that take none: `{}`, or no body at all. */
export const emptyBodySchema = z.strictObject({}).nullish();

// ---------------------------------------------------------------- explore

/** Comma-separated provisions, e.g. `provides=meals,wifi` (all of them must be provided). */
const providesQuery = z
  .string()
  .max(400)
  .transform((v) => v.split(',').filter(Boolean))
  .pipe(z.array(provisionSchema).max(PROVISIONS.length));

/**
 * GET /api/explore. `q` searches title, description, city, region and the
 * country's English name (accents and case ignored; every word must match).
 * `from`/`to`: the availability window must overlap these dates. Sorted by
 * relevance when `q` is given, otherwise the most recently listed first.
 */
export const exploreQuerySchema = z
  .strictObject({
    q: z
      .string()
      .trim()
      .max(PROPERTY_LIMITS.searchText, {
        error: `Search must be at most ${PROPERTY_LIMITS.searchText} characters`,
      })
      .refine((v) => !CONTROL_CHARS.test(v), { error: 'Search contains control characters' })
      .optional(),
    country: countryCodeSchema.optional(),
    city: z
      .string()
      .trim()
      .min(1)
      .max(PROPERTY_LIMITS.city)
      .refine((v) => !CONTROL_CHARS.test(v), { error: 'City contains control characters' })
      .optional(),
    type: propertyTypeSchema.optional(),
    provides: providesQuery.optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    cursor: cursorSchema.optional(),
    limit: pageLimitSchema,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    error: 'to must be on or after from',
  });
export type ExploreQuery = z.input<typeof exploreQuerySchema>;

export const exploreCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: propertyTypeSchema,
  city: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  cover: coverSchema,
  provides: z.array(provisionSchema),
  hoursPerWeek: z.number().int(),
  daysPerWeek: z.number().int(),
  minStayDays: z.number().int(),
  maxStayDays: z.number().int(),
  availableFrom: z.string(),
  availableTo: z.string(),
  listedAt: z.string(),
});
export type ExploreCard = z.infer<typeof exploreCardSchema>;
export const explorePageSchema = pageOf(exploreCardSchema);
export type ExplorePage = z.infer<typeof explorePageSchema>;
