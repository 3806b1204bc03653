import { escapeHtml, mailHtml } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

/** To OPS_EMAIL when a backup fails: what failed, where, and what is still safe. */
export function backupFailedMail(
  to: string,
  details: { at: Date; error: string; dir: string; publicUrl: string; retrying: boolean },
): MailMessage {
  const lines = [
    `The backup of Homestay at ${details.publicUrl} failed at ${details.at.toISOString()}:`,
    '',
    details.error,
    '',
    `Backups are written to ${details.dir}. The earlier complete backups there are untouched:`,
    'a backup only replaces or deletes older ones after it is complete and verified.',
    details.retrying
      ? 'The job runner tries again (30 s, then doubling to an hour, up to 10 times).'
      : 'It will not be tried again before the next scheduled time.',
    'Run `npm run backup` to try by hand; the app log has the details.',
  ];
  const text = [...lines, '', '— Homestay'].join('\n');
  const html = mailHtml(
    lines
      .filter((line) => line !== '')
      .map((line) => `      <p style="margin:0 0 16px">${escapeHtml(line)}</p>`)
      .join('\n'),
  );
  return { to, subject: 'Homestay: the backup failed', text, html };
}
