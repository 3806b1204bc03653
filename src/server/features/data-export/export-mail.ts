import { DATA_EXPORT_TTL_HOURS } from '@shared/api/data-export';
import type { Locale } from '@shared/i18n/locales';
import { mailWords } from '../../platform/i18n/mail-text';
import { mailButton, mailHtml } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';

/** The page where a person downloads their data (Profile › Your data). */
export const DATA_TAB_PATH = '/profile?tab=data';

const paragraph = (html: string) => `      <p style="margin:0 0 16px">${html}</p>`;

/** To the owner when their export is ready: a link to the page, never to the file itself. */
export function exportReadyMail(input: {
  to: string;
  appUrl: string;
  expiresAt: Date;
  locale: Locale;
}): MailMessage {
  const say = mailWords(input.locale, 'exportReady');
  const link = `${input.appUrl}${DATA_TAB_PATH}`;
  // In the reader's own way, in UTC (the mail does not know their zone).
  const expires = new Intl.DateTimeFormat(input.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(input.expiresAt);
  const expiresUtc = `${expires} UTC`;
  const howTo = { hours: DATA_EXPORT_TTL_HOURS, expires: expiresUtc };
  const text = [
    say.text('ready'),
    say.text('howTo', howTo),
    '',
    link,
    '',
    say.text('notYou'),
    '',
    say.text('signOff'),
  ].join('\n');
  const html = mailHtml(
    [
      paragraph(say.html('ready')),
      paragraph(say.html('howTo', howTo)),
      `      ${mailButton(link, say.text('button'))}`,
      `      <p style="margin:0;font-size:14px;color:#52606d">${say.html('notYou')}</p>`,
    ].join('\n'),
    input.locale,
  );
  return { to: input.to, subject: say.text('subject'), text, html };
}

/** To the owner when their export could not be built. */
export function exportFailedMail(input: {
  to: string;
  appUrl: string;
  locale: Locale;
}): MailMessage {
  const say = mailWords(input.locale, 'exportFailed');
  const link = `${input.appUrl}${DATA_TAB_PATH}`;
  const text = [say.text('failed'), say.text('retry'), '', link, '', say.text('signOff')].join(
    '\n',
  );
  const html = mailHtml(
    [
      paragraph(say.html('failed')),
      paragraph(say.html('retry')),
      `      ${mailButton(link, say.text('button'))}`,
    ].join('\n'),
    input.locale,
  );
  return { to: input.to, subject: say.text('subject'), text, html };
}
