import { escapeHtml, mailButton, mailHtml } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';

// The three mails of an email change (issue 19, decision 142). Kept beside the
// flow rather than in mail/templates.ts: they change together with it.

const linkBlock = (link: string) => {
  const safe = escapeHtml(link);
  return `<p style="margin:0 0 16px;font-size:14px">Or copy this link into your browser:<br><a href="${safe}" style="color:#0f766e;word-break:break-all">${safe}</a></p>`;
};

/** To the new address: the link that makes it the account's address. */
export function confirmNewEmailMail(to: string, link: string, validHours: number): MailMessage {
  const text = [
    'Hello,',
    '',
    'You asked to use this address for your Homestay account. To confirm, open this link:',
    '',
    link,
    '',
    `The link works once and expires in ${validHours} hours. Until then your account keeps its current address.`,
    '',
    'If you did not ask for this, ignore this mail: nothing changes without the link.',
    '',
    '— Homestay',
  ].join('\n');
  const html = mailHtml(`      <p style="margin:0 0 16px">Hello,</p>
      <p style="margin:0 0 16px">You asked to use this address for your Homestay account. To confirm, use the button below.</p>
      ${mailButton(link, 'Confirm this address')}
      ${linkBlock(link)}
      <p style="margin:0 0 16px;font-size:14px">The link works once and expires in ${validHours} hours. Until then your account keeps its current address.</p>
      <p style="margin:0;font-size:14px;color:#52606d">If you did not ask for this, ignore this mail: nothing changes without the link.</p>`);
  return { to, subject: 'Confirm your new Homestay email', text, html };
}

/**
 * To an address that already has an account: the person asking gets the same
 * answer as for a free address (no enumeration), so only the owner learns.
 */
export function emailChangeTakenMail(to: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'Someone asked to move their Homestay account to this address. This address already has a Homestay account, so nothing changed.',
    '',
    'If it was you, sign in with this address instead, or use a different one for your other account.',
    'If it was not you, ignore this mail: your account stays as it is.',
    '',
    '— Homestay',
  ].join('\n');
  const html = mailHtml(`      <p style="margin:0 0 16px">Hello,</p>
      <p style="margin:0 0 16px">Someone asked to move their Homestay account to this address. This address already has a Homestay account, so nothing changed.</p>
      <p style="margin:0 0 16px;font-size:14px">If it was you, sign in with this address instead, or use a different one for your other account.</p>
      <p style="margin:0;font-size:14px;color:#52606d">If it was not you, ignore this mail: your account stays as it is.</p>`);
  return { to, subject: 'Someone tried to use your address on Homestay', text, html };
}

/** To the old address once the change is made: what happened and "This wasn't me". */
export function emailChangedNoticeMail(
  to: string,
  newEmail: string,
  undoLink: string,
  validDays: number,
): MailMessage {
  const text = [
    'Hello,',
    '',
    `The email address of your Homestay account was changed to ${newEmail}. Mail from Homestay now goes there, and you sign in with it.`,
    '',
    'If this was you, there is nothing to do.',
    '',
    "This wasn't me: open this link to put your old address back, sign out every device and get a link to choose a new password:",
    '',
    undoLink,
    '',
    `The link works for ${validDays} days.`,
    '',
    '— Homestay',
  ].join('\n');
  const html = mailHtml(`      <p style="margin:0 0 16px">Hello,</p>
      <p style="margin:0 0 16px">The email address of your Homestay account was changed to <strong>${escapeHtml(newEmail)}</strong>. Mail from Homestay now goes there, and you sign in with it.</p>
      <p style="margin:0 0 16px">If this was you, there is nothing to do.</p>
      <p style="margin:0 0 16px">If it was not you, put your old address back: every device is signed out and you get a link to choose a new password.</p>
      ${mailButton(undoLink, "This wasn't me")}
      ${linkBlock(undoLink)}
      <p style="margin:0;font-size:14px;color:#52606d">The link works for ${validDays} days.</p>`);
  return { to, subject: 'Your Homestay email address was changed', text, html };
}
