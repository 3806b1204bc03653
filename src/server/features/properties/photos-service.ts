import { randomUUID } from 'node:crypto';
import { PROPERTY_LIMITS } from '@shared/api/property-fields';
import type { PhotoList } from '@shared/api/property-photos';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { propertyPhotos } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { findOwnProperty } from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { notFound, ruleBroken } from '../../platform/errors';
import { processImage, type Rendition } from '../../platform/images/pipeline';
import { presentPhoto } from './presenter';
import { type PropertyContext, photosOf, publicUrlOf } from './service';

type Log = { warn(obj: object, msg: string): void };

export const TOO_MANY_PHOTOS_MESSAGE = `A property can have at most ${PROPERTY_LIMITS.photosPerProperty} photos`;

/** A checked, re-encoded upload: the large image and its thumbnail, not stored yet. */
export type PreparedPhoto = { id: string; large: Rendition; thumbnail: Rendition };

/** Runs one upload through the shared image pipeline (signature, re-encode, metadata stripped). */
export async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto> {
  const [large, thumbnail] = await processImage(bytes, [
    PROPERTY_LIMITS.photoPixels,
    PROPERTY_LIMITS.thumbnailPixels,
  ]);
  if (!large || !thumbnail) throw new Error('processImage returned too few renditions');
  return { id: randomUUID(), large, thumbnail };
}

async function listPresented(ctx: PropertyContext, tx: Tx, propertyId: string): Promise<PhotoList> {
  const publicUrl = publicUrlOf(ctx);
  return { photos: (await photosOf(tx, propertyId)).map((p) => presentPhoto(p, publicUrl)) };
}

async function photoCount(tx: Tx | PropertyContext['db'], propertyId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId));
  return row?.n ?? 0;
}

/** Before reading an upload: 404/403 unless the caller is the host, 422 when already full. */
export async function checkCanAddPhotos(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
): Promise<void> {
  await findOwnProperty(ctx.db, viewer.userId, propertyId);
  if ((await photoCount(ctx.db, propertyId)) >= PROPERTY_LIMITS.photosPerProperty)
    throw ruleBroken(TOO_MANY_PHOTOS_MESSAGE);
}

/**
 * POST /api/properties/:id/photos: stores the prepared photos after the
 * existing ones; the first photo of a property becomes its cover. The count is
 * checked again under the property's row lock, and stored files are removed
 * when the rows cannot be written.
 */
export async function addPhotos(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  prepared: PreparedPhoto[],
  log: Log,
): Promise<PhotoList> {
  const keys = prepared.map((p) => ({
    id: p.id,
    imageKey: `property_photos/${propertyId}/${p.id}.${p.large.extension}`,
    thumbnailKey: `property_photos/${propertyId}/${p.id}_thumb.${p.thumbnail.extension}`,
  }));
  const stored: string[] = [];
  try {
    for (const [i, p] of prepared.entries()) {
      const k = keys[i];
      if (!k) continue;
      await ctx.storage.put(k.imageKey, p.large.bytes, p.large.contentType, {
        visibility: 'public',
      });
      stored.push(k.imageKey);
      await ctx.storage.put(k.thumbnailKey, p.thumbnail.bytes, p.thumbnail.contentType, {
        visibility: 'public',
      });
      stored.push(k.thumbnailKey);
    }
    return await ctx.db.transaction(async (tx) => {
      await findOwnProperty(tx, viewer.userId, propertyId, { lock: true });
      const existing = await photosOf(tx, propertyId);
      if (existing.length + prepared.length > PROPERTY_LIMITS.photosPerProperty)
        throw ruleBroken(
          `${TOO_MANY_PHOTOS_MESSAGE}: there is room for ${Math.max(0, PROPERTY_LIMITS.photosPerProperty - existing.length)} more`,
        );
      const hasCover = existing.some((p) => p.isCover);
      const start = existing.reduce((max, p) => Math.max(max, p.position + 1), 0);
      await tx.insert(propertyPhotos).values(
        prepared.map((p, i) => ({
          id: p.id,
          propertyId,
          position: start + i,
          isCover: !hasCover && i === 0,
          imageKey: keys[i]?.imageKey ?? '',
          thumbnailKey: keys[i]?.thumbnailKey ?? '',
          width: p.large.width,
          height: p.large.height,
        })),
      );
      await tx.execute(sql`update properties set updated_at = now() where id = ${propertyId}`);
      return listPresented(ctx, tx, propertyId);
    });
  } catch (error) {
    for (const key of stored) {
      await ctx.storage.delete(key).catch((e: unknown) => {
        log.warn({ err: e, key }, 'Could not delete a photo after a failed upload');
      });
    }
    throw error;
  }
}

