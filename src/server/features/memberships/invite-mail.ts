import type { MailMessage } from '../../platform/mail/mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
  const primary = escapeHtml(signUpLink ?? joinLink);
  const safeJoin = escapeHtml(joinLink);
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2933">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0f766e">Homestay</p>
      <p style="margin:0 0 16px">Hello,</p>
      <p style="margin:0 0 16px">${escapeHtml(hostName)} invites you to help at <strong>${escapeHtml(propertyTitle)}</strong> (${escapeHtml(city)}) in exchange for a stay.</p>
      <p style="margin:24px 0"><a href="${primary}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${signUpLink ? 'Create your account and join' : 'See the property and join'}</a></p>
      ${signUpLink ? `<p style="margin:0 0 16px;font-size:14px">Already have an account? <a href="${safeJoin}" style="color:#0f766e">Join here</a>.</p>` : ''}
      <p style="margin:0 0 16px;font-size:14px">Or copy this link into your browser:<br><a href="${safeJoin}" style="color:#0f766e;word-break:break-all">${safeJoin}</a></p>
      <p style="margin:0 0 16px;font-size:14px;color:#52606d">If you were not expecting this, ignore this mail.</p>
      <p style="margin:0;font-size:13px;color:#52606d">If you do not want invitations from Homestay hosts any more, <a href="${escapeHtml(stopLink)}" style="color:#52606d">stop them here</a>.</p>
    </td></tr>
  </table>
</body>
</html>`;
  return { to: input.to, subject: `${hostName} invites you to ${propertyTitle}`, text, html };
}
