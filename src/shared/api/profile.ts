import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { CONTROL_CHARS, displayName, optionalText, requiredText } from './text-fields';

/*
 * Accounts, sessions and profiles: the HTTP contract (issue 3).
 *
 * Every error reply has DESIGN.md's shape `{ error: { code, message, fields? } }`.
 * Every state-changing request (POST/PUT/PATCH/DELETE) is refused with 403
 * `forbidden` when it carries an Origin other than the app's own, or
 * `sec-fetch-site: cross-site`. Signed out -> 401 `unauthenticated`.
 * Unknown body fields -> 400 `validation_failed` (`fields[].field` names them).
 *
 * Our routes (session cookie required on all of them):
 *   GET   /api/profile                     -> 200 Profile
 *   PATCH /api/profile                     body ProfileUpdate -> 200 Profile
 *                                          400 validation_failed (role, points, avatarUrl, email … are unknown fields)
 *   POST  /api/profile/role                body RoleChoice -> 200 Profile
 *                                          409 conflict when a role was already chosen
 *   PUT   /api/profile/custom-chore-groups body CustomChoreGroupsUpdate -> 200 Profile
 *                                          403 forbidden when the caller is not a host; 400 validation_failed
 *   POST  /api/profile/avatar              multipart/form-data, one file part (any field name) -> 200 Profile
 *                                          413 payload_too_large 'Please select an image under 5MB';
 *                                          400 bad_request when the bytes are not a jpeg/png/webp/gif/avif/heic image
 *   GET   /api/profiles/:id                -> 200 PublicProfile; 404 not_found when the caller may not see it
 *                                          (for now only yourself; later: people sharing a property, request or conversation)
 *   GET   /uploads/<key>                   public uploads (avatars), served with nosniff and a sandbox CSP
 *
 * better-auth endpoints the web uses (mounted at /api/auth; request and reply
 * schemas in ./auth.ts; errors re-shaped to `{ error: { code, message, reason } }`
 * where `reason` is better-auth's own code such as INVALID_EMAIL_OR_PASSWORD):
 *   POST /api/auth/sign-up/email              SignUpBody -> SignUpReply, the same for a registered address
 *                                             (whose owner is mailed); a new one also gets the session cookie
 *   POST /api/auth/sign-in/email              SignInBody -> SignInReply (session cookie, or twoFactorRedirect)
 *                                             401 bad credentials; 429 rate_limited (per address, and after
 *                                             too many failures for one account)
 *   POST /api/auth/sign-out                   {} -> { success: true }
 *   GET  /api/auth/get-session                -> SessionReply | null (null when signed out: not an error)
 *   POST /api/auth/request-password-reset     PasswordResetRequestBody -> { status: true, message } (always the same)
 *   POST /api/auth/reset-password             ResetPasswordBody -> { status: true }; 400 reason INVALID_TOKEN
 *                                             (the mailed link is `${PUBLIC_URL}/reset-password?token=…`, valid 1 h, once)
 *   POST /api/auth/change-password            ChangePasswordBody -> AuthUserReply
 *   GET  /api/auth/list-sessions              -> SessionListItem[] (device = userAgent, last seen = updatedAt)
 *   POST /api/auth/revoke-session             RevokeSessionBody { token } -> { status: true }
 *   POST /api/auth/revoke-other-sessions      {} -> { status: true }
 *   POST /api/auth/revoke-sessions            {} -> { status: true } (all, including this one)
 *   POST /api/auth/two-factor/enable          TwoFactorPasswordBody -> TwoFactorEnableReply (totpURI + backupCodes;
 *                                             2FA is on only after a first verify-totp with a code)
 *   POST /api/auth/two-factor/get-totp-uri    TwoFactorPasswordBody -> { totpURI }
 *   POST /api/auth/two-factor/verify-totp     TwoFactorVerifyBody -> AuthUserReply (confirms enrolment, or
 *                                             finishes a sign-in that answered twoFactorRedirect)
 *   POST /api/auth/two-factor/verify-backup-code TwoFactorVerifyBody -> AuthUserReply
 *   POST /api/auth/two-factor/generate-backup-codes TwoFactorPasswordBody -> { status: true, backupCodes }
 *   POST /api/auth/two-factor/disable         TwoFactorPasswordBody -> { status: true }
 *   GET  /api/auth/verify-email?token=…       the mailed verification link (issue 14): verifies, signs in, and
 *                                             redirects (302) to /dashboard?verified=1, or ?verified=expired|invalid
 *   POST /api/auth/verification-mail          {} -> VerificationMailReply { status: true }, the same whether or not a
 *                                             mail went out; 401 signed out; 429 rate_limited (3 / 15 min a person,
 *                                             20 / hour an address)
 *   GET  /api/auth/token                      -> { token } a short-lived JWT for the session
 *   GET  /api/auth/jwks and /.well-known/jwks.json -> the public keys that verify it
 */

