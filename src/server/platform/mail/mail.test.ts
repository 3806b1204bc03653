import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/helpers/smtp-server';
import { createMailer, createOutboxMailer, createSmtpMailer } from './mailer';
import { passwordResetMail } from './templates';

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

  it('logs a failed background send instead of throwing, and idle() waits for it', async () => {
    const log = silentLog();
    const mailer = createSmtpMailer('smtp://127.0.0.1:1', 'a@b.c', log);
    mailer.sendInBackground({ to: 'x@example.test', subject: 's', text: 't', html: 'h' });
    await mailer.idle();
    expect(log.errors).toEqual(['Mail to x@example.test failed']);
    await mailer.close();
  });

  it('escapes the link in the HTML of the reset mail', () => {
    const mail = passwordResetMail('a@b.c', 'http://x/reset-password?token=a"><script>', 60);
    expect(mail.html).not.toContain('"><script>');
    expect(mail.html).toContain('&#34;&#62;&#60;script&#62;');
  });
});
