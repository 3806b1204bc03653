import { randomUUID } from 'node:crypto';
import {
  type Conversation,
  MESSAGING_ERRORS,
  type Message,
  type MessagePage,
} from '@shared/api/messaging';
import type { NotificationPage } from '@shared/api/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addMember,
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
import { messages } from '../../db/schema';
import { topics } from '../../platform/realtime/topics';
import { listenToRealtime } from './test-support';

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

describe('signed out', () => {
  it("answers 401 'User not authenticated.' on every messaging route", async () => {
    const id = randomUUID();
    const routes: [string, string, object?][] = [
      ['GET', '/api/conversations'],
      ['GET', '/api/conversations/unread-total'],
      ['GET', `/api/conversations/${id}`],
      ['POST', '/api/conversations', { propertyId: id }],
      ['GET', `/api/conversations/${id}/messages`],
      ['POST', `/api/conversations/${id}/messages`, { id, content: 'hi' }],
      ['POST', `/api/conversations/${id}/read`, {}],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(t.app, method as 'GET', url, null, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(res)).toEqual({
        code: 'unauthenticated',
        message: 'User not authenticated.',
      });
    }
  });
});

describe('starting a conversation', () => {
  it('a helper opens one with the host of a listed property; a second start reuses it', async () => {
    const { created, helper, conversation } = await chat();
    expect(conversation).toMatchObject({
      propertyId: created.property.id,
      propertyTitle: created.property.title,
      hostId: created.host.id,
      helperId: helper.id,
      viewerRole: 'helper',
      otherParty: { id: created.host.id, fullName: 'Test host' },
      unreadCount: 0,
      lastMessageText: null,
    });
    const again = await start(helper, { propertyId: created.property.id }, 200);
    expect(again.id).toBe(conversation.id);
    // The host names the same helper: the same conversation.
    const fromHost = await start(
      created.host,
      { propertyId: created.property.id, helperId: helper.id },
      200,
    );
    expect(fromHost).toMatchObject({ id: conversation.id, viewerRole: 'host', unreadCount: 0 });
  });

  it("answers 404 'Property not found with ID' for a missing property or one the helper may not see", async () => {
    const helper = await createHelper(t.app);
    const missing = await call(t.app, 'POST', '/api/conversations', helper, {
      propertyId: randomUUID(),
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Property not found with ID');
    const draft = await createProperty(t.app, { status: 'draft' });
    const hidden = await call(t.app, 'POST', '/api/conversations', helper, {
      propertyId: draft.property.id,
    });
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden).message).toBe('Property not found with ID');
  });

  it('a helper may open one about a paused property they belong to', async () => {
    const created = await createProperty(t.app);
    const member = await addMember(t.app, created);
    await call(t.app, 'PATCH', `/api/properties/${created.property.id}`, created.host, {
      status: 'paused',
    });
    await start(member, { propertyId: created.property.id });
  });

  it('a helper may not name another helper', async () => {
    const created = await createProperty(t.app);
    const helper = await createHelper(t.app);
    const other = await createHelper(t.app);
    const res = await call(t.app, 'POST', '/api/conversations', helper, {
      propertyId: created.property.id,
      helperId: other.id,
    });
    expect(res.statusCode).toBe(403);
  });

  it('a host opens one with a member or a requester, not with a stranger', async () => {
    const created = await createProperty(t.app);
    const member = await addMember(t.app, created);
    const m = await start(created.host, { propertyId: created.property.id, helperId: member.id });
    expect(m).toMatchObject({ viewerRole: 'host', helperId: member.id });

    // A request made the conversation already (its system message): reused.
    const { helper: requester } = await createStayRequest(t.app, created);
    const r = await start(
      created.host,
      { propertyId: created.property.id, helperId: requester.id },
      200,
    );
    expect(r.lastMessageText).toContain('asked to stay');

    const stranger = await createHelper(t.app);
    const res = await call(t.app, 'POST', '/api/conversations', created.host, {
      propertyId: created.property.id,
      helperId: stranger.id,
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(MESSAGING_ERRORS.helperNotFound);
  });

  it('a host must name the helper, may not name themselves, and may not start on another host’s property', async () => {
    const created = await createProperty(t.app);
    const noHelper = await call(t.app, 'POST', '/api/conversations', created.host, {
      propertyId: created.property.id,
    });
    expect(noHelper.statusCode).toBe(422);
    const self = await call(t.app, 'POST', '/api/conversations', created.host, {
      propertyId: created.property.id,
      helperId: created.host.id,
    });
    expect(self.statusCode).toBe(422);
    const member = await addMember(t.app, created);
    const otherHost = await createHost(t.app);
    const res = await call(t.app, 'POST', '/api/conversations', otherHost, {
      propertyId: created.property.id,
      helperId: member.id,
    });
    expect(res.statusCode).toBe(403);
    const draft = await createProperty(t.app, { status: 'draft' });
    const hidden = await call(t.app, 'POST', '/api/conversations', otherHost, {
      propertyId: draft.property.id,
      helperId: member.id,
    });
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden).message).toBe('Property not found with ID');
  });

  it('a role-less account may not start one', async () => {
    const created = await createProperty(t.app);
    const user = await createUser(t.app, { role: 'user' });
    const res = await call(t.app, 'POST', '/api/conversations', user, {
      propertyId: created.property.id,
    });
    expect(res.statusCode).toBe(403);
  });

  it('concurrent starts make one conversation', async () => {
    const created = await createProperty(t.app);
    const helper = await createHelper(t.app);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, 'POST', '/api/conversations', helper, { propertyId: created.property.id }),
      ),
    );
    const ids = new Set(results.map((r) => (r.json() as Conversation).id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
  });
});

