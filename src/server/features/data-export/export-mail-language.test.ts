import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHelper, saveLanguage, type TestUser } from '../../../../tests/helpers/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { type ReadMail, readMail } from '../../platform/mail/mail-test-helpers';

// Issue 17: the export's mails are sent by a job, so there is no request to
// take a language from: they are in the owner's saved language, else English.

const MINUTE = 60_000;

describe('data export mail in the owner’s language', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const speak = (user: TestUser, language: string) => saveLanguage(t.app, user, language);
  /** Asks for an export (with Accept-Language, which a job cannot see) and runs the jobs. */
  const exportFor = async (user: TestUser): Promise<ReadMail> => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/account/exports',
      headers: { ...user.headers(), 'accept-language': 'fr' },
      payload: { id: randomUUID() },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const seen = smtp.messages.length;
    await t.app.jobs.runDueJobs(new Date(Date.now() + MINUTE));
    await smtp.next(seen);
    const raw = smtp.messages.filter((m) => m.to.includes(user.email)).at(-1)?.raw;
    if (!raw) throw new Error(`no mail to ${user.email}`);
    return readMail(raw);
  };

  it('tells a German owner that the data is ready, in German', async () => {
    const owner = await createHelper(t.app);
    await speak(owner, 'de');
    const mail = await exportFor(owner);
    expect(mail.subject).toBe('Deine Homestay-Daten sind bereit');
    expect(mail.text).toContain('Melde dich an und öffne Profil › Deine Daten');
    expect(mail.text).toContain('Die Datei wird 24 Stunden lang aufbewahrt, bis ');
    // The expiry in German, in UTC: "bis 9. Dezember 2026 um 14:05 UTC,".
    expect(mail.text).toMatch(/bis \d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2} UTC,/u);
    expect(mail.html).toContain('>Meine Daten herunterladen</a>');
  });

  it('tells a Portuguese owner that it failed, in Portuguese', async () => {
    const owner = await createHelper(t.app);
    await speak(owner, 'pt-BR');
    // The temporary folder cannot be made: a file stands where it should be.
    const blocker = path.join(t.dataDir, 'tmp', 'data-exports');
    await fs.mkdir(path.dirname(blocker), { recursive: true });
    await fs.rm(blocker, { recursive: true, force: true });
    await fs.writeFile(blocker, 'in the way');
    try {
      const mail = await exportFor(owner);
      expect(mail.subject).toBe('A exportação dos seus dados do Homestay falhou');
      expect(mail.text).toContain('Nada foi perdido. Abra Perfil › Seus dados e tente de novo');
      expect(mail.html).toContain('>Tentar de novo</a>');
    } finally {
      await fs.rm(blocker, { force: true });
    }
  });

  it('writes to an owner with no language saved in English, as before', async () => {
    const owner = await createHelper(t.app);
    const mail = await exportFor(owner);
    expect(mail.subject).toBe('Your Homestay data is ready');
    expect(mail.text).toContain('The file is kept for 24 hours, until ');
  });
});