/** A language Homestay speaks (issue 17), as a profile saves it. */
export const localeSchema = z.enum(LOCALES, {
  error: `Language must be one of ${LOCALES.join(', ')}`,
});

export const ROLES = ['user', 'host', 'helper'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The roles a user may choose, once, at /role-select. */
export const chosenRoleSchema = z.enum(['host', 'helper'], { error: 'Choose host or helper' });
export type ChosenRole = z.infer<typeof chosenRoleSchema>;

export const PROFILE_LIMITS = {
  fullName: 100,
  bio: 1000,
  phone: 30,
  address: 200,
  city: 100,
  state: 100,
  zipCode: 20,
  /** Issue 18: as long and as many as a property's skills wanted. */
  skill: 60,
  skills: 20,
  spokenLanguages: 12,
  choreGroupName: 40,
  choreGroups: 30,
  /** SPEC.md section 5 and 9. */
  avatarBytes: 5 * 1024 * 1024,
  /** The longest side of a stored avatar, in pixels. */
  avatarPixels: 512,
} as const;

/** The image types the avatar upload accepts (checked by content, not by name). */
export const AVATAR_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
] as const;

/** SPEC.md section 5: complete only when full name and bio are both present. */
export function isProfileComplete(p: { fullName: string | null; bio: string | null }): boolean {
  return Boolean(p.fullName?.trim()) && Boolean(p.bio?.trim());
}

/** Your own profile, as GET /api/profile and every profile write answer it. */
export const profileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  phone: z.string().nullable(),
  role: roleSchema,
  /** Shown to helpers only; never writable by the client. */
  points: z.number().int(),
  /** ISO 8601 timestamps. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  hasSeenWelcome: z.boolean(),
  /** SPEC's custom_chore_group; hosts only may change it. */
  customChoreGroups: z.array(z.string()),
  /** Server-managed; read only. */
  hostSignupInviteStatus: z.string().nullable(),
  /** fullName and bio both present (the profile gate). */
  isComplete: z.boolean(),
  /**
   * An operator of the moderation desk (issue 15): granted only from the
   * command line. The shell shows "Moderation" for it; /api/admin decides.
   */
  operator: z.boolean(),
  /** The language chosen (issue 17); null until chosen or first seen. */
  language: localeSchema.nullable(),
  /** What the person can do (issue 18), in their words: matched to properties' skills wanted. */
  skills: z.array(z.string()).default([]),
  /** Languages they speak (issue 18): ISO 639-1 codes; the web names them. */
  spokenLanguages: z.array(z.string()).default([]),
});
export type Profile = z.infer<typeof profileSchema>;

/** Another user's card: what GET /api/profiles/:id shows to people allowed to see it. */
export const publicProfileSchema = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  role: roleSchema,
  /** Issue 18; always sent by the server. */
  skills: z.array(z.string()).default([]),
  spokenLanguages: z.array(z.string()).default([]),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const profileIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'must be a profile id' }),
});

const phoneSchema = z
  .string({ error: 'Phone must be text' })
  .trim()
  .max(PROFILE_LIMITS.phone, { error: `Phone must be at most ${PROFILE_LIMITS.phone} characters` })
  .refine((v) => v === '' || (/^\+?[0-9 ().-]+$/.test(v) && v.replace(/\D/g, '').length >= 5), {
    error: 'Phone may hold digits, spaces, + ( ) - . and at least 5 digits',
  })
  .transform((v) => (v === '' ? null : v))
  .nullable();

