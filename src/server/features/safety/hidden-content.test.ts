import { randomUUID } from 'node:crypto';
import type { Conversation, ConversationPage, Message } from '@shared/api/messaging';
import type { HostPropertyView, PropertyCardPage } from '@shared/api/properties';
import type { ServerFrame } from '@shared/api/realtime';
import {
  type PropertyReputation,
  REVIEW_CATEGORIES,
  type StayForReview,
} from '@shared/api/reviews';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  type CreatedProperty,
  call,
  createHelper,
  createProperty,
  daysFromNow,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { openSocket } from '../../../../tests/helpers/realtime-socket';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { reviews, stays } from '../../db/schema';
import { hideMessage } from '../messaging/service';
import { hideProperty } from '../properties/service';
import { hideReview } from '../reviews/service';

// Issue 15: what an operator hides is gone from every read path. Each case
// hides one thing and walks every listing, page, count and realtime topic
// that could show it.

describe('hidden content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.app.database.db;
  const get = async <T>(user: TestUser, url: string): Promise<T> => {
    const res = await call(t.app, 'GET', url, user);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const send = async (by: TestUser, conversationId: string, content: string) => {
    const res = await call(t.app, 'POST', `/api/conversations/${conversationId}/messages`, by, {
      id: randomUUID(),
      content,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Message;
  };
  const hide = (what: (tx: Parameters<typeof hideMessage>[0]) => Promise<boolean>) =>
    db().transaction(what);
  const town = () => `Hidetown ${randomUUID().slice(0, 8)}`;

  it('returns false for what does not exist', async () => {
    expect(await hide((tx) => hideMessage(tx, randomUUID(), new Date()))).toBe(false);
    expect(await hide((tx) => hideReview(tx, randomUUID(), new Date()))).toBe(false);
    expect(await hide((tx) => hideProperty(tx, randomUUID(), new Date()))).toBe(false);
  });

  it('a hidden message leaves the chat, the preview, the unread counts, the bell and the realtime topics', async () => {
    const c = await createProperty(t.app);
    const helper = await addMember(t.app, c);
    const started = await call(t.app, 'POST', '/api/conversations', c.host, {
      propertyId: c.property.id,
      helperId: helper.id,
    });
    const conversation = started.json() as Conversation;
    await send(helper, conversation.id, 'Words that stay');
    const secret = await send(helper, conversation.id, 'Words an operator hides');

    const socket = await openSocket(t.app, c.host);
    try {
      await socket.subscribe(`conversation:${conversation.id}`);
      await socket.subscribe('conversations');
      expect(await hide((tx) => hideMessage(tx, secret.id, new Date()))).toBe(true);
      await socket.next(
        (f) =>
          f.type === 'event' && f.event.kind === 'message.hidden' && f.event.data.id === secret.id,
      );
      const updated = (await socket.next(
        (f) => f.type === 'event' && f.event.kind === 'conversation.updated',
      )) as Extract<ServerFrame, { type: 'event' }>;
      expect(updated.event.data).toMatchObject({
        lastMessageText: 'Words that stay',
        unreadCount: 1,
      });
      // Later events do not bring it back.
      await send(helper, conversation.id, 'A later line');
      await socket.next((f) => f.type === 'event' && f.event.kind === 'message.created');
      const later = socket.frames.slice(socket.frames.indexOf(updated) + 1);
      expect(JSON.stringify(later)).not.toContain('Words an operator hides');
    } finally {
      socket.close();
    }

    for (const who of [c.host, helper]) {
      const page = await get<{ items: Message[] }>(
        who,
        `/api/conversations/${conversation.id}/messages`,
      );
      expect(page.items.map((m) => m.content)).not.toContain('Words an operator hides');
      expect(page.items.map((m) => m.content)).toContain('Words that stay');
    }
    const list = await get<ConversationPage>(c.host, '/api/conversations');
    const row = list.items.find((i) => i.id === conversation.id);
    expect(row).toMatchObject({ lastMessageText: 'A later line', unreadCount: 2 });
    expect((await get<{ total: number }>(c.host, '/api/conversations/unread-total')).total).toBe(2);
    const bell = await get<{ items: { content: string }[] }>(c.host, '/api/notifications');
    expect(JSON.stringify(bell.items)).not.toContain('Words an operator hides');
    expect(JSON.stringify(bell.items)).toContain('Words that stay');

    // Hiding the latest recomputes the preview from what is still shown.
    const [last] = (
      await get<{ items: Message[] }>(c.host, `/api/conversations/${conversation.id}/messages`)
    ).items;
    if (!last) throw new Error('no message');
    expect(await hide((tx) => hideMessage(tx, last.id, new Date()))).toBe(true);
    const detail = await get<Conversation>(c.host, `/api/conversations/${conversation.id}`);
    expect(detail).toMatchObject({ lastMessageText: 'Words that stay', unreadCount: 1 });
    // Hiding twice changes nothing more.
    expect(await hide((tx) => hideMessage(tx, last.id, new Date()))).toBe(true);
    expect(
      (await get<Conversation>(c.host, `/api/conversations/${conversation.id}`)).unreadCount,
    ).toBe(1);
  });

  /**
   * A finished stay with both reviews, written and published by the real
   * path (the second review publishes both and adds them to the totals).
   */
  async function publishedStay(
    c: CreatedProperty,
    helper: TestUser,
    beforeSecondReview?: (aboutHostId: string) => Promise<unknown>,
  ) {
    const removed = await call(
      t.app,
      'POST',
      `/api/properties/${c.property.id}/members/${helper.id}/remove`,
      c.host,
      {},
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const [stay] = await db().select().from(stays).where(eq(stays.propertyId, c.property.id));
    if (!stay) throw new Error('no stay');
    const text = 'A careful, kind and hard-working stay from start to finish.';
    const write = async (by: TestUser, rating: number) => {
      const direction = by.id === c.host.id ? 'host_about_helper' : 'helper_about_host';
      const res = await call(t.app, 'POST', `/api/stays/${stay.id}/review`, by, {
        rating,
        categories: Object.fromEntries(REVIEW_CATEGORIES[direction].map((k) => [k, rating])),
        publicText: text,
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await db()
        .select()
        .from(reviews)
        .where(and(eq(reviews.stayId, stay.id), eq(reviews.authorId, by.id)));
      if (!row) throw new Error('no review');
      return row;
    };
    const aboutHost = await write(helper, 2);
    await beforeSecondReview?.(aboutHost.id);
    const aboutHelper = await write(c.host, 5);
    return { stay, aboutHost, aboutHelper };
  }

  it('a hidden review leaves every list, reputation, total and Explore card', async () => {
    const city = town();
    const c = await createProperty(t.app, { fields: { city } });
    const helper = await addMember(t.app, c);
    const stranger = await createHelper(t.app);
    const { stay, aboutHost, aboutHelper } = await publishedStay(c, helper);
    const propertyUrl = `/api/reviews/properties/${c.property.id}`;
    const explore = `/api/explore?city=${encodeURIComponent(city)}`;
    const card = async () =>
      (
        await get<{ items: { rating: { count: number; average: number | null } }[] }>(
          stranger,
          explore,
        )
      ).items[0]?.rating;
    // Before: counted everywhere.
    expect((await get<PropertyReputation>(stranger, propertyUrl)).rating).toEqual({
      average: 2,
      count: 1,
    });
    expect(await card()).toEqual({ average: 2, count: 1 });

    expect(await hide((tx) => hideReview(tx, aboutHost.id, new Date()))).toBe(true);

    const reputation = await get<PropertyReputation>(stranger, propertyUrl);
    expect(reputation.rating).toEqual({ average: null, count: 0 });
    expect(reputation.reviews).toEqual([]);
    expect(await card()).toEqual({ average: null, count: 0 });
    const hostsOwn = await get<{ items: { id: string }[] }>(c.host, '/api/reviews?tab=received');
    expect(hostsOwn.items.map((r) => r.id)).not.toContain(aboutHost.id);
    const authors = await get<{ items: { id: string }[] }>(helper, '/api/reviews?tab=written');
    expect(authors.items.map((r) => r.id)).not.toContain(aboutHost.id);
    for (const who of [c.host, helper]) {
      const view = await get<StayForReview>(who, `/api/stays/${stay.id}`);
      expect(JSON.stringify(view)).not.toContain(aboutHost.id);
    }
    // Replying to it: it is not there.
    const reply = await call(t.app, 'POST', `/api/reviews/${aboutHost.id}/reply`, c.host, {
      reply: 'Thank you',
    });
    expect(reply.statusCode).toBe(404);
    // The other review of the stay is untouched.
    const helperReputation = await get<{ rating: { count: number }; reviews: { id: string }[] }>(
      stranger,
      `/api/reviews/helpers/${helper.id}`,
    );
    expect(helperReputation.rating.count).toBe(1);
    expect(helperReputation.reviews.map((r) => r.id)).toEqual([aboutHelper.id]);
    // Hiding twice takes nothing more off.
    expect(await hide((tx) => hideReview(tx, aboutHost.id, new Date()))).toBe(true);
    expect(await hide((tx) => hideReview(tx, aboutHelper.id, new Date()))).toBe(true);
    const after = await get<{ rating: { count: number } }>(
      stranger,
      `/api/reviews/helpers/${helper.id}`,
    );
    expect(after.rating.count).toBe(0);
  });

  it('a review hidden while still blind never enters the totals when its stay publishes', async () => {
    const c = await createProperty(t.app);
    const helper = await addMember(t.app, c);
    const { aboutHost } = await publishedStay(c, helper, (id) =>
      hide((tx) => hideReview(tx, id, new Date())),
    );
    const reputation = await get<PropertyReputation>(
      helper,
      `/api/reviews/properties/${c.property.id}`,
    );
    expect(reputation.rating).toEqual({ average: null, count: 0 });
    expect(JSON.stringify(reputation)).not.toContain(aboutHost.id);
  });

  it('a hidden property is gone for everyone but its host and members, who see it marked', async () => {
    const city = town();
    const c = await createProperty(t.app, { fields: { city } });
    const member = await addMember(t.app, c);
    const stranger = await createHelper(t.app);
    expect(await hide((tx) => hideProperty(tx, c.property.id, new Date()))).toBe(true);

    expect(
      (await get<{ items: unknown[] }>(stranger, `/api/explore?city=${encodeURIComponent(city)}`))
        .items,
    ).toEqual([]);
    for (const url of [
      `/api/properties/${c.property.id}`,
      `/api/properties/${c.property.id}/terms`,
      `/api/reviews/properties/${c.property.id}`,
      `/api/invites/${c.property.inviteCode}`,
    ]) {
      const res = await call(t.app, 'GET', url, stranger);
      expect(res.statusCode, url).toBe(404);
    }
    const join = await call(
      t.app,
      'POST',
      `/api/invites/${c.property.inviteCode}/join`,
      stranger,
      {},
    );
    expect(join.statusCode).toBe(404);
    const request = await call(
      t.app,
      'POST',
      `/api/properties/${c.property.id}/requests`,
      stranger,
      {
        startDate: daysFromNow(10),
        endDate: daysFromNow(24),
        message: 'Hello',
        answers: [],
      },
    );
    expect(request.statusCode).toBe(404);
    const start = await call(t.app, 'POST', '/api/conversations', stranger, {
      propertyId: c.property.id,
    });
    expect(start.statusCode).toBe(404);

    const hostView = await get<HostPropertyView>(c.host, `/api/properties/${c.property.id}`);
    expect(hostView.hidden).toBe(true);
    const cards = await get<PropertyCardPage>(c.host, '/api/properties');
    expect(cards.items.find((p) => p.id === c.property.id)?.hidden).toBe(true);
    const memberView = await get<{ view: string; hidden: boolean }>(
      member,
      `/api/properties/${c.property.id}`,
    );
    expect(memberView).toMatchObject({ view: 'member', hidden: true });
    expect(await hide((tx) => hideProperty(tx, c.property.id, new Date()))).toBe(true);
  });
});
