import { DELETED_USER_NAME } from '@shared/api/account-deletion';
import type { Locale } from '@shared/i18n/locales';
import { type MailWords, mailWords } from '../../platform/i18n/mail-text';
import { escapeHtml, mailButton, mailHtml } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';

// The three mails of a deletion (issue 19): asked for, cancelled, done. Each
// goes to the address the account had when it was sent; the last one is sent
// with the old address in hand, as the account's own is erased. Their words
// are in mail.json (issue 17), in the language the caller chose.

function message(
  to: string,
  say: MailWords,
  lines: string[],
  button?: [string, string],
): MailMessage {
  const text = [say.text('hello'), '', ...lines.flatMap((line) => [line, '']), say.text('signOff')];
  if (button) text.splice(text.length - 1, 0, button[0], '');
  const html = mailHtml(
    [
      `      <p style="margin:0 0 16px">${say.html('hello')}</p>`,
      ...lines.map((line) => `      <p style="margin:0 0 16px">${escapeHtml(line)}</p>`),
      button ? `      ${mailButton(button[0], button[1])}` : '',
    ].join('\n'),
    say.locale,
  );
  return { to, subject: say.text('subject'), text: text.join('\n'), html };
}

/** The moment as a day and a time of day in UTC ("9 December 2026", "14:05"): mail has no reader's time zone. */
function dueIn(at: Date, locale: Locale) {
  const time = at.toLocaleTimeString(locale === 'en' ? 'en-GB' : locale, {
    timeZone: 'UTC',
    hour: '2-digit',
    minute: '2-digit',
  });
  return { day: { day: at.toISOString().slice(0, 10) }, time };
}

export function deletionRequestedMail(
  to: string,
  dueAt: Date,
  loginLink: string,
  locale: Locale,
): MailMessage {
  const say = mailWords(locale, 'deletionRequested');
  return message(
    to,
    say,
    [
      say.text('due', dueIn(dueAt, locale)),
      say.text('signedOut'),
      say.text('whatGoes', { deletedName: DELETED_USER_NAME }),
      say.text('notYou'),
    ],
    [loginLink, say.text('button')],
  );
}

export function deletionCancelledMail(to: string, locale: Locale): MailMessage {
  const say = mailWords(locale, 'deletionCancelled');
  return message(to, say, [say.text('cancelled'), say.text('paused')]);
}

export function accountErasedMail(to: string, locale: Locale): MailMessage {
  const say = mailWords(locale, 'deletionDone');
  return message(to, say, [say.text('erased'), say.text('lastMail')]);
}
