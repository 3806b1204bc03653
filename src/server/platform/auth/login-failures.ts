import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { LOGIN_FAILURE_WINDOW_SECONDS } from './session-policy';

/**
 * Failed sign-ins per account (by email, whether or not it has an account, so
 * the answer does not reveal which do). Kept in the database, so the limit
 * holds across instances; better-auth's limiter covers the per-address side.
 */
export function createLoginFailureCounter(db: Db, limit: number) {
  const windowStart = () => new Date(Date.now() - LOGIN_FAILURE_WINDOW_SECONDS * 1000);
  return {
    limit,
    /** True when the account already has `limit` failures in the window. */
    async isLocked(email: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, windowStart())));
      return (row?.n ?? 0) >= limit;
    },
    async record(email: string): Promise<void> {
      await db.transaction(async (tx) => {
        // Old failures of every account go: the table holds at most one window.
        await tx.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart()));
        await tx.insert(loginFailures).values({ email });
      });
    },
    /** After a password reset the owner has proved who they are. */
    async clear(email: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },
  };
}

export type LoginFailureCounter = ReturnType<typeof createLoginFailureCounter>;
