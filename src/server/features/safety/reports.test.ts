import { randomUUID } from 'node:crypto';
import { REVIEW_CATEGORIES } from '@shared/api/reviews';
import { REPORTS_PER_HOUR } from '@shared/api/safety';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  type CreatedProperty,
  call,
  createHelper,
  createProperty,
  createUser,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { messages, propertyHelpers, reports, reviews, stays } from '../../db/schema';

// POST /api/reports (issue 15): who may report what, what the report keeps,
// one open report per reporter and target, and the per-person limit.

describe('reports', () => {
  let t: TestApp;
  let c: CreatedProperty;
  let helper: TestUser;
  let stranger: TestUser;
  let conversationId: string;
  let helperMessageId: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    c = await createProperty(t.app);
    helper = await createHelper(t.app);
    stranger = await createUser(t.app, { role: 'helper' });
    const started = await call(t.app, 'POST', '/api/conversations', helper, {
      propertyId: c.property.id,
    });
    expect(started.statusCode, started.body).toBe(201);
    conversationId = started.json().id;
    helperMessageId = randomUUID();
    const sent = await call(
      t.app,
      'POST',
      `/api/conversations/${conversationId}/messages`,
      helper,
      {
        id: helperMessageId,
        content: 'Send me the deposit by wire, today.',
      },
    );
    expect(sent.statusCode, sent.body).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  const report = (user: TestUser | null, targetType: string, targetId: string, extra = {}) =>
    call(t.app, 'POST', '/api/reports', user, {
      targetType,
      targetId,
      reason: 'scam',
      details: 'Asked for money',
      ...extra,
    });
  const rowOf = async (id: string) =>
    (await t.app.database.db.select().from(reports).where(eq(reports.id, id)))[0];

  it('files a report on a message with its snapshot, and the same report again answers the first', async () => {
    const first = await report(c.host, 'message', helperMessageId);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'open' });
    const row = await rowOf(first.json().id);
    expect(row).toMatchObject({
      reporterId: c.host.id,
      subjectId: helper.id,
      targetType: 'message',
      details: 'Asked for money',
    });
    expect(row?.snapshot).toMatchObject({
      title: 'Message',
      text: 'Send me the deposit by wire, today.',
      context: `Conversation about ${c.property.title}`,
    });
    // The content changing later does not change what the report kept.
    await t.app.database.db
      .update(messages)
      .set({ content: 'edited' })
      .where(eq(messages.id, helperMessageId));
    const again = await report(c.host, 'message', helperMessageId, { reason: 'other' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await rowOf(first.json().id))?.snapshot).toMatchObject({
      text: 'Send me the deposit by wire, today.',
    });
  });

  it('answers 404 for a message outside the reporter’s conversations, hidden, or unknown', async () => {
    expect((await report(stranger, 'message', helperMessageId)).statusCode).toBe(404);
    expect((await report(c.host, 'message', randomUUID())).statusCode).toBe(404);
    const hiddenId = randomUUID();
    await t.app.database.db.insert(messages).values({
      id: hiddenId,
      conversationId,
      senderId: helper.id,
      content: 'hidden by an operator',
      hiddenAt: new Date(),
    });
    const hidden = await report(c.host, 'message', hiddenId);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual((await report(c.host, 'message', randomUUID())).json());
  });

  it('refuses one’s own content and automatic messages (422)', async () => {
    expect((await report(helper, 'message', helperMessageId)).statusCode).toBe(422);
    expect((await report(helper, 'user', helper.id)).statusCode).toBe(422);
    expect((await report(c.host, 'property', c.property.id)).statusCode).toBe(422);
    const systemId = randomUUID();
    await t.app.database.db.insert(messages).values({
      id: systemId,
      conversationId,
      senderId: null,
      type: 'system',
      content: 'Stay request sent',
    });
    const system = await report(c.host, 'message', systemId);
    expect(system.statusCode, system.body).toBe(422);
  });

  it('lets anyone report a person or a listed property, not a draft of someone else', async () => {
    const person = await report(stranger, 'user', c.host.id);
    expect(person.statusCode, person.body).toBe(201);
    expect((await rowOf(person.json().id))?.subjectId).toBe(c.host.id);
    const listing = await report(stranger, 'property', c.property.id);
    expect(listing.statusCode, listing.body).toBe(201);
    expect(await rowOf(listing.json().id)).toMatchObject({
      subjectId: c.host.id,
      snapshot: { title: c.property.title },
    });
    const draft = await createProperty(t.app, { status: 'draft' });
    expect((await report(stranger, 'property', draft.property.id)).statusCode).toBe(404);
    expect((await report(stranger, 'user', randomUUID())).statusCode).toBe(404);
  });

  it('answers 401 signed out and 400 for a bad reason', async () => {
    expect((await report(null, 'user', c.host.id)).statusCode).toBe(401);
    const bad = await report(stranger, 'user', c.host.id, { reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
  });

  it('lets anyone report a published review; once hidden, only the person it is about may', async () => {
    const hostOf = await createProperty(t.app);
    const member = await addMember(t.app, hostOf, await createHelper(t.app));
    const left = await call(t.app, 'POST', `/api/properties/${hostOf.property.id}/leave`, member);
    expect(left.statusCode, left.body).toBe(200);
    const [m] = await t.app.database.db
      .select({ id: propertyHelpers.id })
      .from(propertyHelpers)
      .where(eq(propertyHelpers.helperId, member.id));
    const [stay] = await t.app.database.db
      .select()
      .from(stays)
      .where(eq(stays.membershipId, m?.id ?? ''));
    const write = (user: TestUser, direction: keyof typeof REVIEW_CATEGORIES, text: string) =>
      call(t.app, 'POST', `/api/stays/${stay?.id}/review`, user, {
        rating: 2,
        categories: Object.fromEntries(REVIEW_CATEGORIES[direction].map((k) => [k, 2])),
        publicText: text,
      });
    const byHost = await write(
      hostOf.host,
      'host_about_helper',
      'Left without a word one morning, sadly.',
    );
    expect(byHost.statusCode, byHost.body).toBe(201);
    const reviewId = byHost.json().id as string;
    // Still blind: nobody but its author sees it yet.
    expect((await report(stranger, 'review', reviewId)).statusCode).toBe(404);
    const byHelper = await write(
      member,
      'helper_about_host',
      'A kind host and a fair exchange, thank you.',
    );
    expect(byHelper.statusCode, byHelper.body).toBe(201);
    const filed = await report(stranger, 'review', reviewId);
    expect(filed.statusCode, filed.body).toBe(201);
    expect(await rowOf(filed.json().id)).toMatchObject({
      subjectId: hostOf.host.id,
      snapshot: { title: 'Review', text: 'Left without a word one morning, sadly.' },
    });
    await t.app.database.db
      .update(reviews)
      .set({ hiddenAt: new Date() })
      .where(eq(reviews.id, reviewId));
    expect((await report(c.host, 'review', reviewId)).statusCode).toBe(404);
    expect((await report(member, 'review', reviewId)).statusCode).toBe(201);
  });

  it(`limits a person to ${REPORTS_PER_HOUR} reports an hour (429)`, async () => {
    const busy = await createUser(t.app);
    for (let i = 0; i < REPORTS_PER_HOUR; i++) {
      const res = await report(busy, 'user', c.host.id);
      expect(res.statusCode, res.body).toBe(i === 0 ? 201 : 200);
    }
    const over = await report(busy, 'user', helper.id);
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json().error.code).toBe('rate_limited');
    expect(over.headers['retry-after']).toBeDefined();
  });
});
