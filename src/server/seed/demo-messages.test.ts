import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { conversations, messages, users } from '../db/schema';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoAgreements } from './demo-agreements';
import { seedDemoChores } from './demo-chores';
import { demoMessagesStep, seedDemoMessages } from './demo-messages';
import { seedDemoProperties, seedId } from './demo-properties';
import { seedSteps } from './steps';

describe('demo chat messages seed step', () => {
  let t: TestApp;
  const orchard = seedId('property:orchard-hill');
  /** Each demo helper's chat at Orchard Hill as the steps before this one left it. */
  const before = new Map<string, Array<{ id: string; content: string }>>();
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
    const db = t.app.database.db;
    await seedDemoAccounts(db, t.app.auth);
    await seedDemoProperties(db, t.app.storage);
    await seedDemoAgreements(db);
    await seedDemoChores(db, t.app.storage);
    for (const email of ['helper@demo.test', 'pia@demo.test'])
      before.set(
        email,
        (await chatOf(email)).map((m) => ({ id: m.id, content: m.content })),
      );
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.app.database.db;

  async function conversationOf(email: string) {
    const [helper] = await db().select().from(users).where(eq(users.email, email));
    const [row] = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.helperId, helper?.id ?? ''));
    if (!row || row.propertyId !== orchard) throw new Error(`no Orchard Hill chat for ${email}`);
    return row;
  }
  async function chatOf(email: string) {
    const conversation = await conversationOf(email);
    return db()
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
      .orderBy(asc(messages.seq));
  }
  /** "w" for a person's words, "s" for a run of system lines: the chat's shape. */
  const shapeOf = (chat: Array<{ type: string }>) =>
    chat
      .map((m) => (m.type === 'text' ? 'w' : 's'))
      .join('')
      .replace(/s+/g, 's');

  it('runs after the steps that open the chats', () => {
    const names = seedSteps.map((step) => step.name);
    expect(names.indexOf(demoMessagesStep.name)).toBeGreaterThan(names.indexOf('demo chores'));
    expect(names.indexOf(demoMessagesStep.name)).toBeGreaterThan(
      names.indexOf('demo agreements and onboarding'),
    );
  });

  it('writes people’s words between the stay’s system lines, in seq and in time, once', async () => {
    // The steps before leave system lines only: nothing a person wrote.
    expect(before.get('helper@demo.test')?.length).toBeGreaterThan(10);
    expect(await seedDemoMessages(db())).toBe(true);

    for (const email of ['helper@demo.test', 'pia@demo.test']) {
      const conversation = await conversationOf(email);
      const chat = await chatOf(email);
      const words = chat.filter((m) => m.type === 'text');
      expect(words.length, email).toBeGreaterThanOrEqual(4);
      expect(words.length, email).toBeLessThanOrEqual(8);
      // Both of them talk, and only they do.
      expect(new Set(words.map((m) => m.senderId)), email).toEqual(
        new Set([conversation.hostId, conversation.helperId]),
      );
      // Words, then the stay's updates, then words again; the chat ends on words.
      expect(shapeOf(chat), email).toMatch(/^w+s(w+s)*w+$/);
      // Every system line is still there, once, in its old order.
      expect(
        chat.filter((m) => m.type === 'system').map((m) => ({ id: m.id, content: m.content })),
        email,
      ).toEqual(before.get(email));
      // Time runs with seq, and nothing is in the future.
      const times = chat.map((m) => m.createdAt.getTime());
      expect(times, email).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times), email).toBeLessThanOrEqual(Date.now());
      // The conversation agrees with its newest message.
      const last = chat.at(-1);
      expect(conversation.lastMessageText, email).toBe(last?.content);
      expect(conversation.lastMessageTime?.getTime(), email).toBe(last?.createdAt.getTime());
      expect(conversation.updatedAt.getTime(), email).toBe(last?.createdAt.getTime());
      // The helper wrote last and the host has not read it yet: one unread
      // for the host in each chat (a badge in the demo), none for the helper.
      expect(last?.senderId, email).toBe(conversation.helperId);
      expect(conversation.hostUnreadCount, email).toBe(1);
      expect(conversation.helperUnreadCount, email).toBe(0);
    }
  });

  it('adds nothing and moves nothing when run again', async () => {
    const snapshot = async () => ({
      conversations: await db().select().from(conversations).orderBy(asc(conversations.id)),
      messages: await db().select().from(messages).orderBy(asc(messages.seq)),
    });
    const first = await snapshot();
    expect(first.messages.filter((m) => m.type === 'text').length).toBeGreaterThan(0);
    expect(await seedDemoMessages(db())).toBe(false);
    expect(await snapshot()).toEqual(first);
  });
});
