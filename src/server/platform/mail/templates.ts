import { escapeHtml, mailButton, mailHtml, mailLink } from './layout';
import type { MailMessage } from './mailer';

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
  const html = mailHtml(`      <p style="margin:0 0 16px">Hello,</p>
      <p style="margin:0 0 16px">Someone asked to reset the password of your Homestay account. To choose a new password, use the button below.</p>
      ${mailButton(link, 'Reset your password')}
      <p style="margin:0 0 16px;font-size:14px">Or copy this link into your browser:<br><a href="${safeLink}" style="color:#0f766e;word-break:break-all">${safeLink}</a></p>
      <p style="margin:0 0 16px;font-size:14px">The link works once and expires in ${validMinutes} minutes. When you set a new password, every device signed in to your account is signed out.</p>
      <p style="margin:0;font-size:14px;color:#52606d">If you did not ask for this, ignore this mail: your password stays as it is.</p>`);
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
  const html = mailHtml(`      <p style="margin:0 0 16px">Hello,</p>
      <p style="margin:0 0 16px">Someone tried to create a Homestay account with this address, which already has one. If it was you, log in instead.</p>
      ${mailButton(loginLink, 'Log in')}
      <p style="margin:0 0 16px;font-size:14px">Forgot your password? ${mailLink(resetLink, 'Choose a new one')}.</p>
      <p style="margin:0;font-size:14px;color:#52606d">If it was not you, ignore this mail: nothing changed, and your account stays as it is.</p>`);
  return { to, subject: 'Someone tried to sign up with your address', text, html };
}

/** The verification mail (issue 14): the link verifies the address and signs in. */
export function verifyEmailMail(to: string, link: string, validHours: number): MailMessage {
  const text = [
    'Hello,',
    '',
    'Welcome to Homestay. Please confirm that this address is yours by opening this link:',
    '',
    link,
    '',
    `The link works for ${validHours} hours. Until your address is verified you can finish your profile and look around, but not send stay requests, list a property or start conversations.`,
    '',
    'If you did not sign up for Homestay, ignore this mail: nothing happens without the link.',
    '',
    '— Homestay',
  ].join('\n');
  const safeLink = escapeHtml(link);
  const html = mailHtml(`      <p style="margin:0 0 16px">Hello,</p>
      <p style="margin:0 0 16px">Welcome to Homestay. Please confirm that this address is yours.</p>
      ${mailButton(link, 'Verify your email')}
      <p style="margin:0 0 16px;font-size:14px">Or copy this link into your browser:<br><a href="${safeLink}" style="color:#0f766e;word-break:break-all">${safeLink}</a></p>
      <p style="margin:0 0 16px;font-size:14px">The link works for ${validHours} hours. Until your address is verified you can finish your profile and look around, but not send stay requests, list a property or start conversations.</p>
      <p style="margin:0;font-size:14px;color:#52606d">If you did not sign up for Homestay, ignore this mail: nothing happens without the link.</p>`);
  return { to, subject: 'Verify your Homestay email', text, html };
}
