import { escapeHtml, mailButton, mailHtml } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';

// The three mails of a deletion (issue 19): asked for, cancelled, done. Each
// goes to the address the account had when it was sent; the last one is sent
// with the old address in hand, as the account's own is erased.

/** "9 December 2026 at 14:05 UTC": mail has no reader's time zone, so it says UTC. */
export function mailDate(at: Date): string {
  const day = at.toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const time = at.toLocaleTimeString('en-GB', {
    timeZone: 'UTC',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${day} at ${time} UTC`;
}

function message(to: string, subject: string, lines: string[], button?: [string, string]) {
  const text = ['Hello,', '', ...lines.flatMap((line) => [line, '']), '— Homestay'];
  if (button) text.splice(text.length - 1, 0, button[0], '');
  const html = mailHtml(
    [
      '      <p style="margin:0 0 16px">Hello,</p>',
      ...lines.map((line) => `      <p style="margin:0 0 16px">${escapeHtml(line)}</p>`),
      button ? `      ${mailButton(button[0], button[1])}` : '',
    ].join('\n'),
  );
  return { to, subject, text: text.join('\n'), html } satisfies MailMessage;
}

export function deletionRequestedMail(to: string, dueAt: Date, loginLink: string): MailMessage {
  return message(
    to,
    'Your Homestay account will be deleted',
    [
      `You asked us to delete your Homestay account. It will be deleted on ${mailDate(dueAt)}.`,
      'You have been signed out on every device. Until then, you can change your mind: log in and choose Cancel deletion.',
      'When the account is deleted, your profile, photos, properties and settings are erased. What other people need stays, with your name replaced by "Deleted user": your messages in their conversations, published reviews, and the records of their stays.',
      'If you did not ask for this, log in now, cancel the deletion and change your password.',
    ],
    [loginLink, 'Log in to cancel'],
  );
}

export function deletionCancelledMail(to: string): MailMessage {
  return message(to, 'Your Homestay account will not be deleted', [
    'You cancelled the deletion of your Homestay account: it stays as it was.',
    'Properties that were listed were paused when you asked for the deletion. List them again from Properties when you are ready.',
  ]);
}

export function accountErasedMail(to: string): MailMessage {
  return message(to, 'Your Homestay account has been deleted', [
    'Your Homestay account has been deleted, as you asked. Your profile, photos, properties and settings are erased, and this address is no longer kept.',
    'This is the last mail you will get from us about it. Thank you for being part of Homestay.',
  ]);
}
