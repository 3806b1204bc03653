import type { DeletionState } from '@shared/api/account-deletion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHelper,
  saveLanguage,
  signIn,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { type ReadMail, readMail } from '../../platform/mail/mail-test-helpers';
import { eraseDueAccounts } from './erase-due';

// Issue 17: the three deletion mails are in the person's saved language; the
// ones a request sends (asked for, cancelled), with none saved, in the
// request's language. The "deleted" mail is sent after the erasure, so its
// language is read before it.

describe('account deletion mail in the person’s language', () => {
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
  const inject = (user: TestUser, url: string, payload: object, acceptLanguage: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...user.headers(), 'accept-language': acceptLanguage },
      payload,
    });
  const askDeletion = async (user: TestUser, acceptLanguage = 'fr') => {
    const payload = { password: user.password, confirm: 'DELETE' };
    const res = await inject(user, '/api/account/deletion', payload, acceptLanguage);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DeletionState;
  };
  const mailsTo = async (email: string): Promise<ReadMail[]> => {
    await t.app.mailer.idle();
    return smtp.messages.filter((m) => m.to.includes(email)).map((m) => readMail(m.raw));
  };

  it('tells a Spanish speaker when the account goes, in Spanish, whatever the request asks', async () => {
    const helper = await createHelper(t.app);
    await speak(helper, 'es');
    const asked = await askDeletion(helper, 'fr');
    const [mail] = await mailsTo(helper.email);
    expect(mail?.subject).toBe('Tu cuenta de Homestay se va a eliminar');
    const due = new Date(asked.dueAt ?? '');
    const day = due.toLocaleDateString('es', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const time = due.toISOString().slice(11, 16);
    expect(mail?.text).toContain(`Se eliminará el ${day} a las ${time} UTC.`);
    expect(mail?.text).toContain('con tu nombre sustituido por “Deleted user”');
    expect(mail?.html).toContain('>Iniciar sesión para cancelar</a>');
  });

  it('with no language saved, asks and cancels in the request’s language', async () => {
    const helper = await createHelper(t.app);
    await askDeletion(helper, 'fr-BE,fr;q=0.9');
    const back = await signIn(t.app, helper);
    expect((await inject(back, '/api/account/deletion/cancel', {}, 'fr')).statusCode).toBe(200);
    const mails = await mailsTo(helper.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Votre compte Homestay va être supprimé',
      'Votre compte Homestay ne sera pas supprimé',
    ]);
    expect(mails[1]?.text).toContain(
      'Vous avez annulé la suppression de votre compte Homestay : il reste tel quel.',
    );
  });

  it('says the account is gone in the language the person had, from the job', async () => {
    const helper = await createHelper(t.app);
    await speak(helper, 'pt-BR');
    const asked = await askDeletion(helper);
    await t.app.jobs.runDueJobs(new Date(asked.dueAt ?? ''));
    const mails = await mailsTo(helper.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Sua conta do Homestay vai ser excluída',
      'Sua conta do Homestay foi excluída',
    ]);
    expect(mails[1]?.text).toContain('Obrigado por fazer parte do Homestay.');
    expect(mails[1]?.html).toContain('<html lang="pt-BR">');
  });

  it('and from the command line', async () => {
    const helper = await createHelper(t.app);
    await speak(helper, 'de');
    const asked = await askDeletion(helper);
    const deps = { storage: t.app.storage, mailer: t.app.mailer };
    const erased = await eraseDueAccounts(t.app.database.db, deps, new Date(asked.dueAt ?? ''), {
      userId: helper.id,
    });
    expect(erased).toEqual([helper.id]);
    const mails = await mailsTo(helper.email);
    expect(mails.at(-1)?.subject).toBe('Dein Homestay-Konto wurde gelöscht');
    expect(mails.at(-1)?.text).toContain('Danke, dass du Teil von Homestay warst.');
  });
});
