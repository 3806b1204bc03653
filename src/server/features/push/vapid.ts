import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { vapidKeys } from '../../db/schema';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The VAPID key pair this server signs pushes with: the configured one, or
 * else the one in the database, made by whichever instance started first
 * (`on conflict do nothing`, then read back, so every instance ends up with
 * the same pair). A browser's subscription is bound to the public key it was
 * made with, so the pair must never change under it.
 */
export async function loadVapidKeys(db: Db, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return configured;
  const stored = await readStored(db);
  if (stored) return stored;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey })
    .onConflictDoNothing();
  const kept = await readStored(db);
  if (!kept) throw new Error('The VAPID key pair could not be stored');
  return kept;
}

async function readStored(db: Db): Promise<VapidKeys | null> {
  const [row] = await db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys)
    .where(eq(vapidKeys.id, 1));
  return row ?? null;
}
