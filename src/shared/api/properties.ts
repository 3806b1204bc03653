import { z } from 'zod';
import { exchangeTermsSchema } from './exchange-terms';
import { cursorSchema, pageLimitSchema, pageOf } from './pagination';
import { propertyLocationSchema } from './places';
import { publicProfileSchema } from './profile';
import {
  countryCodeSchema,
  PROPERTY_LIMITS,
  propertyStatusSchema,
  propertyTypeSchema,
  textList,
} from './property-fields';
import { coverSchema, photoSchema } from './property-photos';
import { hostStayRequestSchema, stayRequestSchema } from './stay-requests';
import { optionalText, requiredText } from './text-fields';

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
  /**
   * Hidden by Homestay (issue 15): only its host and members still see it.
   * Always sent by the server; optional so older clients' data still parses.
   */
  hidden: z.boolean().optional(),
  /**
   * Issue 18: exact for the host, active members and helpers with an accepted
   * stay request; approximate for everyone else; null until placed. Always
   * sent by the server; optional so older cached replies still parse.
   */
  location: propertyLocationSchema.nullable().optional(),
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
  /** Hidden by Homestay (issue 15); always sent by the server. */
  hidden: z.boolean().optional(),
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

/** Bodies of POSTs that take none: `{}`, or no body at all. */
export const emptyBodySchema = z.strictObject({}).nullish();
