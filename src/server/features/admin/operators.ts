import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, moderationActions, users } from '../../db/schema';
import type { Queryable } from '../../db/transaction';

// Operators (issue 15, decision 110): granted and revoked only from the
// command line (scripts/admin.ts), never through the API. Each change is in
// the audit log with "command line" as its actor.

export const COMMAND_LINE = 'command line';

export type OperatorChange = 'granted' | 'revoked' | 'unchanged' | 'unknown_email';

/** Is this person an operator? */
export async function isAdmin(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: admins.userId })
    .from(admins)
    .where(eq(admins.userId, userId));
  return Boolean(row);
}

async function userIdByEmail(db: Queryable, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row?.id ?? null;
}

async function logCommandLine(
  db: Queryable,
  action: 'grant_admin' | 'revoke_admin',
  userId: string,
) {
  await db.insert(moderationActions).values({
    actorId: null,
    actorLabel: COMMAND_LINE,
    action,
    targetType: 'user',
    targetId: userId,
    reason: COMMAND_LINE,
  });
}

/** Makes the account with this email an operator ('unchanged' when it already is). */
export async function grantAdmin(db: Db, email: string): Promise<OperatorChange> {
  return db.transaction(async (tx) => {
    const userId = await userIdByEmail(tx, email);
    if (!userId) return 'unknown_email';
    const [row] = await tx.insert(admins).values({ userId }).onConflictDoNothing().returning();
    if (!row) return 'unchanged';
    await logCommandLine(tx, 'grant_admin', userId);
    return 'granted';
  });
}

/** Ends the account's operator role ('unchanged' when it had none). */
export async function revokeAdmin(db: Db, email: string): Promise<OperatorChange> {
  return db.transaction(async (tx) => {
    const userId = await userIdByEmail(tx, email);
    if (!userId) return 'unknown_email';
    const [row] = await tx.delete(admins).where(eq(admins.userId, userId)).returning();
    if (!row) return 'unchanged';
    await logCommandLine(tx, 'revoke_admin', userId);
    return 'revoked';
  });
}

/** Every operator, oldest grant first. */
export async function listAdmins(db: Queryable) {
  return db
    .select({ email: users.email, name: users.name, grantedAt: admins.grantedAt })
    .from(admins)
    .innerJoin(users, eq(users.id, admins.userId))
    .orderBy(admins.grantedAt);
}
