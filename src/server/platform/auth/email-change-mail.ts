import type { Locale } from '@shared/i18n/locales';
import { mailWords } from '../i18n/mail-text';
import { mailButton, mailCopyLink, mailHtml, mailStrong } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

// The three mails of an email change (issue 19, decision 142). Kept beside the
// flow rather than in mail/templates.ts: they change together with it. Their
// words are in mail.json (issue 17).

/** To the new address: the link that makes it the account's address. */
export function confirmNewEmailMail(
  to: string,
  link: string,
  validHours: number,
  locale: Locale,
): MailMessage {
  const say = mailWords(locale, 'emailChangeConfirm');
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

/**
 * To an address that already has an account: the person asking gets the same
 * answer as for a free address (no enumeration), so only the owner learns.
 */
export function emailChangeTakenMail(to: string, locale: Locale): MailMessage {
  const say = mailWords(locale, 'emailChangeTaken');
  const text = [
    say.text('hello'),
    '',
    say.text('intro'),
    '',
    say.text('ifYou'),
    say.text('notYou'),
    '',
    say.text('signOff'),
  ].join('\n');
  const html = mailHtml(
    `      <p style="margin:0 0 16px">${say.html('hello')}</p>
      <p style="margin:0 0 16px">${say.html('intro')}</p>
      <p style="margin:0 0 16px;font-size:14px">${say.html('ifYou')}</p>
      <p style="margin:0;font-size:14px;color:#52606d">${say.html('notYou')}</p>`,
    locale,
  );
  return { to, subject: say.text('subject'), text, html };
}

/** To the old address once the change is made: what happened and "This wasn't me". */
export function emailChangedNoticeMail(
  to: string,
  newEmail: string,
  undoLink: string,
  validDays: number,
  locale: Locale,
): MailMessage {
  const say = mailWords(locale, 'emailChanged');
  const text = [
    say.text('hello'),
    '',
    say.text('changedText', { newEmail }),
    '',
    say.text('wasYou'),
    '',
    say.text('undoText'),
    '',
    undoLink,
    '',
    say.text('validity', { days: validDays }),
    '',
    say.text('signOff'),
  ].join('\n');
  const html = mailHtml(
    `      <p style="margin:0 0 16px">${say.html('hello')}</p>
      <p style="margin:0 0 16px">${say.html('changedHtml', { newEmail }, { strong: mailStrong })}</p>
      <p style="margin:0 0 16px">${say.html('wasYou')}</p>
      <p style="margin:0 0 16px">${say.html('undoHtml')}</p>
      ${mailButton(undoLink, say.text('button'))}
      ${mailCopyLink(undoLink, say.text('copyLink'))}
      <p style="margin:0;font-size:14px;color:#52606d">${say.html('validity', { days: validDays })}</p>`,
    locale,
  );
  return { to, subject: say.text('subject'), text, html };
}
