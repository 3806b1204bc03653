import {
  SAVED_LIMIT,
  SAVED_LIMIT_MESSAGE,
  type SavedIds,
  type SavedPropertyPage,
  type SaveState,
} from '@shared/api/saved-properties';
import { and, count, desc, eq, isNull, not, sql } from 'drizzle-orm';
import { properties, savedProperties } from '../../db/schema';
import { blockedEitherWaySql } from '../../platform/access/blocks';
import { findVisibleProperty, requireHelperRole } from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { ruleBroken } from '../../platform/errors';
import { newestFirst, pageFrom } from '../../platform/pagination/cursor';
import { fullSql } from '../../platform/places/help-window-places';
import { presentCover } from '../properties/presenter';
import { type PropertyContext, publicUrlOf } from '../properties/service';

// Saved properties (issue 18): helpers keep the properties they may see in
// Explore. A property its host deletes takes its saved rows with it; a paused
// one stays in the list, marked paused.

/** PUT /api/properties/:id/save: saving twice keeps one row. */
export async function saveProperty(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
): Promise<SaveState> {
  requireHelperRole(viewer);
  return ctx.db.transaction(async (tx) => {
    // The same 404 as the property page for what the helper may not see.
    const { property } = await findVisibleProperty(tx, viewer.userId, propertyId);
    // One helper saving from two tabs at once: serialise on the account.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`saved:${viewer.userId}`}, 0))`,
    );
    const [total] = await tx
      .select({ n: count() })
      .from(savedProperties)
      .where(eq(savedProperties.userId, viewer.userId));
    const inserted = await tx
      .insert(savedProperties)
      .values({ userId: viewer.userId, propertyId: property.id })
      .onConflictDoNothing()
      .returning({ propertyId: savedProperties.propertyId });
    if (inserted.length > 0 && (total?.n ?? 0) >= SAVED_LIMIT)
      throw ruleBroken(SAVED_LIMIT_MESSAGE);
    return { propertyId: property.id, saved: true };
  });
}

/** DELETE /api/properties/:id/save: forgetting what is not saved is no error. */
export async function unsaveProperty(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
): Promise<SaveState> {
  requireHelperRole(viewer);
  await ctx.db
    .delete(savedProperties)
    .where(
      and(eq(savedProperties.userId, viewer.userId), eq(savedProperties.propertyId, propertyId)),
    );
  return { propertyId, saved: false };
}

// Out of the list: properties an operator hid, and hosts blocked either way
// (the same as Explore); a paused one stays, marked.
const stillShown = (viewerId: string) =>
  and(
    isNull(properties.hiddenAt),
    not(blockedEitherWaySql(sql`${viewerId}::uuid`, properties.hostId)),
    sql`${properties.status} <> 'draft'`,
  );

/** GET /api/saved-properties: newest saved first. */
export async function listSaved(
  ctx: PropertyContext,
  viewer: Viewer,
  query: { cursor?: string | undefined; limit: number },
): Promise<SavedPropertyPage> {
  requireHelperRole(viewer);
  const page = newestFirst(savedProperties.createdAt, savedProperties.propertyId, query.cursor);
  const rows = await ctx.db
    .select({
      id: properties.id,
      title: properties.title,
      type: properties.type,
      city: properties.city,
      region: properties.region,
      country: properties.country,
      status: properties.status,
      savedAt: savedProperties.createdAt,
      at: page.at,
      full: fullSql(sql`"properties"."id"`),
      imageKey: sql<
        string | null
      >`(select pp.image_key from property_photos pp where pp.property_id = "properties"."id" and pp.is_cover)`,
      thumbnailKey: sql<
        string | null
      >`(select pp.thumbnail_key from property_photos pp where pp.property_id = "properties"."id" and pp.is_cover)`,
    })
    .from(savedProperties)
    .innerJoin(properties, eq(properties.id, savedProperties.propertyId))
    .where(and(eq(savedProperties.userId, viewer.userId), stillShown(viewer.userId), page.after))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  const publicUrl = publicUrlOf(ctx);
  return pageFrom(
    rows,
    query.limit,
    (r) => ({
      id: r.id,
      title: r.title,
      type: r.type,
      city: r.city,
      region: r.region,
      country: r.country,
      cover: presentCover(
        r.imageKey && r.thumbnailKey
          ? { imageKey: r.imageKey, thumbnailKey: r.thumbnailKey }
          : null,
        publicUrl,
      ),
      savedAt: r.savedAt.toISOString(),
      paused: r.status === 'paused',
      full: r.status === 'listed' && Boolean(r.full),
    }),
    (r) => [r.at, r.id],
  );
}

/** GET /api/saved-properties/ids: every saved id (at most SAVED_LIMIT), newest first. */
export async function savedIds(ctx: PropertyContext, viewer: Viewer): Promise<SavedIds> {
  if (viewer.role !== 'helper') return { ids: [] };
  const rows = await ctx.db
    .select({ id: savedProperties.propertyId })
    .from(savedProperties)
    .where(eq(savedProperties.userId, viewer.userId))
    .orderBy(desc(savedProperties.createdAt))
    .limit(SAVED_LIMIT);
  return { ids: rows.map((r) => r.id) };
}
