import type { Locale } from '@shared/i18n/locales';
import { mailText } from '../../platform/i18n/mail-text';
import { escapeHtml, mailButton, mailHtml } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';

/** Mail subjects are one line. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export type DigestItem = { title: string; content: string; createdAt: Date; link: string };

/**
 * One mail for a user's unread notifications, in their language (issue 17);
 * each item links straight to its screen.
 */
export function notificationDigestMail(
  to: string,
  items: DigestItem[],
  links: { allLink: string; settingsLink: string },
  locale: Locale = 'en',
): MailMessage {
  const say = (key: string, params: Record<string, string | number> = {}) =>
    mailText(locale, `digest.${key}`, params);
  const count = items.length;
  const first = items[0];
  const subject =
    count === 1 && first
      ? say('subjectOne', { title: oneLine(first.title).slice(0, 120) })
      : say('subjectMany', { count });
  const text = [
    say('hello'),
    '',
    say('introText', { count }),
    '',
    ...items.flatMap((item) => [`* ${item.title}`, `  ${item.content}`, `  ${item.link}`, '']),
    say('seeAll', { link: links.allLink }),
    '',
    say('whyText', { link: links.settingsLink }),
    '',
    say('signOff'),
  ].join('\n');
  const rows = items
    .map(
      (item) => `
      <tr><td style="padding:12px 0;border-top:1px solid #e4e7eb">
        <a href="${escapeHtml(item.link)}" style="color:#0f766e;font-weight:600;text-decoration:none">${escapeHtml(item.title)}</a>
        <p style="margin:4px 0 0;font-size:14px;color:#334e68">${escapeHtml(item.content)}</p>
      </td></tr>`,
    )
    .join('');
  const html = mailHtml(
    `      <p style="margin:0 0 16px">${escapeHtml(say('introHtml', { count }))}</p>
      <table role="presentation" width="100%" cellspacing="0" cellpadding="0">${rows}
      </table>
      ${mailButton(links.allLink, say('viewAll'))}
      <p style="margin:0;font-size:13px;color:#52606d">${escapeHtml(say('whyHtml'))} <a href="${escapeHtml(links.settingsLink)}" style="color:#52606d">${escapeHtml(say('changeWhen'))}</a>.</p>`,
    locale,
  );
  return { to, subject, text, html };
}
