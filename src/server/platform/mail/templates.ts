import type { Locale } from '@shared/i18n/locales';
import { mailWords } from '../i18n/mail-text';
import { mailButton, mailCopyLink, mailHtml, mailLink } from './layout';
import type { MailMessage } from './mailer';

// Each mail's words are in catalogues/<language>/mail.json under its own key
// (issue 17); which language is chosen is src/server/platform/i18n/mail-locale.ts.

/** The password-reset mail: a single-use link that works for one hour. */
export function passwordResetMail(
  to: string,
  link: string,
  validMinutes: number,
  locale: Locale,
): MailMessage {
  const say = mailWords(locale, 'passwordReset');
  const text = [
    say.text('hello'),
    '',
    say.text('intro'),
    say.text('openLink'),
    '',
    link,
    '',
    say.text('expires', { minutes: validMinutes }),
    say.text('signedOut'),
    '',
    say.text('notYou'),
    '',
    say.text('signOff'),
  ].join('\n');
  const html = mailHtml(
    `      <p style="margin:0 0 16px">${say.html('hello')}</p>
      <p style="margin:0 0 16px">${say.html('intro')} ${say.html('useButton')}</p>
      ${mailButton(link, say.text('button'))}
      ${mailCopyLink(link, say.text('copyLink'))}
      <p style="margin:0 0 16px;font-size:14px">${say.html('expires', { minutes: validMinutes })} ${say.html('signedOut')}</p>
      <p style="margin:0;font-size:14px;color:#52606d">${say.html('notYou')}</p>`,
    locale,
  );
  return { to, subject: say.text('subject'), text, html };
}

/**
 * To the owner of a registered address someone tried to sign up with. Sign-up
 * answers the same either way (issue 24), so this mail is how the owner, and
 * only the owner, learns the address is taken.
 */
export function signUpAttemptMail(
  to: string,
  loginLink: string,
  resetLink: string,
  locale: Locale,
): MailMessage {
  const say = mailWords(locale, 'signUpAttempt');
  const text = [
    say.text('hello'),
    '',
    say.text('intro'),
    say.text('logInText'),
    '',
    loginLink,
    '',
    say.text('forgotText'),
    '',
    resetLink,
    '',
    say.text('notYou'),
    '',
    say.text('signOff'),
  ].join('\n');
  const html = mailHtml(
    `      <p style="margin:0 0 16px">${say.html('hello')}</p>
      <p style="margin:0 0 16px">${say.html('intro')} ${say.html('logInHtml')}</p>
      ${mailButton(loginLink, say.text('button'))}
      <p style="margin:0 0 16px;font-size:14px">${say.html('forgotHtml', {}, { reset: (label) => mailLink(resetLink, label) })}</p>
      <p style="margin:0;font-size:14px;color:#52606d">${say.html('notYou')}</p>`,
    locale,
  );
  return { to, subject: say.text('subject'), text, html };
}

/** The verification mail (issue 14): the link verifies the address and signs in. */
export function verifyEmailMail(
  to: string,
  link: string,
  validHours: number,
  locale: Locale,
): MailMessage {
  const say = mailWords(locale, 'verifyEmail');
  const text = [
    say.text('hello'),
    '',
    say.text('introText'),
    '',
    link,
    '',
    say.text('validity', { hours: validHours }),
    '',
    say.text('notYou'),
    '',
    say.text('signOff'),
  ].join('\n');
  const html = mailHtml(
    `      <p style="margin:0 0 16px">${say.html('hello')}</p>
      <p style="margin:0 0 16px">${say.html('introHtml')}</p>
      ${mailButton(link, say.text('button'))}
      ${mailCopyLink(link, say.text('copyLink'))}
      <p style="margin:0 0 16px;font-size:14px">${say.html('validity', { hours: validHours })}</p>
      <p style="margin:0;font-size:14px;color:#52606d">${say.html('notYou')}</p>`,
    locale,
  );
  return { to, subject: say.text('subject'), text, html };
}
