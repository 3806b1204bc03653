// The one look of every Homestay mail: a white card on a grey page, the name
// at the top, one teal button. Mail clients ignore stylesheets, so the styles
// are inline; keeping them here means a change of look is made once.

import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';

/** Escapes text for HTML, attributes included. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEAL = '#0f766e';

/** A whole HTML mail around `body` (already-escaped HTML), in `locale`. */
export function mailHtml(body: string, locale: Locale = DEFAULT_LOCALE): string {
  return `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2933">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${TEAL}">Homestay</p>
${body}
    </td></tr>
  </table>
</body>
</html>`;
}

/** The mail's one call to action. `href` and `label` are plain text. */
export function mailButton(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:${TEAL};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(label)}</a></p>`;
}

/** An inline link in the mail's colour. `href` and `label` are plain text. */
export function mailLink(href: string, label: string, color = TEAL): string {
  return `<a href="${escapeHtml(href)}" style="color:${color}">${escapeHtml(label)}</a>`;
}

/** The mail's link written out under its button, for clients that show no buttons. `label` is plain text. */
export function mailCopyLink(href: string, label: string): string {
  const safe = escapeHtml(href);
  return `<p style="margin:0 0 16px;font-size:14px">${escapeHtml(label)}<br><a href="${safe}" style="color:${TEAL};word-break:break-all">${safe}</a></p>`;
}

/** A word or name set in bold. `text` is plain text. */
export const mailStrong = (text: string): string => `<strong>${escapeHtml(text)}</strong>`;