/** PUT /api/properties/:id/photos/order: every photo id of the property exactly once. */
export async function reorderPhotos(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  photoIds: string[],
): Promise<PhotoList> {
  return ctx.db.transaction(async (tx) => {
    await findOwnProperty(tx, viewer.userId, propertyId, { lock: true });
    const existing = await photosOf(tx, propertyId);
    const current = new Set(existing.map((p) => p.id));
    const given = new Set(photoIds);
    if (
      given.size !== photoIds.length ||
      given.size !== current.size ||
      ![...given].every((id) => current.has(id))
    )
      throw ruleBroken('List every photo of the property exactly once');
    for (const [position, id] of photoIds.entries()) {
      await tx
        .update(propertyPhotos)
        .set({ position })
        .where(and(eq(propertyPhotos.id, id), eq(propertyPhotos.propertyId, propertyId)));
    }
    return listPresented(ctx, tx, propertyId);
  });
}

async function ownPhoto(tx: Tx, propertyId: string, photoId: string) {
  const [photo] = await tx
    .select()
    .from(propertyPhotos)
    .where(and(eq(propertyPhotos.id, photoId), eq(propertyPhotos.propertyId, propertyId)));
  if (!photo) throw notFound('Photo not found');
  return photo;
}

/** POST /api/properties/:id/photos/:photoId/cover. */
export async function setCover(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  photoId: string,
): Promise<PhotoList> {
  return ctx.db.transaction(async (tx) => {
    await findOwnProperty(tx, viewer.userId, propertyId, { lock: true });
    await ownPhoto(tx, propertyId, photoId);
    await tx
      .update(propertyPhotos)
      .set({ isCover: false })
      .where(and(eq(propertyPhotos.propertyId, propertyId), eq(propertyPhotos.isCover, true)));
    await tx.update(propertyPhotos).set({ isCover: true }).where(eq(propertyPhotos.id, photoId));
    return listPresented(ctx, tx, propertyId);
  });
}

/** DELETE /api/properties/:id/photos/:photoId: the next photo becomes the cover; files go after commit. */
export async function deletePhoto(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  photoId: string,
  log: Log,
): Promise<PhotoList> {
  const { list, keys } = await ctx.db.transaction(async (tx) => {
    await findOwnProperty(tx, viewer.userId, propertyId, { lock: true });
    const photo = await ownPhoto(tx, propertyId, photoId);
    await tx.delete(propertyPhotos).where(eq(propertyPhotos.id, photoId));
    const rest = await tx
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, propertyId))
      .orderBy(asc(propertyPhotos.position));
    for (const [position, p] of rest.entries()) {
      const isCover = photo.isCover ? position === 0 : p.isCover;
      if (p.position !== position || p.isCover !== isCover)
        await tx
          .update(propertyPhotos)
          .set({ position, isCover })
          .where(eq(propertyPhotos.id, p.id));
    }
    return {
      list: await listPresented(ctx, tx, propertyId),
      keys: [photo.imageKey, photo.thumbnailKey],
    };
  });
  for (const key of keys) {
    await ctx.storage.delete(key).catch((e: unknown) => {
      log.warn({ err: e, key }, 'Could not delete a removed photo');
    });
  }
  return list;
}
