import { escapeHtml, mailButton, mailHtml } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';

/** Mail subjects are one line. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export type DigestItem = { title: string; content: string; createdAt: Date; link: string };

/** One mail for a user's unread notifications; each item links straight to its screen. */
export function notificationDigestMail(
  to: string,
  items: DigestItem[],
  links: { allLink: string; settingsLink: string },
): MailMessage {
  const first = items[0];
  const subject =
    items.length === 1 && first
      ? `Homestay: ${oneLine(first.title).slice(0, 120)}`
      : `You have ${items.length} unread notifications on Homestay`;
  const text = [
    'Hello,',
    '',
    items.length === 1
      ? 'You have an unread notification on Homestay:'
      : `You have ${items.length} unread notifications on Homestay:`,
    '',
    ...items.flatMap((item) => [`* ${item.title}`, `  ${item.content}`, `  ${item.link}`, '']),
    `See all your notifications: ${links.allLink}`,
    '',
    `You get this mail because these were still unread. Change when (or whether) we mail you: ${links.settingsLink}`,
    '',
    '— Homestay',
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
  const html =
    mailHtml(`      <p style="margin:0 0 16px">${items.length === 1 ? 'You have an unread notification:' : `You have ${items.length} unread notifications:`}</p>
      <table role="presentation" width="100%" cellspacing="0" cellpadding="0">${rows}
      </table>
      ${mailButton(links.allLink, 'View all notifications')}
      <p style="margin:0;font-size:13px;color:#52606d">You get this mail because these were still unread. <a href="${escapeHtml(links.settingsLink)}" style="color:#52606d">Change when we mail you</a>.</p>`);
  return { to, subject, text, html };
}
