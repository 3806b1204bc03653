import { ACCOUNT_SUSPENDED_MESSAGE } from '@shared/api/admin';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suspensions } from '../../db/schema';

// A suspended person gets no session (issue 15, decision 110). Refusing at
// session creation covers every way in at once: sign-in, the two-step code,
// the verification link's sign-in. Sessions they had were deleted when they
// were suspended (features/admin/actions.ts), which also closed their sockets.

/** Our error code, carried in better-auth's error body and kept by sendFetchResponse (routes.ts). */
export const ACCOUNT_SUSPENDED_CODE = 'account_suspended';

/** better-auth's `databaseHooks`: session.create.before refuses a suspended account (403). */
export function refuseSuspendedSessions(db: Db) {
  return {
    session: {
      create: {
        before: async (session: { userId: string }) => {
          const [row] = await db
            .select({ userId: suspensions.userId })
            .from(suspensions)
            .where(eq(suspensions.userId, session.userId));
          if (row) {
            throw new APIError('FORBIDDEN', {
              message: ACCOUNT_SUSPENDED_MESSAGE,
              code: ACCOUNT_SUSPENDED_CODE,
            });
          }
        },
      },
    },
  };
}
