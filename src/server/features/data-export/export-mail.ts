import { DATA_EXPORT_TTL_HOURS } from '@shared/api/data-export';
import { escapeHtml, mailButton, mailHtml } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';

/** The page where a person downloads their data (Profile › Your data). */
export const DATA_TAB_PATH = '/profile?tab=data';

/** To the owner when their export is ready: a link to the page, never to the file itself. */
export function exportReadyMail(input: {
  to: string;
  appUrl: string;
  expiresAt: Date;
}): MailMessage {
  const link = `${input.appUrl}${DATA_TAB_PATH}`;
  const expires = `${input.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const lines = [
    'Your Homestay data is ready to download.',
    `Sign in and open Profile › Your data to download it. The file is kept for ${DATA_TAB_HOURS_TEXT}, until ${expires}, and only you can download it; then it is deleted.`,
  ];
  const text = [
    ...lines,
    '',
    link,
    '',
    "If you didn't ask for your data, change your password.",
    '',
    '— Homestay',
  ].join('\n');
  const html = mailHtml(
    [
      ...lines.map((line) => `      <p style="margin:0 0 16px">${escapeHtml(line)}</p>`),
      `      ${mailButton(link, 'Download my data')}`,
      `      <p style="margin:0;font-size:14px;color:#52606d">If you didn't ask for your data, change your password.</p>`,
    ].join('\n'),
  );
  return { to: input.to, subject: 'Your Homestay data is ready', text, html };
}

/** To the owner when their export could not be built. */
export function exportFailedMail(input: { to: string; appUrl: string }): MailMessage {
  const link = `${input.appUrl}${DATA_TAB_PATH}`;
  const lines = [
    'We could not prepare your Homestay data this time.',
    'Nothing was lost. Open Profile › Your data and try again; if it fails again, contact us.',
  ];
  const text = [...lines, '', link, '', '— Homestay'].join('\n');
  const html = mailHtml(
    [
      ...lines.map((line) => `      <p style="margin:0 0 16px">${escapeHtml(line)}</p>`),
      `      ${mailButton(link, 'Try again')}`,
    ].join('\n'),
  );
  return { to: input.to, subject: 'Your Homestay data export failed', text, html };
}

const DATA_TAB_HOURS_TEXT = `${DATA_EXPORT_TTL_HOURS} hours`;
