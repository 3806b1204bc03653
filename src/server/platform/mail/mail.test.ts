import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/helpers/smtp-server';
import { mailHtmlText } from '../i18n/mail-text';
import { mailLink, mailStrong } from './layout';
import { readMail } from './mail-test-helpers';
import { createMailer, createOutboxMailer, createSmtpMailer } from './mailer';
import { passwordResetMail, verifyEmailMail } from './templates';

const silentLog = () => {
  const infos: string[] = [];
  const errors: string[] = [];
  return {
    infos,
    errors,
    info: (m: string) => infos.push(m),
    error: (_: object, m: string) => errors.push(m),
  };
};

describe('mail', () => {
  let dir: string;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-mail-'));
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('picks SMTP when SMTP_URL is set, the outbox otherwise', () => {
    const log = silentLog();
    expect(createMailer({ smtpUrl: undefined, from: 'a@b.c', dataDir: dir }, log).kind).toBe(
      'outbox',
    );
    expect(createMailer({ smtpUrl: smtp.url, from: 'a@b.c', dataDir: dir }, log).kind).toBe('smtp');
  });

  it('writes each outbox mail as a readable .txt and an .eml, and logs its links', async () => {
    const log = silentLog();
    const outbox = path.join(dir, 'outbox');
    const mailer = createOutboxMailer(outbox, 'Homestay <no-reply@homestay.test>', log);
    await mailer.send(
      passwordResetMail(
        'ada@example.test',
        'http://localhost:3000/reset-password?token=abc123',
        60,
        'en',
      ),
    );
    const names = (await fs.readdir(outbox)).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/-reset-your-homestay-password\.eml$/);
    const txt = await fs.readFile(path.join(outbox, names[1] as string), 'utf8');
    expect(txt).toMatch(
      /^From: Homestay <no-reply@homestay.test>\nTo: ada@example.test\nSubject: Reset your Homestay password\n/,
    );
    expect(txt).toContain('http://localhost:3000/reset-password?token=abc123');
    const eml = await fs.readFile(path.join(outbox, names[0] as string), 'utf8');
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect((await fs.stat(path.join(outbox, names[1] as string))).mode & 0o777).toBe(0o600);
    expect(log.infos.join('\n')).toContain(
      'links: http://localhost:3000/reset-password?token=abc123',
    );
  });

  it('sends over SMTP to a real server', async () => {
    const log = silentLog();
    const mailer = createSmtpMailer(smtp.url, 'Homestay <no-reply@homestay.test>', log);
    const seen = smtp.messages.length;
    await mailer.send({
      to: 'bob@example.test',
      subject: 'Hello',
      text: 'Plain body',
      html: '<p>HTML body</p>',
    });
    const mail = await smtp.next(seen);
    expect(mail.to).toEqual(['bob@example.test']);
    expect(mail.raw).toContain('Plain body');
    expect(mail.raw).toContain('<p>HTML body</p>');
    await mailer.close();
  });

  it('carries a mail in another language over SMTP word for word', async () => {
    const log = silentLog();
    const mailer = createSmtpMailer(smtp.url, 'Homestay <no-reply@homestay.test>', log);
    const seen = smtp.messages.length;
    const sent = passwordResetMail(
      'zoe@example.test',
      'http://localhost:3000/reset-password?token=abc',
      60,
      'fr',
    );
    await mailer.send(sent);
    expect(readMail((await smtp.next(seen)).raw)).toEqual({
      subject: 'Réinitialisez votre mot de passe Homestay',
      text: sent.text,
      html: sent.html,
    });
    expect(sent.text).toContain('Le lien ne fonctionne qu’une fois et expire dans 60 minutes.');
    expect(sent.html).toContain('<html lang="fr">');
    await mailer.close();
  });

  it('writes a mail still being composed in the background, and logs one that could not be', async () => {
    const log = silentLog();
    const mailer = createSmtpMailer(smtp.url, 'a@b.c', log);
    const seen = smtp.messages.length;
    mailer.sendInBackground(
      Promise.resolve(verifyEmailMail('kai@example.test', 'http://x/verify', 1, 'de')),
    );
    mailer.sendInBackground(Promise.reject(new Error('no language')));
    await mailer.idle();
    expect(smtp.messages).toHaveLength(seen + 1);
    expect(readMail(smtp.messages[seen]?.raw ?? '').text).toContain(
      'Der Link funktioniert 1 Stunde lang.',
    );
    expect(log.errors).toEqual(['A mail could not be written']);
    await mailer.close();
  });

  it('logs a failed background send instead of throwing, and idle() waits for it', async () => {
    const log = silentLog();
    const mailer = createSmtpMailer('smtp://127.0.0.1:1', 'a@b.c', log);
    mailer.sendInBackground({ to: 'x@example.test', subject: 's', text: 't', html: 'h' });
    await mailer.idle();
    expect(log.errors).toEqual(['Mail to x@example.test failed']);
    await mailer.close();
  });

  it('escapes the link in the HTML of the reset mail', () => {
    const mail = passwordResetMail('a@b.c', 'http://x/reset-password?token=a"><script>', 60, 'en');
    expect(mail.html).not.toContain('"><script>');
    expect(mail.html).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('escapes the values in a translated HTML line and renders only its own tags', () => {
    const intro = mailHtmlText(
      'en',
      'invitation.introHtml',
      { hostName: '<stop>Eve</stop>', propertyTitle: 'Sea & "Sun"', city: 'Faro' },
      { strong: mailStrong },
    );
    expect(intro).toBe(
      '&#60;stop&#62;Eve&#60;/stop&#62; invites you to help at <strong>Sea &#38; &#34;Sun&#34;</strong> (Faro) in exchange for a stay.',
    );
    const stop = mailHtmlText(
      'de',
      'invitation.stopHtml',
      {},
      {
        stop: (label) => mailLink('http://x/stop?a=1&b=2', label),
      },
    );
    expect(stop).toBe(
      'Wenn du keine Einladungen von Homestay-Gastgebern mehr bekommen möchtest, <a href="http://x/stop?a=1&#38;b=2" style="color:#0f766e">stoppe sie hier</a>.',
    );
    expect(() => mailHtmlText('en', 'invitation.stopHtml')).toThrow();
  });
});
