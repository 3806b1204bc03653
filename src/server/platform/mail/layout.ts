// The one look of every Homestay mail: a white card on a grey page, the name
// at the top, one teal button. Mail clients ignore stylesheets, so the styles
// are inline; keeping them here means a change of look is made once.

/** Escapes text for HTML, attributes included. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEAL = '#0f766e';

/** A whole HTML mail around `body` (already-escaped HTML). */
export function mailHtml(body: string): string {
  return `<!doctype html>
<html lang="en">
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