describe('sending', () => {
  it('stores the trimmed message, updates the conversation and raises only the other party’s counter', async () => {
    const { host, helper, conversation } = await chat();
    const message = await sendOk(helper, conversation.id, '  Is the room still free in May?  ');
    expect(message).toMatchObject({
      conversationId: conversation.id,
      senderId: helper.id,
      content: 'Is the room still free in May?',
      type: 'text',
      statusType: null,
    });
    const asHost = (await call(t.app, 'GET', `/api/conversations/${conversation.id}`, host)).json();
    expect(asHost).toMatchObject({
      lastMessageText: 'Is the room still free in May?',
      lastMessageTime: message.createdAt,
      unreadCount: 1,
    });
    const asHelper = (
      await call(t.app, 'GET', `/api/conversations/${conversation.id}`, helper)
    ).json();
    expect(asHelper.unreadCount).toBe(0);
    await sendOk(helper, conversation.id, 'And June?');
    expect(await total(host)).toBe(2);
    expect(await total(helper)).toBe(0);
    await sendOk(host, conversation.id, 'Yes, both.');
    expect(await total(helper)).toBe(1);
    expect(await total(host)).toBe(2);
  });

  it('the same id twice stores one message and answers with it (201, then 200)', async () => {
    const { helper, conversation } = await chat();
    const id = randomUUID();
    const first = await send(helper, conversation.id, 'Hello', id);
    expect(first.statusCode).toBe(201);
    const second = await send(helper, conversation.id, '  Hello ', id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await t.app.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation.id));
    expect(rows).toHaveLength(1);
  });

  it('a resend does not raise the counter or notify again', async () => {
    const { host, helper, conversation } = await chat();
    const id = randomUUID();
    await send(helper, conversation.id, 'Once', id);
    await send(helper, conversation.id, 'Once', id);
    expect(await total(host)).toBe(1);
    const notes = (await call(t.app, 'GET', '/api/notifications', host)).json() as NotificationPage;
    expect(notes.items.filter((n) => n.referenceId === conversation.id)).toHaveLength(1);
  });

  it('answers 409 for a known id with other content or in another conversation', async () => {
    const a = await chat();
    const b = await chat();
    const id = randomUUID();
    expect((await send(a.helper, a.conversation.id, 'First', id)).statusCode).toBe(201);
    const other = await send(a.helper, a.conversation.id, 'Something else', id);
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).message).toBe(MESSAGING_ERRORS.messageIdTaken);
    const elsewhere = await send(b.helper, b.conversation.id, 'First', id);
    expect(elsewhere.statusCode).toBe(409);
    // The other party may not claim the id either.
    expect((await send(a.host, a.conversation.id, 'First', id)).statusCode).toBe(409);
  });

  it('rejects empty, blank and too long content, and a client-made system message', async () => {
    const { helper, conversation } = await chat();
    const url = `/api/conversations/${conversation.id}/messages`;
    for (const content of ['', '   \n\t ', 'x'.repeat(4001)]) {
      const res = await call(t.app, 'POST', url, helper, { id: randomUUID(), content });
      expect(res.statusCode, JSON.stringify(content.slice(0, 10))).toBe(400);
    }
    // 4,000 characters (code points) is the limit, emoji included.
    expect((await send(helper, conversation.id, '😀'.repeat(4000))).statusCode).toBe(201);
    expect((await send(helper, conversation.id, 'y'.repeat(4000))).statusCode).toBe(201);
    const system = await call(t.app, 'POST', url, helper, {
      id: randomUUID(),
      content: 'x',
      type: 'system',
    });
    expect(system.statusCode).toBe(400);
    const badId = await call(t.app, 'POST', url, helper, { id: 'not-a-uuid', content: 'x' });
    expect(badId.statusCode).toBe(400);
  });

  it('notifies the recipient with a message notification pointing at the conversation', async () => {
    const { host, helper, conversation } = await chat();
    await sendOk(helper, conversation.id, 'Hello host');
    const notes = (await call(t.app, 'GET', '/api/notifications', host)).json() as NotificationPage;
    const note = notes.items.find((n) => n.referenceId === conversation.id);
    expect(note).toMatchObject({ type: 'message', title: 'New message from Ana Helper' });
    expect(note?.content).toContain('Hello host');
    const own = (await call(t.app, 'GET', '/api/notifications', helper)).json() as NotificationPage;
    expect(own.items.filter((n) => n.type === 'message')).toHaveLength(0);
  });

  it('publishes message.created and each party’s view of the conversation on commit', async () => {
    const { host, helper, conversation } = await chat();
    const listener = await listenToRealtime(t.database.url);
    try {
      const message = await sendOk(host, conversation.id, 'Welcome!');
      const heard = await listener.until(
        (e) => e.filter((x) => x.kind !== 'notification.created').length >= 3,
      );
      expect(heard.find((e) => e.topic === topics.conversation(conversation.id))).toMatchObject({
        kind: 'message.created',
        data: message,
      });
      const helperView = heard.find((e) => e.topic === topics.conversations(helper.id));
      expect(helperView).toMatchObject({
        kind: 'conversation.updated',
        data: { id: conversation.id, unreadCount: 1, viewerRole: 'helper' },
      });
      const hostView = heard.find((e) => e.topic === topics.conversations(host.id));
      expect(hostView?.data).toMatchObject({ unreadCount: 0, viewerRole: 'host' });
      expect(heard.find((e) => e.topic === topics.notifications(helper.id))?.kind).toBe(
        'notification.created',
      );
    } finally {
      await listener.close();
    }
  });

  it('concurrent sends from both sides: every message once, seq in commit order, exact counters', async () => {
    const { host, helper, conversation } = await chat();
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        send(i % 2 ? host : helper, conversation.id, `message ${i}`),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(24).fill(201));
    const page = (
      await call(t.app, 'GET', `/api/conversations/${conversation.id}/messages?limit=100`, host)
    ).json() as MessagePage;
    expect(page.items).toHaveLength(24);
    const seqs = page.items.map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    // Newest by seq is also the one the conversation names as last.
    const last = (
      await call(t.app, 'GET', `/api/conversations/${conversation.id}`, host)
    ).json() as Conversation;
    expect(last.lastMessageText).toBe(page.items[0]?.content);
    expect(last.unreadCount).toBe(12);
    expect(await total(helper)).toBe(12);
  });

  it('concurrent resends of one id store it once', async () => {
    const { helper, conversation } = await chat();
    const id = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => send(helper, conversation.id, 'Only once', id)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const rows = await t.app.database.db.select().from(messages).where(eq(messages.id, id));
    expect(rows).toHaveLength(1);
  });
});

describe('the session fence (platform/auth/register.ts)', () => {
  it('a send and a read reply without waiting on it; a write that could end a session still waits', async () => {
    const { host, helper, conversation } = await chat();
    const settle = vi.spyOn(t.app.sessionCache, 'settle');
    try {
      await sendOk(helper, conversation.id, 'No fence for me');
      const read = await call(
        t.app,
        'POST',
        `/api/conversations/${conversation.id}/read`,
        host,
        {},
      );
      expect(read.statusCode, read.body).toBe(200);
      expect(settle).not.toHaveBeenCalled();
      // Starting a conversation is a write like any other: it waits.
      await start(helper, { propertyId: conversation.propertyId }, 200);
      expect(settle).toHaveBeenCalledTimes(1);
    } finally {
      settle.mockRestore();
    }
  });
});
