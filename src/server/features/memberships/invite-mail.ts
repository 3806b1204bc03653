import type { Locale } from '@shared/i18n/locales';
import { mailWords } from '../../platform/i18n/mail-text';
import {
  mailButton,
  mailCopyLink,
  mailHtml,
  mailLink,
  mailStrong,
} from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * A host's invite to a property. `signUpLink` is given when the address has
 * no account yet: sign-up first, then straight on to the join page.
 * `stopLink` lets the recipient refuse any further invitation (issue 24).
 * `hostName` null: the host has no name yet ('A Homestay host').
 */
export function hostInviteMail(input: {
  to: string;
  hostName: string | null;
  propertyTitle: string;
  city: string;
  joinLink: string;
  signUpLink: string | null;
  stopLink: string;
  locale: Locale;
}): MailMessage {
  const { propertyTitle, city, joinLink, signUpLink, stopLink, locale } = input;
  const say = mailWords(locale, 'invitation');
  const hostName = input.hostName ?? say.text('someHost');
  const about = { hostName, propertyTitle, city };
  const text = [
    say.text('hello'),
    '',
    say.text('introText', about),
    '',
    signUpLink ? `${say.text('signUpText')}\n${signUpLink}` : say.text('joinText'),
    '',
    signUpLink ? `${say.text('haveAccountText')}\n${joinLink}` : joinLink,
    '',
    say.text('notExpecting'),
    '',
    say.text('stopText'),
    stopLink,
    '',
    say.text('signOff'),
  ].join('\n');
  const joinHere = { join: (label: string) => mailLink(joinLink, label) };
  const stopHere = { stop: (label: string) => mailLink(stopLink, label, '#52606d') };
  const html = mailHtml(
    `      <p style="margin:0 0 16px">${say.html('hello')}</p>
      <p style="margin:0 0 16px">${say.html('introHtml', about, { strong: mailStrong })}</p>
      ${mailButton(signUpLink ?? joinLink, say.text(signUpLink ? 'signUpButton' : 'joinButton'))}
      ${signUpLink ? `<p style="margin:0 0 16px;font-size:14px">${say.html('haveAccountHtml', {}, joinHere)}</p>` : ''}
      ${mailCopyLink(joinLink, say.text('copyLink'))}
      <p style="margin:0 0 16px;font-size:14px;color:#52606d">${say.html('notExpecting')}</p>
      <p style="margin:0;font-size:13px;color:#52606d">${say.html('stopHtml', {}, stopHere)}</p>`,
    locale,
  );
  return { to: input.to, subject: say.text('subject', about), text, html };
}
