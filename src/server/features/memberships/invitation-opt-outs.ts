import {
  INVALID_OPT_OUT_LINK_MESSAGE,
  type InvitationOptOutReply,
  OPTED_OUT_OF_INVITATIONS_MESSAGE,
  STOP_INVITATIONS_PATH,
} from '@shared/api/invitation-opt-outs';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitationOptOuts } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { AppError, ruleBroken } from '../../platform/errors';
import type { LinkSigner } from '../../platform/signed-links';

// A recipient stops invitation mail with the link in it, without an account
// (issue 24). The link carries the address and an HMAC of it made with the
// app's secret, so nobody can stop mail to an address they cannot read.

const PURPOSE = 'invitation-opt-out';

/** The page each invitation mail links to; confirming there stops further invitations. */
export function stopInvitationsLink(appUrl: string, signer: LinkSigner, email: string): string {
  const address = email.toLowerCase();
  const query = new URLSearchParams({ email: address, token: signer.sign(PURPOSE, address) });
  return `${appUrl}${STOP_INVITATIONS_PATH}?${query}`;
}

/** Refuses (422) an invitation to an address that asked for none. */
export async function assertInvitable(db: Queryable, email: string): Promise<void> {
  const [row] = await db
    .select({ email: invitationOptOuts.email })
    .from(invitationOptOuts)
    .where(eq(invitationOptOuts.email, email.toLowerCase()));
  if (row) throw ruleBroken(OPTED_OUT_OF_INVITATIONS_MESSAGE);
}

/** POST /api/invitation-opt-outs (public): records the address when the link's token is its own. */
export async function stopInvitations(
  db: Db,
  signer: LinkSigner,
  body: { email: string; token: string },
): Promise<InvitationOptOutReply> {
  const email = body.email.toLowerCase();
  if (!signer.verify(PURPOSE, email, body.token))
    throw new AppError('bad_request', INVALID_OPT_OUT_LINK_MESSAGE);
  // Confirming twice is fine: the second time there is nothing to add.
  await db.insert(invitationOptOuts).values({ email }).onConflictDoNothing();
  return { email };
}
