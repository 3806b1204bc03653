import { randomUUID } from 'node:crypto';
import type { Conversation, ConversationPage, Message } from '@shared/api/messaging';
import type { NotificationPage } from '@shared/api/notifications';
import type { NoticeText } from '@shared/i18n/notices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createHelper,
  createProperty,
  createStayRequest,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { conversations, messages } from '../../db/schema';
import { topics } from '../../platform/realtime/topics';
import { postSystemMessage } from './service';
import { listenToRealtime } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A system line (a test status) in the conversation of the property and the helper, committed. */
const postLine = (propertyId: string, helperId: string, notice: NoticeText) =>
  t.app.database.db.transaction((tx) =>
    postSystemMessage(tx, { propertyId, helperId, statusType: 'test_status', notice }),
  );

describe('postSystemMessage', () => {
  it('makes the conversation, writes a system message, leaves both counters alone and announces on commit', async () => {
    const created = await createProperty(t.app);
    const helper = await createHelper(t.app, { fullName: 'Ana Helper' });
    const listener = await listenToRealtime(t.database.url);
    try {
      await t.app.database.db.transaction((tx) =>
        postSystemMessage(tx, {
          propertyId: created.property.id,
          helperId: helper.id,
          statusType: 'test_status',
          notice: { key: 'choreAssigned', params: { chore: 'Something happened' } },
        }),
      );
      const [row] = await t.app.database.db
        .select()
        .from(conversations)
        .where(eq(conversations.helperId, helper.id));
      expect(row).toMatchObject({
        propertyId: created.property.id,
        hostId: created.host.id,
        lastMessageText: 'Chore assigned: Something happened',
        hostUnreadCount: 0,
        helperUnreadCount: 0,
      });
      if (!row) throw new Error('no conversation');
      const rows = await t.app.database.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, row.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        senderId: null,
        type: 'system',
        statusType: 'test_status',
        content: 'Chore assigned: Something happened',
        notice: { key: 'choreAssigned', params: { chore: 'Something happened' } },
      });

      const heard = await listener.until((e) => e.length >= 3);
      const created1 = heard.find((e) => e.topic === topics.conversation(row.id));
      expect(created1?.kind).toBe('message.created');
      expect((created1?.data as Message | undefined)?.id).toBe(rows[0]?.id);
      const hostView = heard.find((e) => e.topic === topics.conversations(created.host.id))
        ?.data as Conversation;
      const helperView = heard.find((e) => e.topic === topics.conversations(helper.id))
        ?.data as Conversation;
      expect(hostView).toMatchObject({
        viewerRole: 'host',
        unreadCount: 0,
        otherParty: { id: helper.id, fullName: 'Ana Helper' },
        propertyTitle: created.property.title,
      });
      expect(helperView).toMatchObject({
        viewerRole: 'helper',
        otherParty: { id: created.host.id },
      });
    } finally {
      await listener.close();
    }
  });

  it('lists a conversation whose last message is a system line with that line’s notice, and none after words from a person', async () => {
    const created = await createProperty(t.app);
    const helper = await createHelper(t.app, { fullName: 'Bea Helper' });
    const notice = { key: 'choreAssigned', params: { chore: 'Feed the hens' } };
    await postLine(created.property.id, helper.id, notice);
    const listed = async () => {
      const res = await call(t.app, 'GET', '/api/conversations', created.host);
      expect(res.statusCode).toBe(200);
      return (res.json() as ConversationPage).items.find((c) => c.helperId === helper.id);
    };
    expect(await listed()).toMatchObject({
      lastMessageText: 'Chore assigned: Feed the hens',
      lastMessageNotice: notice,
    });

    const conversation = await listed();
    if (!conversation) throw new Error('not listed');
    const sent = await call(
      t.app,
      'POST',
      `/api/conversations/${conversation.id}/messages`,
      helper,
      { id: randomUUID(), content: 'Done!' },
    );
    expect(sent.statusCode).toBeLessThan(300);
    expect(await listed()).toMatchObject({ lastMessageText: 'Done!', lastMessageNotice: null });
  });

  it('reuses the conversation and raises no counter, whoever caused it', async () => {
    const created = await createProperty(t.app);
    const helper = await createHelper(t.app);
    const db = t.app.database.db;
    const post = (actorId?: string) =>
      db.transaction((tx) =>
        postSystemMessage(tx, {
          propertyId: created.property.id,
          helperId: helper.id,
          statusType: 'test_status',
          notice: { key: 'choreAssigned', params: { chore: `Step ${randomUUID()}` } },
          actorId: actorId ?? null,
        }),
      );
    await post();
    await post(created.host.id);
    await post(helper.id);
    const rows = await db.select().from(conversations).where(eq(conversations.helperId, helper.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ hostUnreadCount: 0, helperUnreadCount: 0 });
  });

  it('writes nothing and announces nothing when the transaction rolls back', async () => {
    const created = await createProperty(t.app);
    const helper = await createHelper(t.app);
    const listener = await listenToRealtime(t.database.url);
    try {
      await expect(
        t.app.database.db.transaction(async (tx) => {
          await postSystemMessage(tx, {
            propertyId: created.property.id,
            helperId: helper.id,
            statusType: 'test_status',
            notice: { key: 'choreAssigned', params: { chore: 'Never seen' } },
          });
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      const rows = await t.app.database.db
        .select()
        .from(conversations)
        .where(eq(conversations.helperId, helper.id));
      expect(rows).toHaveLength(0);
      await new Promise((r) => setTimeout(r, 100));
      expect(listener.heard).toHaveLength(0);
    } finally {
      await listener.close();
    }
  });
});

describe('unread counts', () => {
  const inbox = async (user: TestUser) => {
    const list = await call(t.app, 'GET', '/api/conversations', user);
    expect(list.statusCode, list.body).toBe(200);
    const total = await call(t.app, 'GET', '/api/conversations/unread-total', user);
    expect(total.statusCode, total.body).toBe(200);
    return {
      items: (list.json() as ConversationPage).items,
      total: (total.json() as { total: number }).total,
    };
  };

  it('count only words from a person: the stay’s system lines raise neither side nor the bell', async () => {
    const created = await createProperty(t.app);
    const helper = await createHelper(t.app, { fullName: 'Ana Helper' });
    // Two system lines, each caused by one side: "asked to stay", then "accepted".
    const { request } = await createStayRequest(t.app, created, { helper });
    const accepted = await call(
      t.app,
      'POST',
      `/api/stay-requests/${request.id}/accept`,
      created.host,
      {},
    );
    expect(accepted.statusCode, accepted.body).toBe(200);

    const hostInbox = await inbox(created.host);
    expect(hostInbox.items).toHaveLength(1);
    const conversation = hostInbox.items[0];
    if (!conversation) throw new Error('no conversation');
    expect(conversation.unreadCount).toBe(0);
    expect(hostInbox.total).toBe(0);
    const helperInbox = await inbox(helper);
    expect(helperInbox.items[0]?.unreadCount).toBe(0);
    expect(helperInbox.total).toBe(0);
    const notes = (await call(t.app, 'GET', '/api/notifications', created.host)).json();
    expect((notes as NotificationPage).items.filter((n) => n.type === 'message')).toHaveLength(0);

    // A person's words do count, for the other person only.
    const sent = await call(
      t.app,
      'POST',
      `/api/conversations/${conversation.id}/messages`,
      helper,
      {
        id: randomUUID(),
        content: 'See you on Monday!',
      },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const after = await inbox(created.host);
    expect(after.items[0]?.unreadCount).toBe(1);
    expect(after.total).toBe(1);
    expect((await inbox(helper)).total).toBe(0);
  });
});

describe('a read after a system line', () => {
  // markRead updates the counter and reads the view (title, cards, the last
  // notice) in one statement (announce.ts, updateWithView): the view's
  // subqueries must read this conversation's messages and people.
  it('answers with the line’s notice, the other party and the property, and announces the same', async () => {
    const created = await createProperty(t.app);
    const helper = await createHelper(t.app, { fullName: 'Ana Helper' });
    const started = await call(t.app, 'POST', '/api/conversations', helper, {
      propertyId: created.property.id,
    });
    expect(started.statusCode, started.body).toBeLessThan(300);
    const id = (started.json() as Conversation).id;
    const sent = await call(t.app, 'POST', `/api/conversations/${id}/messages`, helper, {
      id: randomUUID(),
      content: 'Hello!',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const notice = { key: 'choreAssigned', params: { chore: 'Water the plants' } };
    await postLine(created.property.id, helper.id, notice);

    const listener = await listenToRealtime(t.database.url);
    try {
      const read = await call(t.app, 'POST', `/api/conversations/${id}/read`, created.host, {});
      expect(read.statusCode, read.body).toBe(200);
      const expected = {
        id,
        viewerRole: 'host',
        unreadCount: 0,
        lastMessageNotice: notice,
        otherParty: { id: helper.id, fullName: 'Ana Helper' },
        propertyTitle: created.property.title,
        block: null,
      };
      expect(read.json()).toMatchObject(expected);
      const heard = await listener.until((e) =>
        e.some((x) => x.topic === topics.conversations(created.host.id)),
      );
      expect(
        heard.find((e) => e.topic === topics.conversations(created.host.id))?.data,
      ).toMatchObject(expected);
    } finally {
      await listener.close();
    }
  });
});
