import type { Invitation, InvitationList } from '@shared/api/memberships';
import type { Locale } from '@shared/i18n/locales';
import { and, desc, eq, sql } from 'drizzle-orm';
import { hostInvitations, profiles, propertyHelpers, users } from '../../db/schema';
import { findOwnProperty } from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { conflict } from '../../platform/errors';
import { mailLocale } from '../../platform/i18n/mail-locale';
import type { Mailer } from '../../platform/mail/mailer';
import type { LinkSigner } from '../../platform/signed-links';
import type { PropertyContext } from '../properties/service';
import { countInvitationMailTo } from './invitation-limits';
import { assertInvitable, stopInvitationsLink } from './invitation-opt-outs';
import { hostInviteMail } from './invite-mail';

/** What sending an invitation needs beyond the property context. */
export type InvitationContext = PropertyContext & {
  mailer: Mailer;
  signer: LinkSigner;
  /** Invitation mails one address may receive in a day, from every host (INVITE_MAILS_PER_ADDRESS_PER_DAY). */
  perAddressPerDay: number;
};

type InvitationRow = typeof hostInvitations.$inferSelect;

export function presentInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    propertyId: row.propertyId,
    email: row.email,
    status: row.status,
    sendCount: row.sendCount,
    lastSentAt: row.lastSentAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /api/properties/:id/invitations (host): records the invite (one row
 * per email and property; sending again counts up) and mails the join link.
 * For an address without an account the mail leads through sign-up with a
 * redirect to the join page; the account made then is marked 'invited' by a
 * trigger on profiles. The reply is the same whether the address has an
 * account or not, so a host cannot probe who uses the app. An address that
 * stopped invitations is refused (422); one address gets at most
 * `perAddressPerDay` invitation mails a day from all hosts (429). Each mail
 * carries the link that stops further invitations. The mail is in the
 * recipient's saved language, else in `language`, the host's (the request's).
 */
export async function inviteByEmail(
  ctx: InvitationContext,
  viewer: Viewer,
  propertyId: string,
  email: string,
  language: Locale,
): Promise<Invitation> {
  const { row, mail } = await ctx.db.transaction(async (tx) => {
    const property = await findOwnProperty(tx, viewer.userId, propertyId);
    await assertInvitable(tx, email);
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (account) {
      const [member] = await tx
        .select({ status: propertyHelpers.status })
        .from(propertyHelpers)
        .where(
          and(
            eq(propertyHelpers.propertyId, property.id),
            eq(propertyHelpers.helperId, account.id),
          ),
        );
      if (member?.status === 'active')
        throw conflict('This person is already a member of this property');
    }
    const [invitation] = await tx
      .insert(hostInvitations)
      .values({ propertyId: property.id, email, invitedBy: viewer.userId })
      .onConflictDoUpdate({
        target: [hostInvitations.email, hostInvitations.propertyId],
        set: {
          status: 'invited',
          invitedBy: viewer.userId,
          sendCount: sql`${hostInvitations.sendCount} + 1`,
          lastSentAt: sql`now()`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    if (!invitation) throw new Error('invitation upsert returned no row');
    // Last, so only an invitation that will really be mailed counts.
    await countInvitationMailTo(tx, email, ctx.perAddressPerDay);
    const [host] = await tx
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, viewer.userId));
    const joinPath = `/properties/join/${property.inviteCode}`;
    return {
      row: invitation,
      mail: hostInviteMail({
        to: email,
        hostName: host?.fullName?.trim() || null,
        propertyTitle: property.title,
        city: property.city,
        joinLink: `${ctx.appUrl}${joinPath}`,
        signUpLink: account
          ? null
          : `${ctx.appUrl}/signup?redirect=${encodeURIComponent(joinPath)}`,
        stopLink: stopInvitationsLink(ctx.appUrl, ctx.signer, email),
        locale: await mailLocale(tx, account ? { userId: account.id } : null, language),
      }),
    };
  });
  // After commit; a failed delivery is logged by the mailer (the host can send again).
  ctx.mailer.sendInBackground(mail);
  return presentInvitation(row);
}

/** GET /api/properties/:id/invitations (host): newest first, up to 100. */
export async function listInvitations(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
): Promise<InvitationList> {
  const property = await findOwnProperty(ctx.db, viewer.userId, propertyId);
  const rows = await ctx.db
    .select()
    .from(hostInvitations)
    .where(eq(hostInvitations.propertyId, property.id))
    .orderBy(desc(hostInvitations.lastSentAt), desc(hostInvitations.id))
    .limit(100);
  return { items: rows.map(presentInvitation) };
}
