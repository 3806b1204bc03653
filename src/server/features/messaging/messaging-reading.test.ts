import { randomUUID } from 'node:crypto';
import {
  type Conversation,
  type ConversationPage,
  MESSAGING_ERRORS,
  type Message,
  type MessagePage,
} from '@shared/api/messaging';
import type { NotificationPage } from '@shared/api/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedProperty,
  call,
  createHelper,
  createHost,
  createProperty,
  createStayRequest,
  createUser,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { messages, profiles } from '../../db/schema';
import { canSubscribeToConversation } from './access';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const start = async (user: TestUser, body: object, status = 201) => {
  const res = await call(t.app, 'POST', '/api/conversations', user, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as Conversation;
};
const send = (user: TestUser, conversationId: string, content: string, id = randomUUID()) =>
  call(t.app, 'POST', `/api/conversations/${conversationId}/messages`, user, { id, content });
const sendOk = async (user: TestUser, conversationId: string, content: string) => {
  const res = await send(user, conversationId, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Message;
};
const list = async (user: TestUser, query = '') => {
  const res = await call(t.app, 'GET', `/api/conversations${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConversationPage;
};
const total = async (user: TestUser) => {
  const res = await call(t.app, 'GET', '/api/conversations/unread-total', user);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { total: number }).total;
};
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error;

/** A listed property, a helper, and the conversation the helper opened about it. */
async function chat(): Promise<{
  created: CreatedProperty;
  host: TestUser;
  helper: TestUser;
  conversation: Conversation;
}> {
  const created = await createProperty(t.app);
  const helper = await createHelper(t.app, { fullName: 'Ana Helper' });
  const conversation = await start(helper, { propertyId: created.property.id });
  return { created, host: created.host, helper, conversation };
}

describe('reading', () => {
  it('lists messages newest first, older ones by cursor', async () => {
    const { host, helper, conversation } = await chat();
    for (let i = 0; i < 5; i++) await sendOk(i % 2 ? host : helper, conversation.id, `m${i}`);
    const url = `/api/conversations/${conversation.id}/messages`;
    const first = (await call(t.app, 'GET', `${url}?limit=2`, helper)).json() as MessagePage;
    expect(first.items.map((m) => m.content)).toEqual(['m4', 'm3']);
    const second = (
      await call(t.app, 'GET', `${url}?limit=2&cursor=${first.nextCursor}`, helper)
    ).json() as MessagePage;
    expect(second.items.map((m) => m.content)).toEqual(['m2', 'm1']);
    const third = (
      await call(t.app, 'GET', `${url}?limit=2&cursor=${second.nextCursor}`, helper)
    ).json() as MessagePage;
    expect(third.items.map((m) => m.content)).toEqual(['m0']);
    expect(third.nextCursor).toBeNull();
    const bad = await call(t.app, 'GET', `${url}?cursor=bm9wZQ`, helper);
    expect(bad.statusCode).toBe(400);
  });

  it('mark read resets only the caller’s counter', async () => {
    const { host, helper, conversation } = await chat();
    await sendOk(helper, conversation.id, 'one');
    await sendOk(helper, conversation.id, 'two');
    await sendOk(host, conversation.id, 'three');
    const res = await call(t.app, 'POST', `/api/conversations/${conversation.id}/read`, host, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: conversation.id, unreadCount: 0 });
    expect(await total(host)).toBe(0);
    expect(await total(helper)).toBe(1);
    // The host's message notifications for it are read too; the helper's are not.
    const hostNotes = (
      await call(t.app, 'GET', '/api/notifications', host)
    ).json() as NotificationPage;
    const about = hostNotes.items.filter((n) => n.referenceId === conversation.id);
    expect(about).toHaveLength(2);
    expect(about.every((n) => n.isRead)).toBe(true);
    const helperNotes = (
      await call(t.app, 'GET', '/api/notifications', helper)
    ).json() as NotificationPage;
    expect(helperNotes.items.find((n) => n.referenceId === conversation.id)?.isRead).toBe(false);
    // Idempotent.
    const again = await call(t.app, 'POST', `/api/conversations/${conversation.id}/read`, host);
    expect(again.statusCode).toBe(200);
  });

  it('lists the caller’s conversations newest first, only with a named other party and a message', async () => {
    const host = await createHost(t.app, { fullName: 'Hana Host' });
    const a = await createProperty(t.app, { host });
    const b = await createProperty(t.app, { host, fields: { title: 'Boat house' } });
    const h1 = await createHelper(t.app, { fullName: 'First Helper' });
    const h2 = await createHelper(t.app, { fullName: 'Second Helper' });
    const nameless = await createUser(t.app, { role: 'helper', fullName: null });
    const silent = await createHelper(t.app, { fullName: 'Silent Helper' });
    const c1 = await start(h1, { propertyId: a.property.id });
    const c2 = await start(h2, { propertyId: b.property.id });
    const c3 = await start(nameless, { propertyId: a.property.id });
    await start(silent, { propertyId: a.property.id });
    await sendOk(h1, c1.id, 'first');
    await sendOk(h2, c2.id, 'second');
    await sendOk(nameless, c3.id, 'from nobody');
    // A decoy between other people.
    const decoy = await chat();
    await sendOk(decoy.helper, decoy.conversation.id, 'not yours');

    const page = await list(host);
    expect(page.items.map((c) => c.id)).toEqual([c2.id, c1.id]);
    expect(page.items[0]).toMatchObject({
      propertyTitle: 'Boat house',
      otherParty: { id: h2.id, fullName: 'Second Helper' },
      lastMessageText: 'second',
      unreadCount: 1,
      viewerRole: 'host',
    });
    // The nameless helper's message does not count in the total either.
    expect(await total(host)).toBe(2);
    // A reply moves c1 to the top.
    await sendOk(host, c1.id, 'reply');
    expect((await list(host)).items.map((c) => c.id)).toEqual([c1.id, c2.id]);
    // Pages.
    const p1 = await list(host, '?limit=1');
    expect(p1.items.map((c) => c.id)).toEqual([c1.id]);
    const p2 = await list(host, `?limit=1&cursor=${p1.nextCursor}`);
    expect(p2.items.map((c) => c.id)).toEqual([c2.id]);
    expect(p2.nextCursor).toBeNull();
    // The helper sees it from their side.
    const helperPage = await list(h1);
    expect(helperPage.items).toHaveLength(1);
    expect(helperPage.items[0]).toMatchObject({
      viewerRole: 'helper',
      otherParty: { id: host.id, fullName: 'Hana Host' },
      unreadCount: 1,
    });
    // A host without a name disappears from the helper's list; a missing card is tolerated.
    await t.app.database.db
      .update(profiles)
      .set({ fullName: '  ' })
      .where(eq(profiles.id, host.id));
    expect((await list(h1)).items).toHaveLength(0);
    const one = await call(t.app, 'GET', `/api/conversations/${c1.id}`, h1);
    expect(one.statusCode).toBe(200);
  });
});

describe('access matrix', () => {
  it('a stranger can neither read, send to, mark read nor see a conversation (404)', async () => {
    const { host, helper, conversation } = await chat();
    await sendOk(helper, conversation.id, 'private');
    const otherHost = await createHost(t.app);
    const otherHelper = await createHelper(t.app);
    const id = conversation.id;
    for (const stranger of [otherHost, otherHelper]) {
      const attempts = [
        call(t.app, 'GET', `/api/conversations/${id}`, stranger),
        call(t.app, 'GET', `/api/conversations/${id}/messages`, stranger),
        call(t.app, 'POST', `/api/conversations/${id}/messages`, stranger, {
          id: randomUUID(),
          content: 'intrusion',
        }),
        call(t.app, 'POST', `/api/conversations/${id}/read`, stranger, {}),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(404);
        expect(errorOf(res).message).toBe(MESSAGING_ERRORS.conversationNotFound);
      }
      expect((await list(stranger)).items).toHaveLength(0);
      expect(await total(stranger)).toBe(0);
    }
    // A missing conversation answers the same.
    const missing = await call(t.app, 'GET', `/api/conversations/${randomUUID()}`, host);
    expect(missing.statusCode).toBe(404);
    // Nothing changed.
    const rows = await t.app.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, id));
    expect(rows).toHaveLength(1);
    expect(await total(host)).toBe(1);
  });

  it('realtime: only the host and helper may subscribe to conversation:{id}', async () => {
    const { host, helper, conversation } = await chat();
    const stranger = await createHelper(t.app);
    const db = t.app.database.db;
    expect(await canSubscribeToConversation(db, host.id, conversation.id)).toBe(true);
    expect(await canSubscribeToConversation(db, helper.id, conversation.id)).toBe(true);
    expect(await canSubscribeToConversation(db, stranger.id, conversation.id)).toBe(false);
    expect(await canSubscribeToConversation(db, host.id, randomUUID())).toBe(false);
  });
});

describe('system messages on stay requests', () => {
  const systemMessages = async (user: TestUser, conversationId: string) =>
    (
      (
        await call(t.app, 'GET', `/api/conversations/${conversationId}/messages`, user)
      ).json() as MessagePage
    ).items.filter((m) => m.type === 'system');

  it('a request, its acceptance and its decline are written into the chat', async () => {
    const created = await createProperty(t.app);
    const { helper, request } = await createStayRequest(t.app, created);
    const conversation = await start(helper, { propertyId: created.property.id }, 200);
    expect(conversation.unreadCount).toBe(0);
    let system = await systemMessages(helper, conversation.id);
    expect(system).toHaveLength(1);
    expect(system[0]).toMatchObject({ senderId: null, statusType: 'stay_request_created' });
    // A system line is never unread (decision 095).
    expect(await total(created.host)).toBe(0);

    await call(t.app, 'POST', `/api/stay-requests/${request.id}/accept`, created.host, {});
    system = await systemMessages(created.host, conversation.id);
    expect(system.map((m) => m.statusType)).toEqual([
      'stay_request_accepted',
      'stay_request_created',
    ]);
    expect(await total(helper)).toBe(0);

    const other = await createStayRequest(t.app, created);
    await call(t.app, 'POST', `/api/stay-requests/${other.request.id}/decline`, created.host, {
      reason: 'Full that month',
    });
    const c2 = await start(other.helper, { propertyId: created.property.id }, 200);
    const declined = await systemMessages(other.helper, c2.id);
    expect(declined[0]).toMatchObject({
      statusType: 'stay_request_declined',
      content: 'Stay request declined: Full that month',
    });
  });

  it('a withdrawal is written too; a refused request writes nothing', async () => {
    const created = await createProperty(t.app);
    const { helper, request } = await createStayRequest(t.app, created);
    await call(t.app, 'POST', `/api/stay-requests/${request.id}/withdraw`, helper, {});
    const conversation = await start(helper, { propertyId: created.property.id }, 200);
    const system = await systemMessages(helper, conversation.id);
    expect(system.map((m) => m.statusType)).toEqual([
      'stay_request_withdrawn',
      'stay_request_created',
    ]);
    // A second decision is refused (409) and leaves no trace in the chat.
    const again = await call(
      t.app,
      'POST',
      `/api/stay-requests/${request.id}/withdraw`,
      helper,
      {},
    );
    expect(again.statusCode).toBe(409);
    expect(await systemMessages(helper, conversation.id)).toHaveLength(2);
  });
});
