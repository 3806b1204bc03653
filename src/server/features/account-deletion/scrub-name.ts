import { DELETED_USER_NAME } from '@shared/api/account-deletion';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { conversations, messages, notifications, reports } from '../../db/schema';
import type { Tx } from '../../db/transaction';

// Other people's rows that quote the erased person by name or address (issue
// 19): the server wrote those words, so it rewrites them to 'Deleted user'.
// Notifications ("Hugo Helper left …", in their words and their notice), the system lines of the person's
// conversations, and the snapshots and details of reports. People's own words
// in messages and reviews are theirs and are not edited.

/** Shorter needles would rewrite unrelated words (a name "Al" inside "Also"). */
const MIN_NEEDLE = 3;

const jsonEscaped = (text: string) => JSON.stringify(text).slice(1, -1);

/** `replace(column, needle, 'Deleted user')`, for text and (through its text) jsonb columns. */
function replaced(column: AnyPgColumn, needle: string, json: boolean): SQL {
  return json
    ? sql`replace(${column}::text, ${jsonEscaped(needle)}, ${jsonEscaped(DELETED_USER_NAME)})::jsonb`
    : sql`replace(${column}, ${needle}, ${DELETED_USER_NAME})`;
}

function mentions(column: AnyPgColumn, needle: string, json: boolean): SQL {
  return json
    ? sql`strpos(${column}::text, ${jsonEscaped(needle)}) > 0`
    : sql`strpos(${column}, ${needle}) > 0`;
}

/** Rewrites every copy of each needle (names, the address) in others' rows. */
export async function scrubName(tx: Tx, userId: string, needles: string[]): Promise<void> {
  const ownConversations = tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(or(eq(conversations.hostId, userId), eq(conversations.helperId, userId)));
  for (const needle of new Set(needles.filter((n) => n.length >= MIN_NEEDLE))) {
    await tx
      .update(notifications)
      .set({
        title: replaced(notifications.title, needle, false),
        content: replaced(notifications.content, needle, false),
        data: replaced(notifications.data, needle, true),
        notice: replaced(notifications.notice, needle, true),
      })
      .where(
        or(
          mentions(notifications.title, needle, false),
          mentions(notifications.content, needle, false),
          mentions(notifications.data, needle, true),
          mentions(notifications.notice, needle, true),
        ),
      );
    await tx
      .update(messages)
      .set({
        content: replaced(messages.content, needle, false),
        data: replaced(messages.data, needle, true),
        notice: replaced(messages.notice, needle, true),
      })
      .where(
        and(
          eq(messages.type, 'system'),
          inArray(messages.conversationId, ownConversations),
          or(
            mentions(messages.content, needle, false),
            mentions(messages.data, needle, true),
            mentions(messages.notice, needle, true),
          ),
        ),
      );
    await tx
      .update(conversations)
      .set({ lastMessageText: replaced(conversations.lastMessageText, needle, false) })
      .where(
        and(
          or(eq(conversations.hostId, userId), eq(conversations.helperId, userId)),
          mentions(conversations.lastMessageText, needle, false),
        ),
      );
    await tx
      .update(reports)
      .set({
        snapshot: replaced(reports.snapshot, needle, true),
        details: replaced(reports.details, needle, false),
      })
      .where(
        or(mentions(reports.snapshot, needle, true), mentions(reports.details, needle, false)),
      );
  }
}
