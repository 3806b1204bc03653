import { REVIEW_CATEGORIES, type Review, type StayForReview } from '@shared/api/reviews';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  call,
  createHelper,
  createProperty,
  createUser,
  type TestUser,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import {
  conversations,
  jobs,
  messages,
  notifications,
  propertyHelpers,
  propertyReviewTotals,
  reviews,
  reviewTotals,
  stays,
} from '../../db/schema';
import { endMembershipsPastEndDate } from './review-jobs';
import { endStay, stayEndDate } from './service';

const DAY = 24 * 60 * 60_000;
const later = (from: Date, days: number, minutes = 1) =>
  new Date(from.getTime() + days * DAY + minutes * 60_000);

const hostReview = (overrides: object = {}) => ({
  rating: 4,
  categories: Object.fromEntries(REVIEW_CATEGORIES.host_about_helper.map((k) => [k, 4])),
  publicText: 'Ana was reliable, kind and a joy to have around the farm.',
  privateNote: 'Please close the goat gate next time.',
  ...overrides,
});
const helperReview = (overrides: object = {}) => ({
  rating: 5,
  categories: Object.fromEntries(REVIEW_CATEGORIES.helper_about_host.map((k) => [k, 5])),
  publicText: 'A warm welcome, fair hours and the listing was exactly right.',
  ...overrides,
});

