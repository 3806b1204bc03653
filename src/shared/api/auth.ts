import { z } from 'zod';
import { roleSchema } from './profile';
import { CONTROL_CHARS, displayName } from './text-fields';

/*
 * The better-auth endpoints under /api/auth that the web uses, as the server
 * accepts and answers them (the endpoint list is at the top of ./profile.ts).
 * Bodies are strict: an unknown field is a 400. Cookies carry the session;
 * the web never stores a token.
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254, { error: 'Email is too long' }));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  })
  .refine((v) => !CONTROL_CHARS.test(v), { error: 'Password contains control characters' });

/** For checks of an existing password (sign-in, 2FA): any length, so old passwords still answer 401. */
const currentPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(1024, { error: 'Password is too long' })
  .refine((v) => !CONTROL_CHARS.test(v), { error: 'Password contains control characters' });

/** POST /api/auth/sign-up/email. `name` is optional here: the full name is set at /signup/details. */
export const signUpBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  name: displayName('Name', 100).or(z.literal('')).optional(),
  rememberMe: z.boolean().optional(),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

/**
 * POST /api/auth/sign-up/email's reply: the same for a new address and a
 * registered one, so it tells nobody which addresses have accounts (the owner
 * of a registered one gets a mail). A new address is signed in by its session
 * cookie; with none, the web says "check your mail".
 */
export const signUpReplySchema = z.strictObject({ status: z.literal(true) });
export type SignUpReply = z.infer<typeof signUpReplySchema>;

/** POST /api/auth/sign-in/email. rememberMe false: the cookie ends with the browser. */
export const signInBodySchema = z.strictObject({
  email: emailSchema,
  password: currentPasswordSchema,
  rememberMe: z.boolean().optional(),
});
export type SignInBody = z.input<typeof signInBodySchema>;

/** The account (better-auth's user) as auth replies carry it. `role` mirrors profiles.role. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  role: roleSchema,
  twoFactorEnabled: z.boolean().nullable().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authUserReplySchema = z.object({
  token: z.string().nullable().optional(),
  user: authUserSchema,
});
export type AuthUserReply = z.infer<typeof authUserReplySchema>;

/** Sign-in either signs in, or (two-factor on) asks for a code: then call two-factor/verify-totp. */
export const signInReplySchema = z.union([
  z.object({
    redirect: z.boolean().optional(),
    token: z.string().optional(),
    url: z.string().nullable().optional(),
    user: authUserSchema,
  }),
  z.object({
    twoFactorRedirect: z.literal(true),
    twoFactorMethods: z.array(z.string()),
  }),
]);
export type SignInReply = z.infer<typeof signInReplySchema>;

export const sessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** Last seen: moved forward at most once an hour while the session is used. */
  updatedAt: z.string(),
  ipAddress: z.string().nullable().optional(),
  /** The device: the browser's user agent at sign-in. */
  userAgent: z.string().nullable().optional(),
});

/** GET /api/auth/get-session: null when signed out (status 200). */
export const sessionReplySchema = z
  .object({ session: sessionSchema, user: authUserSchema })
  .nullable();
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** GET /api/auth/list-sessions: the caller's active sessions; `token` identifies one for revoke-session. */
export const sessionListItemSchema = sessionSchema.extend({ token: z.string() });
export const sessionListReplySchema = z.array(sessionListItemSchema);
export type SessionListItem = z.infer<typeof sessionListItemSchema>;

/** Session and reset tokens are URL-safe text: nothing else can match one. */
const tokenSchema = (incomplete: string) =>
  z
    .string()
    .min(1, { error: incomplete })
    .max(200)
    .regex(/^[\w.~-]+$/, { error: incomplete });

export const revokeSessionBodySchema = z.strictObject({
  token: tokenSchema('Not a session token'),
});
export type RevokeSessionBody = z.infer<typeof revokeSessionBodySchema>;

export const emptyBodySchema = z.strictObject({});

/** POST /api/auth/request-password-reset. The reply is the same whether the email has an account or not. */
export const passwordResetRequestBodySchema = z.strictObject({
  email: emailSchema,
});
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBodySchema>;

/** POST /api/auth/reset-password with the token from the mailed link. */
export const resetPasswordBodySchema = z.strictObject({
  token: tokenSchema('The reset link is incomplete'),
  newPassword: passwordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** POST /api/auth/change-password. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const statusReplySchema = z.object({ status: z.boolean() }).loose();

/** two-factor enable / disable / get-totp-uri / generate-backup-codes: the password confirms it is you. */
export const twoFactorPasswordBodySchema = z.strictObject({
  password: currentPasswordSchema,
});
export type TwoFactorPasswordBody = z.input<typeof twoFactorPasswordBodySchema>;

export const twoFactorEnableReplySchema = z.object({
  method: z.literal('totp').optional(),
  /** otpauth://totp/Homestay:<email>?secret=…&issuer=Homestay — show as a QR code and the secret as text. */
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorEnableReply = z.infer<typeof twoFactorEnableReplySchema>;

/** verify-totp's 401 for a code already used: a code counts once, even within its 90 seconds. */
export const CODE_ALREADY_USED_MESSAGE = 'This code was already used. Wait for the next one.';

/** two-factor verify-totp (6 digits) and verify-backup-code. trustDevice: skip 2FA on this browser for 30 days. */
export const twoFactorVerifyBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1, { error: 'Enter the code' })
    .max(64)
    .refine((v) => !CONTROL_CHARS.test(v), { error: 'The code contains control characters' }),
  trustDevice: z.boolean().optional(),
});
export type TwoFactorVerifyBody = z.input<typeof twoFactorVerifyBodySchema>;

export const totpUriReplySchema = z.object({ totpURI: z.string() });
export const backupCodesReplySchema = z.object({
  status: z.boolean(),
  backupCodes: z.array(z.string()),
});

export const jwtTokenReplySchema = z.object({ token: z.string() });

/** Errors from /api/auth: our shape plus better-auth's own code in `reason`. */
export const authErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    reason: z.string().optional(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
export type AuthErrorBody = z.infer<typeof authErrorBodySchema>;

// Verified email (issue 14, docs/decisions/101-verified-email.md).

/** GET /api/auth/verify-email: the token of the mailed link (a signed JWT). */
export const verifyEmailQuerySchema = z.strictObject({
  token: z
    .string()
    .min(1)
    .max(4096)
    .regex(/^[A-Za-z0-9_.-]+$/, { error: 'is not a verification token' }),
});

/** What /dashboard?verified=… says after following the link. */
export const VERIFIED_PARAM = {
  ok: '1',
  expired: 'expired',
  invalid: 'invalid',
} as const;

/** POST /api/auth/verification-mail: the same answer whether or not a mail went out. */
export const verificationMailReplySchema = z.object({ status: z.literal(true) });
export type VerificationMailReply = z.infer<typeof verificationMailReplySchema>;

/** The 403 `email_not_verified` messages, one per gated action. */
export const EMAIL_NOT_VERIFIED_MESSAGES = {
  stayRequest: 'Verify your email to send stay requests.',
  property: 'Verify your email to list a property.',
  conversation: 'Verify your email to start a conversation.',
} as const;

export const VERIFY_EMAIL_BANNER_TEXT =
  'Verify your email to send stay requests, list a property and start conversations.';
