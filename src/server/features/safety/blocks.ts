import {
  type BlockCreate,
  type BlockedPerson,
  type BlockList,
  type BlockResult,
  SHARED_STAY_ERROR,
} from '@shared/api/safety';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blocks, profiles } from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import type { Viewer } from '../../platform/auth/guard';
import { AppError, notFound, ruleBroken } from '../../platform/errors';
import { endMembership } from '../memberships/service';
import { sharedStaysBetween } from './block-shared-stays';

// Blocks (issue 15, decision 110): one person blocking another. What a block
// changes elsewhere (messaging, requests, Explore, property pages, invite
// codes) reads the blocks table through ./service.ts.

export const PERSON_NOT_FOUND_MESSAGE = 'Person not found';
export const CANNOT_BLOCK_SELF_MESSAGE = 'You cannot block yourself';

type BlockRow = typeof blocks.$inferSelect;

async function cardOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({ id: profiles.id, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

const displayName = (fullName: string | null) => fullName?.trim() || 'this person';

function presentBlock(
  row: Pick<BlockRow, 'blockedId' | 'createdAt'>,
  card: { fullName: string | null; avatarUrl: string | null } | null,
): BlockedPerson {
  return {
    userId: row.blockedId,
    name: card?.fullName?.trim() ?? '',
    avatarUrl: card?.avatarUrl ?? null,
    blockedAt: row.createdAt.toISOString(),
  };
}

/** GET /api/blocks: the people the viewer blocked, newest first. */
export async function listBlocks(db: Db, viewer: Viewer): Promise<BlockList> {
  const rows = await db
    .select({ block: blocks, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
    .from(blocks)
    .leftJoin(profiles, eq(profiles.id, blocks.blockedId))
    .where(eq(blocks.blockerId, viewer.userId))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId));
  return { items: rows.map((r) => presentBlock(r.block, r)) };
}

/**
 * POST /api/blocks. Blocking twice is one block (200, nothing else happens).
 * A stay the two share is never ended, nor kept, silently: without `endStay`
 * it answers 409 `shared_stay` naming the property; true ends every shared
 * stay as leaving or removal would (the blocker's side decides which), false
 * keeps them. One transaction: the stays end exactly when the block exists.
 */
export async function blockPerson(
  db: Db,
  viewer: Viewer,
  input: BlockCreate,
): Promise<{ result: BlockResult; created: boolean }> {
  const me = viewer.userId;
  if (input.userId === me) throw ruleBroken(CANNOT_BLOCK_SELF_MESSAGE);
  return db.transaction(async (tx) => {
    const card = await cardOf(tx, input.userId);
    if (!card) throw notFound(PERSON_NOT_FOUND_MESSAGE);
    const existing = await blockRow(tx, me, input.userId);
    if (existing)
      return { result: { block: presentBlock(existing, card), endedStays: 0 }, created: false };

    const shared = await sharedStaysBetween(tx, me, input.userId);
    const first = shared[0];
    if (first && input.endStay === undefined)
      throw new AppError(
        SHARED_STAY_ERROR,
        `You and ${displayName(card.fullName)} share a stay at ${first.title}. End it too?`,
      );
    let endedStays = 0;
    if (input.endStay) endedStays = await endSharedStays(tx, me, shared);

    const [made] = await tx
      .insert(blocks)
      .values({ blockerId: me, blockedId: input.userId })
      .onConflictDoNothing()
      .returning();
    if (made) return { result: { block: presentBlock(made, card), endedStays }, created: true };
    // Blocked by a concurrent request a moment ago: the same block.
    const raced = await blockRow(tx, me, input.userId);
    if (!raced) throw new Error('block vanished');
    return { result: { block: presentBlock(raced, card), endedStays }, created: false };
  });
}

async function blockRow(db: Queryable, blockerId: string, blockedId: string) {
  const [row] = await db
    .select()
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return row ?? null;
}

/**
 * Ends each shared stay through the memberships feature, as the blocker
 * would by hand: a host blocking their helper removes them, a helper
 * blocking their host leaves.
 */
async function endSharedStays(
  tx: Tx,
  blockerId: string,
  shared: Awaited<ReturnType<typeof sharedStaysBetween>>,
): Promise<number> {
  let ended = 0;
  const now = new Date();
  for (const stay of shared) {
    const row = await endMembership(tx, {
      property: { id: stay.propertyId, title: stay.title, hostId: stay.hostId },
      helperId: stay.helperId,
      reason: stay.hostId === blockerId ? 'removed' : 'left',
      now,
    });
    if (row) ended += 1;
  }
  return ended;
}

/** DELETE /api/blocks/:userId: 204 whether or not there was a block (idempotent). */
export async function unblockPerson(db: Db, viewer: Viewer, userId: string): Promise<void> {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, viewer.userId), eq(blocks.blockedId, userId)));
}
