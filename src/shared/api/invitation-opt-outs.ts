import { z } from 'zod';
import { emailSchema } from './auth';

/*
 * Stopping invitation mail (issue 24). Every invitation mail links to
 *   /invitations/stop?email=…&token=…     the public page that confirms (a GET changes nothing)
 * which, on a click, sends
 *   POST /api/invitation-opt-outs          InvitationOptOutBody -> InvitationOptOutReply
 *                                          400 bad_request INVALID_OPT_OUT_LINK_MESSAGE
 * From then on, inviting that address answers 422 OPTED_OUT_OF_INVITATIONS_MESSAGE.
 */

/** The web page the mailed link opens. */
export const STOP_INVITATIONS_PATH = '/invitations/stop';

export const INVALID_OPT_OUT_LINK_MESSAGE =
  'This link is not valid. Open it again from the invitation mail.';
export const OPTED_OUT_OF_INVITATIONS_MESSAGE =
  'This person has asked not to receive invitations from Homestay.';

export const invitationOptOutBodySchema = z.strictObject({
  email: emailSchema,
  /** The link's signature: URL-safe base64 of an HMAC-SHA256 (43 characters). */
  token: z
    .string()
    .min(1, { error: INVALID_OPT_OUT_LINK_MESSAGE })
    .max(100, { error: INVALID_OPT_OUT_LINK_MESSAGE })
    .regex(/^[\w-]+$/, { error: INVALID_OPT_OUT_LINK_MESSAGE }),
});
export type InvitationOptOutBody = z.input<typeof invitationOptOutBodySchema>;

export const invitationOptOutReplySchema = z.object({ email: z.string() });
export type InvitationOptOutReply = z.infer<typeof invitationOptOutReplySchema>;
