import { randomUUID } from 'node:crypto';
import type { Conversation, ConversationPage } from '@shared/api/messaging';
import type { HostPropertyView, PropertyCardPage } from '@shared/api/properties';
import {
  type BlockList,
  type BlockResult,
  CONVERSATION_CLOSED_ERROR,
  CONVERSATION_CLOSED_MESSAGE,
  SHARED_STAY_ERROR,
} from '@shared/api/safety';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOf } from '../../../../tests/helpers/explain';
import {
  addMember,
  type CreatedProperty,
  call,
  createHelper,
  createHost,
  createProperty,
  createStayRequest,
  daysFromNow,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { notifications, propertyHelpers, stays } from '../../db/schema';
import { exploreQuery } from '../explore/service';

describe('blocks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.app.database.db;

  const block = (by: TestUser, userId: string, endStay?: boolean) =>
    call(
      t.app,
      'POST',
      '/api/blocks',
      by,
      endStay === undefined ? { userId } : { userId, endStay },
    );
  const unblock = (by: TestUser, userId: string) =>
    call(t.app, 'DELETE', `/api/blocks/${userId}`, by);
  const send = (by: TestUser, conversationId: string, content = 'Hello there') =>
    call(t.app, 'POST', `/api/conversations/${conversationId}/messages`, by, {
      id: randomUUID(),
      content,
    });
  const start = (by: TestUser, propertyId: string, helperId?: string) =>
    call(
      t.app,
      'POST',
      '/api/conversations',
      by,
      helperId ? { propertyId, helperId } : { propertyId },
    );
  const membershipStatus = async (c: CreatedProperty, helper: TestUser) => {
    const [row] = await db()
      .select({ status: propertyHelpers.status })
      .from(propertyHelpers)
      .where(
        and(eq(propertyHelpers.propertyId, c.property.id), eq(propertyHelpers.helperId, helper.id)),
      );
    return row?.status;
  };
  const town = () => `Blockton ${randomUUID().slice(0, 8)}`;

  it('answers 401 signed out, 400 for bad input, 404 for nobody, 422 for yourself', async () => {
    const me = await createHelper(t.app);
    expect((await call(t.app, 'GET', '/api/blocks', null)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/blocks', null, { userId: me.id })).statusCode).toBe(
      401,
    );
    expect((await call(t.app, 'DELETE', `/api/blocks/${me.id}`, null)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/blocks', me, { userId: 'nope' })).statusCode).toBe(400);
    expect(
      (await call(t.app, 'POST', '/api/blocks', me, { userId: me.id, endStay: 'yes' })).statusCode,
    ).toBe(400);
    expect((await call(t.app, 'DELETE', '/api/blocks/nope', me)).statusCode).toBe(400);
    const nobody = await block(me, randomUUID());
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.code).toBe('not_found');
    const self = await block(me, me.id);
    expect(self.statusCode).toBe(422);
  });

  it('blocks once, lists the blocked people newest first, unblocks idempotently', async () => {
    const me = await createHelper(t.app);
    const first = await createHost(t.app, { fullName: 'Hannah Host' });
    const second = await createHelper(t.app, { fullName: 'Bea Helper' });

    const made = await block(me, first.id);
    expect(made.statusCode).toBe(201);
    const result = made.json() as BlockResult;
    expect(result).toMatchObject({
      block: { userId: first.id, name: 'Hannah Host' },
      endedStays: 0,
    });
    const again = await block(me, first.id);
    expect(again.statusCode).toBe(200);
    expect((again.json() as BlockResult).block.blockedAt).toBe(result.block.blockedAt);
    expect((await block(me, second.id)).statusCode).toBe(201);

    const list = (await call(t.app, 'GET', '/api/blocks', me)).json() as BlockList;
    expect(list.items.map((b) => b.name)).toEqual(['Bea Helper', 'Hannah Host']);
    // Nobody else's list shows them.
    expect(((await call(t.app, 'GET', '/api/blocks', first)).json() as BlockList).items).toEqual(
      [],
    );

    expect((await unblock(me, first.id)).statusCode).toBe(204);
    expect((await unblock(me, first.id)).statusCode).toBe(204);
    expect((await unblock(me, randomUUID())).statusCode).toBe(204);
    const after = (await call(t.app, 'GET', '/api/blocks', me)).json() as BlockList;
    expect(after.items.map((b) => b.userId)).toEqual([second.id]);
  });

  it('asks about a shared stay (409 naming the property) and keeps it when told to', async () => {
    const c = await createProperty(t.app, { fields: { title: 'Goat Hill' } });
    const helper = await addMember(t.app, c);
    const asked = await block(helper, c.host.id);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error.code).toBe(SHARED_STAY_ERROR);
    expect(asked.json().error.message).toMatch(/share a stay at Goat Hill\. End it too\?$/);
    // Nothing happened yet.
    expect((await call(t.app, 'GET', '/api/blocks', helper)).json().items).toEqual([]);

    const kept = await block(helper, c.host.id, false);
    expect(kept.statusCode).toBe(201);
    expect((kept.json() as BlockResult).endedStays).toBe(0);
    expect(await membershipStatus(c, helper)).toBe('active');
  });

  it('ends the shared stay when told to, as removal does', async () => {
    const c = await createProperty(t.app, { fields: { title: 'Lemon Grove' } });
    const helper = await addMember(t.app, c);
    const ended = await block(c.host, helper.id, true);
    expect(ended.statusCode).toBe(201);
    expect((ended.json() as BlockResult).endedStays).toBe(1);
    expect(await membershipStatus(c, helper)).toBe('removed');
    const written = await db().select().from(stays).where(eq(stays.propertyId, c.property.id));
    expect(written).toHaveLength(1);
    expect(written[0]?.endedReason).toBe('removed');
    const told = await db()
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, helper.id));
    expect(told.map((n) => n.type)).toEqual(
      expect.arrayContaining(['membership_removed', 'review_request']),
    );
  });

  it('closes the conversation both ways, tells each side how it stands, and unblocking opens it', async () => {
    const c = await createProperty(t.app);
    const helper = await addMember(t.app, c);
    const started = await start(c.host, c.property.id, helper.id);
    expect(started.statusCode).toBe(201);
    const conversation = started.json() as Conversation;
    expect(conversation.block).toBeNull();
    expect((await send(helper, conversation.id)).statusCode).toBe(201);

    expect((await block(helper, c.host.id, false)).statusCode).toBe(201);
    for (const who of [helper, c.host]) {
      const refused = await send(who, conversation.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: CONVERSATION_CLOSED_ERROR,
        message: CONVERSATION_CLOSED_MESSAGE,
      });
    }
    // Starting (or reopening) it is refused the same way, for both.
    expect((await start(helper, c.property.id)).json().error.code).toBe(CONVERSATION_CLOSED_ERROR);
    expect((await start(c.host, c.property.id, helper.id)).statusCode).toBe(403);

    const mine = await call(t.app, 'GET', `/api/conversations/${conversation.id}`, helper);
    expect((mine.json() as Conversation).block).toBe('by_me');
    const theirs = await call(t.app, 'GET', `/api/conversations/${conversation.id}`, c.host);
    expect((theirs.json() as Conversation).block).toBe('closed');
    const hostList = (
      await call(t.app, 'GET', '/api/conversations', c.host)
    ).json() as ConversationPage;
    expect(hostList.items.find((i) => i.id === conversation.id)?.block).toBe('closed');
    // The blocker still reads it.
    const read = await call(t.app, 'GET', `/api/conversations/${conversation.id}/messages`, helper);
    expect(read.statusCode).toBe(200);
    expect(read.json().items.some((m: { content: string }) => m.content === 'Hello there')).toBe(
      true,
    );

    expect((await unblock(helper, c.host.id)).statusCode).toBe(204);
    expect((await send(c.host, conversation.id)).statusCode).toBe(201);
    expect((await send(helper, conversation.id)).statusCode).toBe(201);
    const open = await call(t.app, 'GET', `/api/conversations/${conversation.id}`, c.host);
    expect((open.json() as Conversation).block).toBeNull();
  });

  it('hides the blocker’s properties from the blocked person and drops their pending requests', async () => {
    const host = await createHost(t.app);
    const city = town();
    const c = await createProperty(t.app, { host, fields: { city } });
    const other = await createProperty(t.app, { host, fields: { city } });
    const blocked = await createHelper(t.app);
    const bystander = await createHelper(t.app);
    await createStayRequest(t.app, c, { helper: blocked });
    await createStayRequest(t.app, c, { helper: bystander });

    expect((await block(host, blocked.id)).statusCode).toBe(201);

    // The host's requests, counts and cards leave the blocked person's pending request out.
    const requests = await call(t.app, 'GET', `/api/properties/${c.property.id}/requests`, host);
    expect(requests.json().items.map((r: { helper: { id: string } }) => r.helper.id)).toEqual([
      bystander.id,
    ]);
    const details = (
      await call(t.app, 'GET', `/api/properties/${c.property.id}`, host)
    ).json() as HostPropertyView;
    expect(details.pendingRequestCount).toBe(1);
    expect(details.pendingRequests.map((r) => r.helper.id)).toEqual([bystander.id]);
    const cards = (await call(t.app, 'GET', '/api/properties', host)).json() as PropertyCardPage;
    expect(cards.items.find((p) => p.id === c.property.id)?.pendingRequestCount).toBe(1);

    // To the blocked person the host's properties are not there.
    expect(
      (await call(t.app, 'GET', `/api/properties/${other.property.id}`, blocked)).statusCode,
    ).toBe(404);
    const request = await call(
      t.app,
      'POST',
      `/api/properties/${other.property.id}/requests`,
      blocked,
      {
        startDate: daysFromNow(10),
        endDate: daysFromNow(24),
        message: 'Hello',
        answers: [],
      },
    );
    expect(request.statusCode).toBe(404);
    expect(request.json().error.code).toBe('not_found');
    const explored = await call(
      t.app,
      'GET',
      `/api/explore?city=${encodeURIComponent(city)}`,
      blocked,
    );
    expect(explored.json().items).toEqual([]);
    const seen = await call(
      t.app,
      'GET',
      `/api/explore?city=${encodeURIComponent(city)}`,
      bystander,
    );
    expect(seen.json().items).toHaveLength(2);
    const code = other.property.inviteCode;
    expect((await call(t.app, 'GET', `/api/invites/${code}`, blocked)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/invites/${code}/join`, blocked, {})).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'GET', `/api/invites/${code}`, bystander)).statusCode).toBe(200);

    // Unblocking brings it all back.
    expect((await unblock(host, blocked.id)).statusCode).toBe(204);
    expect(
      (await call(t.app, 'GET', `/api/properties/${other.property.id}`, blocked)).statusCode,
    ).toBe(200);
    const back = await call(t.app, 'GET', `/api/explore?city=${encodeURIComponent(city)}`, blocked);
    expect(back.json().items).toHaveLength(2);
  });

  it('leaves out of Explore the properties of a host the viewer blocked', async () => {
    const city = town();
    const c = await createProperty(t.app, { fields: { city } });
    const helper = await createHelper(t.app);
    expect((await block(helper, c.host.id)).statusCode).toBe(201);
    const explored = await call(
      t.app,
      'GET',
      `/api/explore?city=${encodeURIComponent(city)}`,
      helper,
    );
    expect(explored.json().items).toEqual([]);
    expect((await call(t.app, 'GET', `/api/properties/${c.property.id}`, helper)).statusCode).toBe(
      404,
    );
  });

  it('keeps Explore’s block filter on the blocks primary key', async () => {
    const viewer = await createHelper(t.app);
    const query = exploreQuery(db(), { limit: 20, viewerId: viewer.id }, [], {
      urlBase: '/uploads/',
    }).toSQL();
    // Without seq scans, the plan shows the anti-join can use the index.
    const plan = await planOf(t.app.database.pool, query);
    expect(plan).toMatch(/Anti Join/);
    expect(plan).toMatch(/Index Scan on blocks_blocker_id_blocked_id_pk/);
    expect(plan).not.toMatch(/Seq Scan on blocks/);
  });
});