const dateOfBirthSchema = z
  .union([z.iso.date({ error: 'Date of birth must be a date (YYYY-MM-DD)' }), z.literal('')], {
    error: 'Date of birth must be a date (YYYY-MM-DD)',
  })
  .refine((v) => v === '' || (v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10)), {
    error: 'Date of birth must be between 1900 and today',
  })
  .transform((v) => (v === '' ? null : v))
  .nullable();

const skillSchema = z
  .string({ error: 'A skill must be text' })
  .trim()
  .min(1, { error: 'A skill must not be empty' })
  .max(PROFILE_LIMITS.skill, {
    error: `A skill must be at most ${PROFILE_LIMITS.skill} characters`,
  })
  .refine((v) => !CONTROL_CHARS.test(v), { error: 'A skill contains control characters' });

/** The whole list, in the person's order; the same skill twice (any case) is one too many. */
const skillsSchema = z
  .array(skillSchema, { error: 'Skills must be a list of text' })
  .max(PROFILE_LIMITS.skills, { error: `At most ${PROFILE_LIMITS.skills} skills` })
  .refine((list) => new Set(list.map((v) => v.toLowerCase())).size === list.length, {
    error: 'Each skill only once',
  });

/** ISO 639-1 (two letters, lower case), each once. */
const spokenLanguagesSchema = z
  .array(
    z
      .string({ error: 'A language must be a two-letter code such as pt or en' })
      .regex(/^[a-z]{2}$/, { error: 'A language must be a two-letter code such as pt or en' }),
    { error: 'Languages must be a list of codes' },
  )
  .max(PROFILE_LIMITS.spokenLanguages, {
    error: `At most ${PROFILE_LIMITS.spokenLanguages} languages`,
  })
  .refine((list) => new Set(list).size === list.length, { error: 'Each language only once' });

/**
 * PATCH /api/profile: any subset of the fields a user owns. Not here on
 * purpose (400 when sent): role (POST /api/profile/role, once), points (server
 * only), avatarUrl (POST /api/profile/avatar), customChoreGroups (own route),
 * email, hostSignupInviteStatus.
 */
export const profileUpdateSchema = z
  .strictObject({
    fullName: displayName('Full name', PROFILE_LIMITS.fullName),
    bio: requiredText('Bio', PROFILE_LIMITS.bio),
    phone: phoneSchema,
    dateOfBirth: dateOfBirthSchema,
    address: optionalText('Address', PROFILE_LIMITS.address),
    city: optionalText('City', PROFILE_LIMITS.city),
    state: optionalText('State', PROFILE_LIMITS.state),
    zipCode: optionalText('Zip code', PROFILE_LIMITS.zipCode),
    hasSeenWelcome: z.boolean({ error: 'hasSeenWelcome must be true or false' }),
    /** Issue 17: mail and notifications follow it; every device starts in it. */
    language: localeSchema,
    /** Issue 18. */
    skills: skillsSchema,
    spokenLanguages: spokenLanguagesSchema,
  })
  .partial();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** POST /api/profile/role: once; 409 after that. */
export const roleChoiceSchema = z.strictObject({ role: chosenRoleSchema });
export type RoleChoice = z.infer<typeof roleChoiceSchema>;

const choreGroupName = z
  .string({ error: 'A group name must be text' })
  .trim()
  .min(1, { error: 'A group name must not be empty' })
  .max(PROFILE_LIMITS.choreGroupName, {
    error: `A group name must be at most ${PROFILE_LIMITS.choreGroupName} characters`,
  })
  .refine((v) => !CONTROL_CHARS.test(v), { error: 'A group name contains control characters' });

/** PUT /api/profile/custom-chore-groups: the whole list, in order (add, rename, remove, reorder). */
export const customChoreGroupsUpdateSchema = z.strictObject({
  groups: z
    .array(choreGroupName, { error: 'groups must be a list of names' })
    .max(PROFILE_LIMITS.choreGroups, {
      error: `At most ${PROFILE_LIMITS.choreGroups} custom groups`,
    })
    .refine((groups) => new Set(groups.map((g) => g.toLowerCase())).size === groups.length, {
      error: 'Group names must be different from each other',
    }),
});
export type CustomChoreGroupsUpdate = z.input<typeof customChoreGroupsUpdateSchema>;
