import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { unauthenticated } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { processAvatar } from './avatar-image';
import { getOwnProfile } from './service';

/**
 * Stores a new avatar at `profile_avatars/{userId}/avatar_{timestamp}.webp`,
 * points the profile at its public URL with `?v={timestamp}`, then deletes the
 * previous file. If the database write fails, the new file is removed again.
 */
export async function replaceAvatar(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  userId: string,
  upload: Buffer,
) {
  const avatar = await processAvatar(upload);
  await getOwnProfile(db, userId);
  const timestamp = Date.now();
  const key = `profile_avatars/${userId}/avatar_${timestamp}.${avatar.extension}`;
  await storage.put(key, avatar.bytes, avatar.contentType, { visibility: 'public' });
  const avatarUrl = `${storage.publicUrl(key)}?v=${timestamp}`;
  let previousKey: string | null = null;
  let row: typeof profiles.$inferSelect | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ avatarKey: profiles.avatarKey })
        .from(profiles)
        .where(eq(profiles.id, userId))
        .for('update');
      if (!current) throw unauthenticated();
      previousKey = current.avatarKey;
      const [updated] = await tx
        .update(profiles)
        .set({ avatarUrl, avatarKey: key, updatedAt: sql`now()` })
        .where(eq(profiles.id, userId))
        .returning();
      return updated;
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (!row) throw unauthenticated();
  if (previousKey && previousKey !== key) {
    const stale: string = previousKey;
    await storage.delete(stale).catch((error: unknown) => {
      log.warn({ err: error, key: stale }, 'Could not delete a replaced avatar');
    });
  }
  return row;
}
