import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  TEST_ORIGIN,
  type TestUser,
  uniqueEmail,
} from '../../../../tests/helpers/accounts';
import { saveLanguage } from '../../../../tests/helpers/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { type ReadMail, readMail } from '../mail/mail-test-helpers';

// Issue 17: the account mails (verification, password reset, sign-up attempt,
// email change) are in the recipient's saved language; with none saved, in
// the language of the request that caused them (the web app sends its chosen
// language as Accept-Language); else in English.

describe('account mail in the reader’s language', () => {
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
  /** Every mail to `email` so far, read as its reader sees it, oldest first. */
  const mailsTo = async (email: string): Promise<ReadMail[]> => {
    await t.app.mailer.idle();
    return smtp.messages.filter((m) => m.to.includes(email)).map((m) => readMail(m.raw));
  };
  const lastMailTo = async (email: string): Promise<ReadMail> => {
    const mail = (await mailsTo(email)).at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  };
  const withLanguage = (headers: Record<string, string>, acceptLanguage?: string) =>
    acceptLanguage ? { ...headers, 'accept-language': acceptLanguage } : headers;

  const requestReset = (email: string, acceptLanguage?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: withLanguage({ origin: TEST_ORIGIN }, acceptLanguage),
      payload: { email },
    });
  const signUp = (email: string, acceptLanguage?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: withLanguage({ origin: TEST_ORIGIN }, acceptLanguage),
      payload: { email, password: 'a password of my own 1' },
    });

  describe('password reset', () => {
    it('is in the saved language, whatever the request asks', async () => {
      const user = await createUser(t.app);
      await speak(user, 'de');
      expect((await requestReset(user.email, 'fr-FR,fr;q=0.9')).statusCode).toBe(200);
      const mail = await lastMailTo(user.email);
      expect(mail.subject).toBe('Setze dein Homestay-Passwort zurück');
      expect(mail.text).toContain(
        'Jemand möchte das Passwort deines Homestay-Kontos zurücksetzen.',
      );
      expect(mail.text).toContain('läuft in 60 Minuten ab.');
      expect(mail.html).toContain('<html lang="de">');
      expect(mail.html).toContain('>Passwort zurücksetzen</a>');
    });

    it('with no language saved, is in the request’s language', async () => {
      const user = await createUser(t.app);
      expect((await requestReset(user.email, 'pt-BR,pt;q=0.9,en;q=0.8')).statusCode).toBe(200);
      const mail = await lastMailTo(user.email);
      expect(mail.subject).toBe('Redefina sua senha do Homestay');
      expect(mail.text).toContain('O link funciona uma vez e expira em 60 minutos.');
      expect(mail.html).toContain('>Redefinir sua senha</a>');
    });

    it('with neither, or a language we do not speak, is in English', async () => {
      const user = await createUser(t.app);
      await requestReset(user.email);
      await requestReset(user.email, 'ja,ko;q=0.5');
      const mails = await mailsTo(user.email);
      expect(mails.map((m) => m.subject)).toEqual([
        'Reset your Homestay password',
        'Reset your Homestay password',
      ]);
      expect(mails[1]?.text).toContain('The link works once and expires in 60 minutes.');
    });
  });

  describe('email verification', () => {
    it('at sign-up is in the sign-up page’s language (no language is saved yet)', async () => {
      const email = uniqueEmail('verify');
      expect((await signUp(email, 'es-MX,es;q=0.9')).statusCode).toBe(200);
      const mail = await lastMailTo(email);
      expect(mail.subject).toBe('Verifica tu correo de Homestay');
      expect(mail.text).toContain('Te damos la bienvenida a Homestay.');
      expect(mail.text).toContain('El enlace funciona durante 24 horas.');
      expect(mail.html).toContain('>Verificar tu correo</a>');
      expect(mail.text).toMatch(/\/api\/auth\/verify-email\?token=\S+/);
    });

    it('at sign-up without a language we speak is in English', async () => {
      const email = uniqueEmail('verify');
      await signUp(email, 'zh-CN');
      const mail = await lastMailTo(email);
      expect(mail.subject).toBe('Verify your Homestay email');
      expect(mail.text).toContain('The link works for 24 hours.');
    });

    it('sent again is in the saved language, else in the page’s', async () => {
      const french = await createUser(t.app, { verified: false });
      await speak(french, 'fr');
      const resend = (user: TestUser, acceptLanguage?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/verification-mail',
          headers: withLanguage(user.headers(), acceptLanguage),
        });
      expect((await resend(french, 'de')).statusCode).toBe(200);
      expect((await lastMailTo(french.email)).subject).toBe('Vérifiez votre e-mail Homestay');

      const unsaved = await createUser(t.app, { verified: false });
      expect((await resend(unsaved, 'de-AT')).statusCode).toBe(200);
      const mail = await lastMailTo(unsaved.email);
      expect(mail.subject).toBe('Bestätige deine E-Mail für Homestay');
      expect(mail.text).toContain('Der Link funktioniert 24 Stunden lang.');
    });
  });

  describe('a sign-up attempt on a registered address', () => {
    it('reaches the owner in the owner’s language, not the one trying', async () => {
      const owner = await createUser(t.app);
      await speak(owner, 'de');
      await signUp(owner.email, 'fr');
      const mail = await lastMailTo(owner.email);
      expect(mail.subject).toBe('Jemand wollte sich mit deiner Adresse registrieren');
      expect(mail.html).toContain(
        `<a href="${TEST_ORIGIN}/reset-password" style="color:#0f766e">Wähle ein neues</a>.`,
      );
      expect(mail.text).toContain(`${TEST_ORIGIN}/login`);
    });

    it('for an owner with no language saved, is in the language of the attempt', async () => {
      const owner = await createUser(t.app);
      await signUp(owner.email, 'fr-CA');
      const mail = await lastMailTo(owner.email);
      expect(mail.subject).toBe('Quelqu’un a tenté de s’inscrire avec votre adresse');
      expect(mail.text).toContain('Mot de passe oublié ? Choisissez-en un nouveau ici :');
    });
  });

  describe('an email change', () => {
    const ask = (user: TestUser, newEmail: string, acceptLanguage?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/email-change',
        headers: withLanguage(user.headers(), acceptLanguage),
        payload: { newEmail, currentPassword: user.password },
      });

    it('mails the link to the new address and the notice to the old in the saved language', async () => {
      const user = await createUser(t.app);
      await speak(user, 'pt-BR');
      const newEmail = uniqueEmail('moved');
      expect((await ask(user, newEmail, 'de')).statusCode).toBe(200);
      const link = await lastMailTo(newEmail);
      expect(link.subject).toBe('Confirme seu novo e-mail do Homestay');
      expect(link.text).toContain('O link funciona uma vez e expira em 24 horas.');
      const token = link.text.match(/\/api\/account\/email-change\/confirm\?token=(\S+)/)?.[1];
      if (!token) throw new Error('no confirm link');

      // Opened in a browser set to English: the notice follows the account's language.
      const opened = await t.app.inject({
        method: 'GET',
        url: `/api/account/email-change/confirm?token=${token}`,
        headers: { 'accept-language': 'en-GB' },
      });
      expect(opened.statusCode).toBe(302);
      const notice = await lastMailTo(user.email);
      expect(notice.subject).toBe('O e-mail da sua conta do Homestay foi alterado');
      expect(notice.html).toContain(`alterado para <strong>${newEmail}</strong>.`);
      expect(notice.html).toContain('>Não fui eu</a>');
      expect(notice.text).toContain('O link funciona por 7 dias.');
    });

    it('tells the owner of a taken address in the owner’s language, else in the asker’s', async () => {
      const asker = await createUser(t.app);
      await speak(asker, 'fr');
      const germanOwner = await createUser(t.app);
      await speak(germanOwner, 'de');
      expect((await ask(asker, germanOwner.email, 'fr')).statusCode).toBe(200);
      expect((await lastMailTo(germanOwner.email)).subject).toBe(
        'Jemand wollte deine Adresse bei Homestay verwenden',
      );

      const ownerWithout = await createUser(t.app);
      expect((await ask(asker, ownerWithout.email, 'es')).statusCode).toBe(200);
      const mail = await lastMailTo(ownerWithout.email);
      expect(mail.subject).toBe('Alguien intentó usar tu dirección en Homestay');
      expect(mail.text).toContain('Si no fuiste tú, ignora este correo: tu cuenta sigue igual.');
    });
  });
});
