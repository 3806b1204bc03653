import { escapeHtml, mailButton, mailHtml, mailLink } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * A host's invite to a property. `signUpLink` is given when the address has
 * no account yet: sign-up first, then straight on to the join page.
 * `stopLink` lets the recipient refuse any further invitation (issue 24).
 */
export function hostInviteMail(input: {
  to: string;
  hostName: string;
  propertyTitle: string;
  city: string;
  joinLink: string;
  signUpLink: string | null;
  stopLink: string;
}): MailMessage {
  const { hostName, propertyTitle, city, joinLink, signUpLink, stopLink } = input;
  const text = [
    'Hello,',
    '',
    `${hostName} invites you to help at ${propertyTitle} (${city}) on Homestay, in exchange for a stay.`,
    '',
    signUpLink
      ? `New to Homestay? Create your account here, and you will land on the invitation:\n${signUpLink}`
      : 'To see the property and join, open this link:',
    '',
    signUpLink ? `Already have an account? Join here:\n${joinLink}` : joinLink,
    '',
    'If you were not expecting this, ignore this mail.',
    '',
    'If you do not want invitations from Homestay hosts any more, open this link:',
    stopLink,
    '',
    '— Homestay',
  ].join('\n');
  const safeJoin = escapeHtml(joinLink);
  const html = mailHtml(`      <p style="margin:0 0 16px">Hello,</p>
      <p style="margin:0 0 16px">${escapeHtml(hostName)} invites you to help at <strong>${escapeHtml(propertyTitle)}</strong> (${escapeHtml(city)}) in exchange for a stay.</p>
      ${mailButton(signUpLink ?? joinLink, signUpLink ? 'Create your account and join' : 'See the property and join')}
      ${signUpLink ? `<p style="margin:0 0 16px;font-size:14px">Already have an account? ${mailLink(joinLink, 'Join here')}.</p>` : ''}
      <p style="margin:0 0 16px;font-size:14px">Or copy this link into your browser:<br><a href="${safeJoin}" style="color:#0f766e;word-break:break-all">${safeJoin}</a></p>
      <p style="margin:0 0 16px;font-size:14px;color:#52606d">If you were not expecting this, ignore this mail.</p>
      <p style="margin:0;font-size:13px;color:#52606d">If you do not want invitations from Homestay hosts any more, ${mailLink(stopLink, 'stop them here', '#52606d')}.</p>`);
  return { to: input.to, subject: `${hostName} invites you to ${propertyTitle}`, text, html };
}
