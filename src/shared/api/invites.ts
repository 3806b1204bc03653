import { z } from 'zod';
import { exchangeTermsSchema } from './exchange-terms';
import { publicProfileSchema } from './profile';
import { membershipSchema, membershipStatusSchema } from './properties';
import { INVALID_INVITE_CODE_MESSAGE, propertyTypeSchema } from './property-fields';
import { coverSchema } from './property-photos';

// Invite codes: the host hands one out, a helper joins with it.

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
