import type { MailMessage } from './mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password-reset mail: a single-use link that works for one hour. */
export function passwordResetMail(to: string, link: string, validMinutes: number): MailMessage {
  const text = [
    'Hello,',
    '',
    'Someone asked to reset the password of your Homestay account.',
    'To choose a new password, open this link:',
    '',
    link,
    '',
    `The link works once and expires in ${validMinutes} minutes.`,
    'When you set a new password, every device signed in to your account is signed out.',
    '',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
    '',
    '— Homestay',
  ].join('\n');
  const safeLink = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2933">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0f766e">Homestay</p>
      <p style="margin:0 0 16px">Hello,</p>
      <p style="margin:0 0 16px">Someone asked to reset the password of your Homestay account. To choose a new password, use the button below.</p>
      <p style="margin:24px 0"><a href="${safeLink}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Reset your password</a></p>
      <p style="margin:0 0 16px;font-size:14px">Or copy this link into your browser:<br><a href="${safeLink}" style="color:#0f766e;word-break:break-all">${safeLink}</a></p>
      <p style="margin:0 0 16px;font-size:14px">The link works once and expires in ${validMinutes} minutes. When you set a new password, every device signed in to your account is signed out.</p>
      <p style="margin:0;font-size:14px;color:#52606d">If you did not ask for this, ignore this mail: your password stays as it is.</p>
    </td></tr>
  </table>
</body>
</html>`;
  return { to, subject: 'Reset your Homestay password', text, html };
}

/**
 * To the owner of a registered address someone tried to sign up with. Sign-up
 * answers the same either way (issue 24), so this mail is how the owner, and
 * only the owner, learns the address is taken.
 */
export function signUpAttemptMail(to: string, loginLink: string, resetLink: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'Someone tried to create a Homestay account with this address, which already has one.',
    'If it was you, log in instead:',
    '',
    loginLink,
    '',
    'Forgot your password? Choose a new one here:',
    '',
    resetLink,
    '',
    'If it was not you, ignore this mail: nothing changed, and your account stays as it is.',
    '',
    '— Homestay',
  ].join('\n');
  const safeLogin = escapeHtml(loginLink);
  const safeReset = escapeHtml(resetLink);
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2933">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0f766e">Homestay</p>
      <p style="margin:0 0 16px">Hello,</p>
      <p style="margin:0 0 16px">Someone tried to create a Homestay account with this address, which already has one. If it was you, log in instead.</p>
      <p style="margin:24px 0"><a href="${safeLogin}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Log in</a></p>
      <p style="margin:0 0 16px;font-size:14px">Forgot your password? <a href="${safeReset}" style="color:#0f766e">Choose a new one</a>.</p>
      <p style="margin:0;font-size:14px;color:#52606d">If it was not you, ignore this mail: nothing changed, and your account stays as it is.</p>
    </td></tr>
  </table>
</body>
</html>`;
  return { to, subject: 'Someone tried to sign up with your address', text, html };
}
