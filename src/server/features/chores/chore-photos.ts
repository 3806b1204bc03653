import { CHORE_MESSAGES } from '@shared/api/chores';
import { eq, sql } from 'drizzle-orm';
import { chores } from '../../db/schema';
import type { Viewer } from '../../platform/auth/guard';
import { AppError, ruleBroken } from '../../platform/errors';
import { processImage } from '../../platform/images/pipeline';
import { findVisibleChore } from './access';
import { announce, type ChoreContext } from './chore-steps';
import { requireDoer } from './chore-work';

// The proof photo a helper adds to a chore, stored privately.

/** Stores the proof photo privately (replacing an earlier one) while the caller is doing the chore. */
export async function replaceChorePhoto(
  ctx: ChoreContext,
  viewer: Viewer,
  choreId: string,
  upload: Buffer | null,
) {
  // Check first (cheap), process, store, then switch the row under its lock.
  const before = await findVisibleChore(ctx.db, viewer.userId, choreId);
  requireDoer(before, viewer);
  if (before.chore.status !== 'in_progress') throw ruleBroken(CHORE_MESSAGES.notInProgress);
  let key: string | null = null;
  if (upload) {
    const [photo] = await processImage(upload, [1600]);
    if (!photo) throw new Error('processImage returned no rendition');
    key = `chore_photos/${choreId}/proof_${Date.now()}.${photo.extension}`;
    await ctx.storage.put(key, photo.bytes, photo.contentType, { visibility: 'private' });
  }
  let previous: string | null = null;
  try {
    const chore = await ctx.db.transaction(async (tx) => {
      const visible = await findVisibleChore(tx, viewer.userId, choreId, { lock: true });
      requireDoer(visible, viewer);
      if (visible.chore.status !== 'in_progress') throw ruleBroken(CHORE_MESSAGES.notInProgress);
      previous = visible.chore.submissionPhotoKey;
      const [row] = await tx
        .update(chores)
        .set({ submissionPhotoKey: key, updatedAt: sql`now()` })
        .where(eq(chores.id, choreId))
        .returning();
      if (!row) throw new Error('chore update returned no row');
      return announce(tx, row);
    });
    if (previous && previous !== key) {
      const stale: string = previous;
      await ctx.storage.delete(stale).catch((error: unknown) => {
        ctx.log?.warn({ err: error, key: stale }, 'Could not delete a replaced chore photo');
      });
    }
    return chore;
  } catch (error) {
    if (key) await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** The private photo for the host and the property's active members (404 for anyone else). */
export async function choreProofPhoto(ctx: ChoreContext, viewer: Viewer, choreId: string) {
  const { chore } = await findVisibleChore(ctx.db, viewer.userId, choreId);
  if (!chore.submissionPhotoKey) throw new AppError('not_found', 'This chore has no photo');
  const object = await ctx.storage.get(chore.submissionPhotoKey);
  if (!object) throw new AppError('not_found', 'This chore has no photo');
  return object;
}
