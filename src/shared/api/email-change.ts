import { z } from 'zod';
import { emailSchema } from './auth';
import { CONTROL_CHARS } from './text-fields';

/*
 * Changing the account's email address (issue 19, docs/decisions/142-email-change.md):
 *   GET    /api/account/email-change          -> EmailChangeState (the pending change, if any)
 *   POST   /api/account/email-change          EmailChangeRequest -> EmailChangeState
 *   DELETE /api/account/email-change          -> EmailChangeState (pending: null)
 *   GET    /api/account/email-change/confirm?token=…   the link mailed to the new address;
 *          redirects to /profile?tab=security&email-change=<outcome>
 *   POST   /api/account/email-change/undo     EmailChangeUndo -> EmailChangeUndoReply
 *          ("This wasn't me", from the notice mailed to the old address; no session needed)
 */

/** How long the link to the new address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
/** How long the "This wasn't me" link in the old address's notice works. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/** A token in a mailed link: the account's id, a dot, and a random secret. */
export const emailChangeTokenSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/, {
    error: 'is not an email-change link',
  });

export const emailChangeRequestSchema = z.strictObject({
  newEmail: emailSchema,
  /** The current password: whoever holds only a session cannot move the account. */
  currentPassword: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(1024, { error: 'Password is too long' })
    .refine((v) => !CONTROL_CHARS.test(v), { error: 'Password contains control characters' }),
});
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

export const pendingEmailChangeSchema = z.object({
  newEmail: z.string(),
  expiresAt: z.string(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

export const emailChangeStateSchema = z.object({ pending: pendingEmailChangeSchema.nullable() });
export type EmailChangeState = z.infer<typeof emailChangeStateSchema>;

export const emailChangeConfirmQuerySchema = z.strictObject({ token: emailChangeTokenSchema });

export const emailChangeUndoSchema = z.strictObject({ token: emailChangeTokenSchema });
export type EmailChangeUndo = z.input<typeof emailChangeUndoSchema>;

export const emailChangeUndoReplySchema = z.object({
  /** The address the account is back on; a password-reset link was mailed to it. */
  email: z.string(),
});
export type EmailChangeUndoReply = z.infer<typeof emailChangeUndoReplySchema>;

/** The `email-change` query on /profile after following the link to the new address. */
export const EMAIL_CHANGE_OUTCOME = {
  changed: 'changed',
  expired: 'expired',
  invalid: 'invalid',
} as const;
export type EmailChangeOutcome = (typeof EMAIL_CHANGE_OUTCOME)[keyof typeof EMAIL_CHANGE_OUTCOME];

/** Where the link to the new address lands. */
export const emailChangeLandingPath = (outcome: EmailChangeOutcome) =>
  `/profile?tab=security&email-change=${outcome}`;

export const EMAIL_CHANGE_MESSAGES = {
  wrongPassword: 'That password is not right.',
  sameAddress: 'That is already your address.',
  undoGone: 'This link has expired or was already used.',
  undoTaken:
    'Your old address now belongs to another account, so it could not be put back. Every device was signed out of your account; please write to support.',
  limited: 'You asked for several address changes already. Please try again in an hour.',
} as const;
