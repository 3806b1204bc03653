import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conversations, messages, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import {
  type ChatScript,
  demoChatScripts,
  type Moment,
  type Speaker,
  type SystemLine,
} from './demo-chat-scripts';
import { seedId } from './demo-properties';
import type { SeedStep } from './seed-step';

// The demo chats' conversation (issue 24). The steps before this one open
// Hana's chat with each demo helper at Orchard Hill through the real services,
// so it holds only the stay's system lines, which the chat folds into one
// "N updates" line: a newcomer saw no conversation at all. This step writes a
// short exchange between them (demo-chat-scripts.ts) and spreads the stay's
// timeline over the past days, so the chat reads: words, a fold of updates,
// more words.
//
// Messages are ordered by `seq`, an identity column: a row gets its number
// when inserted, or again with `set seq = default`. So the step walks the
// chat in its new order and, from the first inserted word on, gives every
// system line the next number again, after the words that now come before
// it. System lines keep their order and text; only their clock moves back.
//
// A chat that already holds people's words is left alone, so a second run
// (or a chat someone has used since) changes nothing. No `message`
// notification is made: the demo should not mail anyone about old words.

const WORD_GAP_MS = 9 * 60_000;
const LINE_GAP_MS = 3 * 60_000;

type Placed =
  | { kind: 'line'; id: string; at: Date }
  | { kind: 'words'; id: string; speaker: Speaker; content: string; at: Date };

function timeOf(moment: Moment, now: number): number {
  if ('minutesAgo' in moment) return now - moment.minutesAgo * 60_000;
  const at = new Date(now);
  at.setUTCDate(at.getUTCDate() - moment.daysAgo);
  at.setUTCHours(moment.utc[0], moment.utc[1], 0, 0);
  return at.getTime();
}

/** The chat in its new order, each message with its time. Pure. */
export function layOutChat(script: ChatScript, lines: readonly SystemLine[], now: number) {
  const placed: Placed[] = [];
  let next = 0;
  let wordIndex = 0;
  for (const part of script.parts) {
    const start = timeOf(part.when, now);
    if ('words' in part) {
      for (const [i, [speaker, content]] of part.words.entries())
        placed.push({
          kind: 'words',
          id: seedId(`message:${script.key}:${wordIndex++}`),
          speaker,
          content,
          at: new Date(start + i * WORD_GAP_MS),
        });
      continue;
    }
    const { updates } = part;
    const found =
      updates === 'rest' ? -1 : lines.findIndex((line, i) => i >= next && updates(line));
    const end = found === -1 ? lines.length : found + 1;
    for (const [i, line] of lines.slice(next, end).entries())
      placed.push({ kind: 'line', id: line.id, at: new Date(start + i * LINE_GAP_MS) });
    next = end;
  }
  // Lines the script did not expect (a later step added some) go last, now.
  for (const line of lines.slice(next))
    placed.push({ kind: 'line', id: line.id, at: new Date(now) });
  return placed;
}

/** Words of one side after the other side last spoke: what that other side has not read. */
function unreadFor(reader: Speaker, placed: readonly Placed[]): number {
  let unread = 0;
  for (const item of placed) {
    if (item.kind !== 'words') continue;
    unread = item.speaker === reader ? 0 : unread + 1;
  }
  return unread;
}

async function writeChat(tx: Tx, script: ChatScript, now: number): Promise<boolean> {
  const [helper] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, script.helperEmail));
  if (!helper) return false;
  const orchard = seedId('property:orchard-hill');
  // The row lock orders this against any message the running app may write.
  const [conversation] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.propertyId, orchard), eq(conversations.helperId, helper.id)))
    .for('update');
  if (!conversation) return false;
  const chat = await tx
    .select({
      id: messages.id,
      type: messages.type,
      statusType: messages.statusType,
      content: messages.content,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversation.id))
    .orderBy(asc(messages.seq));
  if (chat.some((m) => m.type === 'text')) return false;

  const placed = layOutChat(script, chat, now);
  let renumber = false;
  for (const item of placed) {
    if (item.kind === 'words') {
      await tx.insert(messages).values({
        id: item.id,
        conversationId: conversation.id,
        senderId: item.speaker === 'host' ? conversation.hostId : conversation.helperId,
        content: item.content,
        type: 'text',
        createdAt: item.at,
      });
      renumber = true;
    } else if (renumber) {
      await tx.execute(
        sql`update messages set seq = default, created_at = ${item.at.toISOString()}::timestamptz where id = ${item.id}`,
      );
    } else {
      await tx.update(messages).set({ createdAt: item.at }).where(eq(messages.id, item.id));
    }
  }

  const first = placed[0];
  const last = placed.at(-1);
  const [lastRow] = last
    ? await tx.select({ content: messages.content }).from(messages).where(eq(messages.id, last.id))
    : [];
  if (!first || !last || !lastRow) return false;
  await tx
    .update(conversations)
    .set({
      lastMessageText: lastRow.content,
      lastMessageTime: last.at,
      updatedAt: last.at,
      createdAt: first.at,
      hostUnreadCount: unreadFor('host', placed),
      helperUnreadCount: unreadFor('helper', placed),
    })
    .where(eq(conversations.id, conversation.id));
  return true;
}

/** Writes each demo chat's words; true when any chat got them (false on a re-run). */
export async function seedDemoMessages(db: Db): Promise<boolean> {
  const now = Date.now();
  let wrote = false;
  for (const script of demoChatScripts)
    if (await db.transaction((tx) => writeChat(tx, script, now))) wrote = true;
  return wrote;
}

export const demoMessagesStep: SeedStep = {
  name: 'demo chat messages',
  async run(db) {
    await seedDemoMessages(db);
  },
};
