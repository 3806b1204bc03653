import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { returned } from './returning';
import { conversations, messages } from './schema';

// The app's own casing (client.ts), without a connection: only the SQL is read.
const db = drizzle.mock({ casing: 'snake_case' });
const latestOf = (id: typeof conversations.id) =>
  sql<
    string | null
  >`(select ${messages.content} from ${messages} where ${messages.conversationId} = ${id} order by ${messages.seq} desc limit 1)`;
const update = (extra: ReturnType<typeof latestOf>) =>
  db
    .update(conversations)
    .set({ hostUnreadCount: 0 })
    .where(eq(conversations.id, '00000000-0000-4000-8000-000000000000'))
    .returning({ id: conversations.id, latest: extra })
    .toSQL().sql;

describe('returned', () => {
  it('keeps every column of a RETURNING subquery with its table', () => {
    expect(update(returned(latestOf(conversations.id)))).toContain(
      'returning "id", (select "messages"."content" from "messages" where "messages"."conversation_id" = "conversations"."id" order by "messages"."seq" desc limit 1)',
    );
  });

  it('is needed: without it the subquery would compare a message with itself', () => {
    // If a Drizzle upgrade stops dropping the tables, returned() is no longer needed.
    expect(update(latestOf(conversations.id))).toContain(
      'where "conversation_id" = "id" order by "seq"',
    );
  });
});
