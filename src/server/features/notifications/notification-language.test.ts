import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createHelper,
  createHost,
  createProperty,
  createStayRequest,
  saveLanguage,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { notifications } from '../../db/schema';

// Issue 17: a notification is written in its reader's language, not the
// sender's. A French host hears of a German helper's stay request in French
// (feed, realtime presenter); the stored title and content keep SPEC's
// English; a reader who changes language reads the same row in the new one.

describe('notifications in the reader’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const speak = (user: TestUser, language: string) => saveLanguage(t.app, user, language);
  const feedOf = async (user: TestUser) => {
    const res = await call(t.app, 'GET', '/api/notifications?limit=10', user);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: Array<{ title: string; content: string; notice: unknown }> })
      .items;
  };

  it('a French host reads a German helper’s stay request in French', async () => {
    const host = await createHost(t.app, { fullName: 'Camille Durand' });
    await speak(host, 'fr');
    const helper = await createHelper(t.app, { fullName: 'Jonas Becker' });
    await speak(helper, 'de');
    const created = await createProperty(t.app, {
      host,
      fields: { title: 'Le Mas des Oliviers' },
    });
    await createStayRequest(t.app, created, {
      helper,
      startDate: '2027-05-03',
      endDate: '2027-05-17',
    });

    const [item] = await feedOf(host);
    expect(item?.title).toBe('Nouvelle demande de séjour');
    expect(item?.content).toBe(
      'Jonas Becker souhaite séjourner à Le Mas des Oliviers du 3 mai 2027 au 17 mai 2027.',
    );
    expect(item?.notice).toMatchObject({ key: 'stayRequestCreated' });

    // The row keeps SPEC's English title and content.
    const [stored] = await t.app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, host.id));
    expect(stored?.title).toBe('New stay request');
    expect(stored?.content).toBe(
      'Jonas Becker asked to stay at Le Mas des Oliviers from 3 May 2027 to 17 May 2027.',
    );

    // The same row, read after switching to Portuguese.
    await speak(host, 'pt-BR');
    const [again] = await feedOf(host);
    expect(again?.title).toBe('Novo pedido de estadia');
    expect(again?.content).toContain('de 3 de maio de 2027 a 17 de maio de 2027');
  });

  it('a reader with no language saved reads English', async () => {
    const host = await createHost(t.app);
    const created = await createProperty(t.app, { host });
    await createStayRequest(t.app, created);
    const [item] = await feedOf(host);
    expect(item?.title).toBe('New stay request');
  });
});
