import { type SQL, sql } from 'drizzle-orm';

/**
 * An expression to put in an insert's or update's `.returning({...})` beside
 * the table's columns. There Drizzle writes every column that is a direct
 * part of an expression without its table (`"id"`, not `"conversations"."id"`),
 * so in a subquery `messages.conversation_id = conversations.id` would become
 * `"conversation_id" = "id"` and quietly compare the message with itself.
 * Wrapped in an outer expression, the columns keep their tables.
 */
export function returned<T>(expression: SQL<T>): SQL<T> {
  return sql<T>`${expression}`;
}
