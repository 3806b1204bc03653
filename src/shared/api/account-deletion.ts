import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth';
import { CONTROL_CHARS } from './text-fields';

/*
 * Deleting one's account (issue 19, docs/decisions/141-account-deletion.md).
 * Asked for with the password (and a two-step code when that is on) and the
 * word DELETE; it takes effect after a grace period, during which signing in
 * offers 'Cancel deletion' and the server refuses other writes.
 *
 *   GET  /api/account/deletion          -> DeletionState (none or pending, and the
 *                                          host's active members that block a request)
 *   POST /api/account/deletion          DeletionRequest -> DeletionState (pending);
 *        every session ends (signed out everywhere), mail "will be deleted on …"
 *        | 200 the same state when already pending (a retried request)
 *        | 400 validation_failed (wrong password or code: `fields` names which)
 *        | 409 active_members (a host with active members and endStays not true)
 *        | 422 rule_broken (an operator: revoke first)
 *   POST /api/account/deletion/cancel   {} -> DeletionState (none); mail "cancelled".
 *        Cancelling when nothing is pending answers the same (a retried request).
 *
 * While pending, any other write answers 403 `deletion_pending`.
 */

/** Days between the request and the erasure. */
export const DELETION_GRACE_DAYS = 14;

/** The word typed to confirm. */
export const DELETION_CONFIRM_WORD = 'DELETE';

/** How the person is shown to others once erased (their profile's full name). */
export const DELETED_USER_NAME = 'Deleted user';

/** The 403 code of a write refused while the account waits for deletion. */
export const DELETION_PENDING_ERROR = 'deletion_pending';
export const DELETION_PENDING_MESSAGE =
  'Your account is going to be deleted. Cancel the deletion to use Homestay again.';

/** The 409 code when a host's properties still have active members. */
export const ACTIVE_MEMBERS_ERROR = 'active_members';

/** What the password and code fields say when they are wrong (shown next to the field). */
export const WRONG_PASSWORD_MESSAGE = 'That isn’t your password';
export const CODE_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app';
export const WRONG_CODE_MESSAGE = 'That code didn’t work. Try the newest code your app shows.';

const instant = z.iso.datetime({ offset: true });

/** An active stay at one of the host's properties: it must end before the account can go. */
export const activeMemberSchema = z.object({
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  helperId: z.uuid(),
  helperName: z.string(),
});
export type ActiveMember = z.infer<typeof activeMemberSchema>;

export const deletionStateSchema = z.object({
  status: z.enum(['none', 'pending']),
  requestedAt: instant.nullable(),
  /** When the account is erased (requestedAt + DELETION_GRACE_DAYS); null unless pending. */
  dueAt: instant.nullable(),
  /** A host's helpers whose stays are active now (empty for a helper, or when pending). */
  activeMembers: z.array(activeMemberSchema),
  /** Whether a two-step code is asked for with the password. */
  twoFactorRequired: z.boolean(),
});
export type DeletionState = z.infer<typeof deletionStateSchema>;

export const deletionRequestSchema = z.strictObject({
  password: z
    .string({ error: 'Enter your password' })
    .min(1, { error: 'Enter your password' })
    .max(PASSWORD_MAX_LENGTH, { error: WRONG_PASSWORD_MESSAGE })
    .refine((v) => !CONTROL_CHARS.test(v), { error: 'Password contains control characters' }),
  code: z
    .string({ error: CODE_REQUIRED_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, { error: CODE_REQUIRED_MESSAGE })
    .optional(),
  confirm: z.literal(DELETION_CONFIRM_WORD, {
    error: `Type ${DELETION_CONFIRM_WORD} to confirm`,
  }),
  /** A host with active members: true ends each of those stays (each helper is told). */
  endStays: z.boolean({ error: 'endStays must be true or false' }).optional(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

export const deletionCancelSchema = z.strictObject({});

export const deletionPaths = {
  state: '/api/account/deletion',
  request: '/api/account/deletion',
  cancel: '/api/account/deletion/cancel',
} as const;