describe('stays and blind reviews', () => {
  let t: TestApp;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    stranger = await createUser(t.app, { role: 'helper', fullName: 'Sam Stranger' });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.database.db;
  const notesOf = (userId: string, type?: string) =>
    db()
      .select()
      .from(notifications)
      .where(
        type
          ? and(eq(notifications.userId, userId), eq(notifications.type, type))
          : eq(notifications.userId, userId),
      );

  async function member() {
    const c = await createProperty(t.app);
    const helper = await addMember(t.app, c, await createHelper(t.app, { fullName: 'Ana Helper' }));
    const [m] = await db()
      .select()
      .from(propertyHelpers)
      .where(eq(propertyHelpers.helperId, helper.id));
    if (!m) throw new Error('no membership');
    return { c, host: c.host, helper, membershipId: m.id };
  }
  const stayOf = async (membershipId: string) => {
    const [row] = await db().select().from(stays).where(eq(stays.membershipId, membershipId));
    return row;
  };
  /** A stay ended by the helper leaving (the real route). */
  async function endedStay() {
    const s = await member();
    const res = await call(t.app, 'POST', `/api/properties/${s.c.property.id}/leave`, s.helper);
    expect(res.statusCode, res.body).toBe(200);
    const stay = await stayOf(s.membershipId);
    if (!stay) throw new Error('no stay');
    return { ...s, stay };
  }
  const write = (stayId: string, user: TestUser | null, body: object) =>
    call(t.app, 'POST', `/api/stays/${stayId}/review`, user, body);
  const getStay = (stayId: string, user: TestUser | null) =>
    call(t.app, 'GET', `/api/stays/${stayId}`, user);
  const tab = async (user: TestUser, name: string) => {
    const res = await call(t.app, 'GET', `/api/reviews?tab=${name}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: (Review & StayForReview)[]; nextCursor: string | null };
  };

  describe('a stay ends', () => {
    it('when the helper leaves: one stay, both asked to review, a chat line, the jobs', async () => {
      const { c, host, helper, stay, membershipId } = await endedStay();
      expect(stay).toMatchObject({
        hostId: host.id,
        helperId: helper.id,
        propertyId: c.property.id,
        endedReason: 'left',
        publishedAt: null,
      });
      expect(stay.reviewDeadline.getTime() - stay.endedAt.getTime()).toBe(14 * DAY);
      for (const user of [host, helper]) {
        const [note] = await notesOf(user.id, 'review_request');
        expect(note).toMatchObject({ referenceId: stay.id });
        expect(note?.data).toMatchObject({
          kind: 'review_request',
          propertyTitle: c.property.title,
        });
      }
      const [hostNote] = await notesOf(host.id, 'review_request');
      expect(hostNote?.data).toMatchObject({ counterpartName: 'Ana Helper' });

      const lines = await db()
        .select({ statusType: messages.statusType })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(conversations.helperId, helper.id), eq(messages.statusType, 'stay_ended')));
      expect(lines).toHaveLength(1);

      const scheduled = await db()
        .select({ kind: jobs.kind, key: jobs.key, runAt: jobs.runAt })
        .from(jobs)
        .where(inArray(jobs.key, [stay.id, `${stay.id}:7`, `${stay.id}:13`]));
      expect(scheduled.map((j) => `${j.kind} ${j.key}`).sort()).toEqual(
        [
          `review_deadline ${stay.id}`,
          `review_reminder ${stay.id}:13`,
          `review_reminder ${stay.id}:7`,
        ].sort(),
      );

      // A retried end writes and announces nothing more.
      const again = await db().transaction((tx) =>
        endStay(tx, { membershipId, reason: 'left', now: new Date() }),
      );
      expect(again).toBeNull();
      expect(
        await db().select().from(stays).where(eq(stays.membershipId, membershipId)),
      ).toHaveLength(1);
      expect(await notesOf(helper.id, 'review_request')).toHaveLength(1);
    });

    it('when the host removes the helper', async () => {
      const s = await member();
      const res = await call(
        t.app,
        'POST',
        `/api/properties/${s.c.property.id}/members/${s.helper.id}/remove`,
        s.host,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(await stayOf(s.membershipId)).toMatchObject({ endedReason: 'removed' });
      expect(await notesOf(s.helper.id, 'review_request')).toHaveLength(1);
      expect(await notesOf(s.host.id, 'review_request')).toHaveLength(1);
    });

    it('when its end date has passed (the hourly sweep), once', async () => {
      const s = await member();
      await db()
        .update(propertyHelpers)
        .set({ startDate: '2026-01-01', endDate: '2026-02-01' })
        .where(eq(propertyHelpers.id, s.membershipId));
      const now = new Date('2026-02-02T00:30:00Z');
      await db().transaction((tx) => endMembershipsPastEndDate({ tx, now }));
      await db().transaction((tx) => endMembershipsPastEndDate({ tx, now }));
      const stay = await stayOf(s.membershipId);
      expect(stay).toMatchObject({
        endedReason: 'ended',
        startDate: '2026-01-01',
        endDate: '2026-02-01',
      });
      expect(stay?.endedAt.toISOString()).toBe(now.toISOString());
      const [m] = await db()
        .select()
        .from(propertyHelpers)
        .where(eq(propertyHelpers.id, s.membershipId));
      expect(m?.status).toBe('left');
      expect(await notesOf(s.helper.id, 'review_request')).toHaveLength(1);
      expect(t.app.jobs.kinds()).toContain('stays_past_end_date');
    });

    it('ends on its end date, today or its first day, whichever comes first and not before the start', () => {
      const now = new Date('2026-03-10T12:00:00Z');
      expect(stayEndDate('2026-01-01', '2026-02-01', now)).toBe('2026-02-01');
      expect(stayEndDate('2026-01-01', '2026-05-01', now)).toBe('2026-03-10');
      expect(stayEndDate('2026-01-01', null, now)).toBe('2026-03-10');
      expect(stayEndDate('2026-04-01', '2026-05-01', now)).toBe('2026-04-01');
    });
  });

  describe('writing', () => {
    it('checks the input and the categories of the author’s direction, writing nothing on bad input', async () => {
      const { host, helper, stay } = await endedStay();
      const short = await write(stay.id, host, hostReview({ publicText: 'Too short' }));
      expect(short.statusCode).toBe(400);
      const wrongSide = await write(
        stay.id,
        host,
        hostReview({ categories: helperReview().categories }),
      );
      expect(wrongSide.statusCode, wrongSide.body).toBe(422);
      expect(wrongSide.json().error.message).toContain('Reliability');
      const extra = await write(
        stay.id,
        helper,
        helperReview({ categories: { ...helperReview().categories, extra: 3 } }),
      );
      expect(extra.statusCode).toBe(422);
      // 15 emoji are 30 UTF-16 units but 15 characters: refused as too short, never a 500.
      const emoji = await write(stay.id, helper, helperReview({ publicText: '🌿'.repeat(15) }));
      expect(emoji.statusCode, emoji.body).toBe(400);
      const control = await write(stay.id, helper, helperReview({ privateNote: 'a\u0000b' }));
      expect(control.statusCode).toBe(400);
      const badRating = await write(stay.id, helper, helperReview({ rating: 6 }));
      expect(badRating.statusCode).toBe(400);
      expect(await db().select().from(reviews).where(eq(reviews.stayId, stay.id))).toHaveLength(0);
      expect((await write(stay.id, stranger, helperReview())).statusCode).toBe(404);
      expect(
        (await write('00000000-0000-4000-8000-000000000000', host, hostReview())).statusCode,
      ).toBe(404);
      expect((await write('not-an-id', host, hostReview())).statusCode).toBe(400);
      expect((await write(stay.id, null, hostReview())).statusCode).toBe(401);
    });

    it('is blind: only the author sees a review until the other side writes, then both publish together', async () => {
      const { c, host, helper, stay } = await endedStay();
      const first = await write(stay.id, host, hostReview());
      expect(first.statusCode, first.body).toBe(201);
      const mine = first.json() as Review;
      expect(mine).toMatchObject({ publishedAt: null, direction: 'host_about_helper', rating: 4 });
      expect(mine.privateNote).toBe('Please close the goat gate next time.');

      // The other side sees nothing of it.
      const helperView = (await getStay(stay.id, helper)).json() as StayForReview;
      expect(helperView).toMatchObject({ theirReview: null, myReview: null, canWrite: true });
      expect(await tab(helper, 'received')).toMatchObject({ items: [] });
      expect((await tab(helper, 'to-write')).items.map((s) => s.id)).toContain(stay.id);
      const helperNotes = JSON.stringify(await notesOf(helper.id));
      expect(helperNotes).not.toContain('goat gate');
      expect(helperNotes).not.toContain('reliable');
      // Nor does a stranger; the author does.
      expect((await getStay(stay.id, stranger)).statusCode).toBe(404);
      expect((await tab(host, 'to-write')).items.map((s) => s.id)).not.toContain(stay.id);
      const written = await tab(host, 'written');
      expect(written.items).toHaveLength(1);
      expect(written.items[0]).toMatchObject({ id: mine.id, publishedAt: null });
      expect((await getStay(stay.id, host)).json()).toMatchObject({
        myReview: { id: mine.id },
        theirReview: null,
        canWrite: false,
      });
      expect(
        await db().select().from(reviewTotals).where(eq(reviewTotals.subjectId, helper.id)),
      ).toEqual([]);

      // The second review publishes both.
      const second = await write(stay.id, helper, helperReview());
      expect(second.statusCode, second.body).toBe(201);
      expect((second.json() as Review).publishedAt).not.toBeNull();
      const afterHelper = (await getStay(stay.id, helper)).json() as StayForReview;
      expect(afterHelper.theirReview).toMatchObject({
        id: mine.id,
        privateNote: 'Please close the goat gate next time.',
      });
      const afterHost = (await getStay(stay.id, host)).json() as StayForReview;
      expect(afterHost.theirReview).toMatchObject({ rating: 5, privateNote: null });
      const received = await tab(helper, 'received');
      expect(received.items.map((r) => r.id)).toEqual([mine.id]);
      expect(received.items[0]?.privateNote).toBe('Please close the goat gate next time.');

      expect(
        await db().select().from(reviewTotals).where(eq(reviewTotals.subjectId, helper.id)),
      ).toEqual([
        { subjectId: helper.id, direction: 'host_about_helper', reviewCount: 1, ratingSum: 4 },
      ]);
      expect(
        await db().select().from(reviewTotals).where(eq(reviewTotals.subjectId, host.id)),
      ).toEqual([
        { subjectId: host.id, direction: 'helper_about_host', reviewCount: 1, ratingSum: 5 },
      ]);
      expect(
        await db()
          .select()
          .from(propertyReviewTotals)
          .where(eq(propertyReviewTotals.propertyId, c.property.id)),
      ).toEqual([{ propertyId: c.property.id, reviewCount: 1, ratingSum: 5 }]);
      for (const user of [host, helper]) {
        const published = await notesOf(user.id, 'review_published');
        expect(published).toHaveLength(1);
        expect(published[0]?.referenceId).toBe(stay.id);
      }
    });

    it('answers 409 to a second review by the same person, even sent twice at once', async () => {
      const { host, stay } = await endedStay();
      const [a, b] = await Promise.all([
        write(stay.id, host, hostReview()),
        write(stay.id, host, hostReview()),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const again = await write(stay.id, host, hostReview());
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('You have already reviewed this stay');
      expect(await db().select().from(reviews).where(eq(reviews.stayId, stay.id))).toHaveLength(1);
    });

    it('closes at the deadline', async () => {
      const { helper, stay } = await endedStay();
      await db()
        .update(stays)
        .set({ reviewDeadline: new Date(Date.now() - 1000) })
        .where(eq(stays.id, stay.id));
      const late = await write(stay.id, helper, helperReview());
      expect(late.statusCode).toBe(409);
      expect((await tab(helper, 'to-write')).items.map((s) => s.id)).not.toContain(stay.id);
    });
  });

  describe('the jobs', () => {
    it('remind only the side that has not written, and publish what was written at the deadline', async () => {
      const { c, host, helper, stay } = await endedStay();
      expect((await write(stay.id, host, hostReview({ rating: 3 }))).statusCode).toBe(201);
      await t.app.jobs.runDueJobs(later(stay.endedAt, 7));
      expect(await notesOf(helper.id, 'review_reminder')).toHaveLength(1);
      expect(await notesOf(host.id, 'review_reminder')).toHaveLength(0);
      await t.app.jobs.runDueJobs(later(stay.endedAt, 13));
      expect(await notesOf(helper.id, 'review_reminder')).toHaveLength(2);
      expect(JSON.stringify(await notesOf(helper.id))).not.toContain('reliable');

      await t.app.jobs.runDueJobs(later(stay.endedAt, 14));
      const [published] = await db().select().from(stays).where(eq(stays.id, stay.id));
      expect(published?.publishedAt).not.toBeNull();
      expect(
        await db().select().from(reviewTotals).where(eq(reviewTotals.subjectId, helper.id)),
      ).toEqual([
        { subjectId: helper.id, direction: 'host_about_helper', reviewCount: 1, ratingSum: 3 },
      ]);
      expect(
        await db()
          .select()
          .from(propertyReviewTotals)
          .where(eq(propertyReviewTotals.propertyId, c.property.id)),
      ).toEqual([]);
      expect(await notesOf(helper.id, 'review_published')).toHaveLength(1);
      expect(await notesOf(host.id, 'review_published')).toHaveLength(1);
      expect((await tab(helper, 'received')).items).toHaveLength(1);
      expect((await write(stay.id, helper, helperReview())).statusCode).toBe(409);
    });

    it('publish a stay nobody reviewed without telling anyone', async () => {
      const { host, helper, stay } = await endedStay();
      await t.app.jobs.runDueJobs(later(stay.endedAt, 14));
      const [published] = await db().select().from(stays).where(eq(stays.id, stay.id));
      expect(published?.publishedAt).not.toBeNull();
      expect(await notesOf(host.id, 'review_published')).toHaveLength(0);
      expect(await notesOf(helper.id, 'review_published')).toHaveLength(0);
      // Reminders that come due only after the deadline say nothing.
      expect(await notesOf(helper.id, 'review_reminder')).toHaveLength(0);
    });
  });

  describe('replies', () => {
    it('only the person reviewed, once, and only on a published review', async () => {
      const { host, helper, stay } = await endedStay();
      const hostWrote = (await write(stay.id, host, hostReview())).json() as Review;
      const reply = (user: TestUser | null, text = 'Thank you, I will close it!') =>
        call(t.app, 'POST', `/api/reviews/${hostWrote.id}/reply`, user, { reply: text });
      expect((await reply(helper)).statusCode).toBe(404); // still blind
      expect((await reply(stranger)).statusCode).toBe(404);
      expect((await write(stay.id, helper, helperReview())).statusCode).toBe(201);
      expect((await reply(host)).statusCode).toBe(404); // the author
      expect((await reply(stranger)).statusCode).toBe(404);
      expect((await reply(helper, 'x'.repeat(501))).statusCode).toBe(400);
      const ok = await reply(helper);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ reply: 'Thank you, I will close it!' });
      const twice = await reply(helper, 'Another');
      expect(twice.statusCode).toBe(409);
      expect((await reply(null)).statusCode).toBe(401);
    });
  });
});
