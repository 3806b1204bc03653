import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../tests/helpers/accounts';
import {
  type CreatedProperty,
  createHelper,
  createHost,
  createProperty,
  saveLanguage,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { type ReadMail, readMail } from '../../platform/mail/mail-test-helpers';

// Issue 17: an invitation is in the recipient's saved language; to an
// address with no account (or none saved), in the host's, the language of
// the request that sent it.

describe('invitation mail in the reader’s language', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let created: CreatedProperty;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false', SMTP_URL: smtp.url });
    const host = await createHost(t.app, { fullName: 'Hana <Host>' });
    created = await createProperty(t.app, { host, fields: { title: 'Quinta das Oliveiras' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const invite = (email: string, acceptLanguage?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/properties/${created.property.id}/invitations`,
      headers: {
        ...created.host.headers(),
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
      payload: { email },
    });
  const lastMailTo = async (email: string): Promise<ReadMail> => {
    await t.app.mailer.idle();
    const raw = smtp.messages.filter((m) => m.to.includes(email)).at(-1)?.raw;
    if (!raw) throw new Error(`no mail to ${email}`);
    return readMail(raw);
  };
  const speak = (user: TestUser, language: string) => saveLanguage(t.app, user, language);

  it('to an address with no account, is in the host’s language', async () => {
    const email = uniqueEmail('guest');
    expect((await invite(email, 'de-DE,de;q=0.9')).statusCode).toBe(201);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Hana <Host> lädt dich zu Quinta das Oliveiras ein');
    expect(mail.text).toContain(
      'Hana <Host> lädt dich ein, bei Quinta das Oliveiras (Tavira) auf Homestay mitzuhelfen, im Tausch gegen einen Aufenthalt.',
    );
    expect(mail.text).toContain('Neu bei Homestay? Erstelle hier dein Konto');
    // The host's name is escaped in the HTML; the links are ours.
    expect(mail.html).toContain('Hana &#60;Host&#62; lädt dich ein');
    expect(mail.html).toContain('<strong>Quinta das Oliveiras</strong>');
    expect(mail.html).toContain('>Konto erstellen und beitreten</a>');
    expect(mail.html).toMatch(
      /<a href="[^"]+\/invitations\/stop\?[^"]+" style="color:#52606d">stoppe sie hier<\/a>/,
    );
  });

  it('to an account with a saved language, is in that language, not the host’s', async () => {
    const helper = await createHelper(t.app);
    await speak(helper, 'pt-BR');
    expect((await invite(helper.email, 'de')).statusCode).toBe(201);
    const mail = await lastMailTo(helper.email);
    expect(mail.subject).toBe('Hana <Host> convida você para Quinta das Oliveiras');
    expect(mail.text).toContain('Para ver a propriedade e entrar, abra este link:');
    expect(mail.html).toContain('>Ver a propriedade e entrar</a>');
  });

  it('with neither, is in English, as before', async () => {
    const email = uniqueEmail('guest');
    expect((await invite(email)).statusCode).toBe(201);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Hana <Host> invites you to Quinta das Oliveiras');
    expect(mail.text).toContain(
      'Hana <Host> invites you to help at Quinta das Oliveiras (Tavira) on Homestay, in exchange for a stay.',
    );
  });

  it('names a host without a name in the recipient’s language', async () => {
    const nameless = await createHost(t.app, { fullName: '' });
    const property = await createProperty(t.app, { host: nameless });
    const email = uniqueEmail('guest');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${property.property.id}/invitations`,
      headers: { ...nameless.headers(), 'accept-language': 'es' },
      payload: { email },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await lastMailTo(email)).subject).toBe(
      'Un anfitrión de Homestay te invita a Olive farm by the sea',
    );
  });
});
