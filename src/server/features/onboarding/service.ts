import { randomUUID } from 'node:crypto';
import {
  type helperNeedInputSchema,
  type MemberProgress,
  ONBOARDING_LIMITS,
  ONBOARDING_MESSAGES,
  type OnboardingView,
  type onboardingItemInputSchema,
  type onboardingItemUpdateSchema,
} from '@shared/api/onboarding';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  helperNeeds,
  onboardingAcknowledgements,
  onboardingItems,
  profiles,
  propertyHelpers,
} from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import {
  findVisibleProperty,
  HOST_OF_PROPERTY_ONLY_MESSAGE,
  PROPERTY_NOT_FOUND_MESSAGE,
  type PropertyRow,
} from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { AppError, notFound, ruleBroken } from '../../platform/errors';
import { processImage } from '../../platform/images/pipeline';
import { publish } from '../../platform/realtime/publish';
import { topics } from '../../platform/realtime/topics';
import { presentPublicProfile } from '../profile/presenter';
import type { PropertyContext } from '../properties/service';
import { presentItem, presentNeed } from './presenter';

type ItemInput = z.output<typeof onboardingItemInputSchema>;
type ItemUpdate = z.output<typeof onboardingItemUpdateSchema>;
type NeedInput = z.output<typeof helperNeedInputSchema>;
type Log = { warn: (obj: object, msg: string) => void };

type Access = { property: PropertyRow; side: 'host' | 'member' };

/** Host or active member; 404 for anyone else (a listed property's public viewers too). */
async function access(
  db: Queryable,
  viewer: Viewer,
  propertyId: string,
  options: { lock?: boolean } = {},
): Promise<Access> {
  const visible = await findVisibleProperty(db, viewer.userId, propertyId, options);
  if (visible.relation === 'public') throw notFound(PROPERTY_NOT_FOUND_MESSAGE);
  return { property: visible.property, side: visible.relation };
}

function requireHost(a: Access) {
  if (a.side !== 'host') throw new AppError('forbidden', HOST_OF_PROPERTY_ONLY_MESSAGE);
}
function requireMember(a: Access) {
  if (a.side !== 'member') throw new AppError('forbidden', ONBOARDING_MESSAGES.membersOnly);
}

async function itemsOf(db: Queryable, propertyId: string) {
  return db
    .select()
    .from(onboardingItems)
    .where(eq(onboardingItems.propertyId, propertyId))
    .orderBy(asc(onboardingItems.position), asc(onboardingItems.createdAt));
}

async function findItem(db: Queryable, propertyId: string, itemId: string) {
  const [row] = await db
    .select()
    .from(onboardingItems)
    .where(and(eq(onboardingItems.id, itemId), eq(onboardingItems.propertyId, propertyId)));
  if (!row) throw notFound(ONBOARDING_MESSAGES.itemNotFound);
  return row;
}

// ---------------------------------------------------------------- the view

async function viewOf(
  db: Queryable,
  ctx: Pick<PropertyContext, 'storage'>,
  viewer: Viewer,
  a: Access,
): Promise<OnboardingView> {
  const propertyId = a.property.id;
  const items = await itemsOf(db, propertyId);
  const itemIds = new Set(items.map((i) => i.id));
  const members = await db
    .select({ membership: propertyHelpers, profile: profiles })
    .from(propertyHelpers)
    .innerJoin(profiles, eq(profiles.id, propertyHelpers.helperId))
    .where(
      and(
        eq(propertyHelpers.propertyId, propertyId),
        eq(propertyHelpers.status, 'active'),
        ...(a.side === 'member' ? [eq(propertyHelpers.helperId, viewer.userId)] : []),
      ),
    )
    .orderBy(asc(propertyHelpers.startDate), asc(propertyHelpers.createdAt));
  const helperIds = members.map((m) => m.membership.helperId);
  const acks =
    helperIds.length && items.length
      ? await db
          .select()
          .from(onboardingAcknowledgements)
          .where(
            and(
              inArray(onboardingAcknowledgements.helperId, helperIds),
              inArray(onboardingAcknowledgements.itemId, [...itemIds]),
            ),
          )
          .orderBy(asc(onboardingAcknowledgements.acknowledgedAt))
      : [];
  const needs = helperIds.length
    ? await db
        .select()
        .from(helperNeeds)
        .where(
          and(eq(helperNeeds.propertyId, propertyId), inArray(helperNeeds.helperId, helperIds)),
        )
        .orderBy(asc(helperNeeds.createdAt))
    : [];
  const progress: MemberProgress[] = members.map(({ membership, profile }) => {
    const mine = acks.filter((k) => k.helperId === membership.helperId);
    return {
      helper: presentPublicProfile(profile),
      acknowledgements: mine.map((k) => ({
        itemId: k.itemId,
        acknowledgedAt: k.acknowledgedAt.toISOString(),
      })),
      done: mine.length,
      total: items.length,
      completedAt: membership.onboardingCompletedAt?.toISOString() ?? null,
      needs: needs.filter((n) => n.helperId === membership.helperId).map(presentNeed),
    };
  });
  return {
    propertyId,
    propertyTitle: a.property.title,
    viewerRole: a.side,
    items: items.map((i) => presentItem(i, (key) => ctx.storage.publicUrl(key))),
    mine: a.side === 'member' ? (progress[0] ?? null) : null,
    members: a.side === 'host' ? progress : [],
  };
}

/**
 * Records (or clears) each active member's completion: complete when the
 * checklist has items and they ticked every one. The first completion time is
 * kept while it stays complete.
 */
async function refreshCompletion(tx: Tx, propertyId: string) {
  await tx.execute(sql`
    update property_helpers ph set
      onboarding_completed_at = case
        when exists (select 1 from onboarding_items i where i.property_id = ${propertyId})
         and not exists (
           select 1 from onboarding_items i
           where i.property_id = ${propertyId}
             and not exists (
               select 1 from onboarding_acknowledgements a
               where a.item_id = i.id and a.helper_id = ph.helper_id))
        then coalesce(ph.onboarding_completed_at, now())
        else null end
    where ph.property_id = ${propertyId} and ph.status = 'active'`);
}

async function changed(tx: Tx, propertyId: string, helperId: string | null = null) {
  await publish(tx, topics.property(propertyId), {
    kind: 'onboarding.changed',
    data: { propertyId, helperId },
  });
}

/** GET /api/properties/:id/onboarding */
export async function getOnboarding(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
): Promise<OnboardingView> {
  return viewOf(ctx.db, ctx, viewer, await access(ctx.db, viewer, propertyId));
}

/** Runs a write under the property's row lock, then answers the caller's fresh view. */
async function write(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  who: 'host' | 'member',
  body: (tx: Tx, a: Access) => Promise<void>,
): Promise<OnboardingView> {
  return ctx.db.transaction(async (tx) => {
    const a = await access(tx, viewer, propertyId, { lock: true });
    if (who === 'host') requireHost(a);
    else requireMember(a);
    await body(tx, a);
    return viewOf(tx, ctx, viewer, a);
  });
}

// ---------------------------------------------------------------- host: the checklist

export const addItem = (
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  input: ItemInput,
) =>
  write(ctx, viewer, propertyId, 'host', async (tx) => {
    const [row] = await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${onboardingItems.position}), -1)` })
      .from(onboardingItems)
      .where(eq(onboardingItems.propertyId, propertyId));
    if ((row?.n ?? 0) >= ONBOARDING_LIMITS.items)
      throw ruleBroken(ONBOARDING_MESSAGES.tooManyItems);
    await tx.insert(onboardingItems).values({
      propertyId,
      position: Number(row?.last ?? -1) + 1,
      title: input.title,
      details: input.details ?? null,
    });
    await refreshCompletion(tx, propertyId);
    await changed(tx, propertyId);
  });

export const updateItem = (
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  itemId: string,
  input: ItemUpdate,
) =>
  write(ctx, viewer, propertyId, 'host', async (tx) => {
    await findItem(tx, propertyId, itemId);
    const set: Partial<typeof onboardingItems.$inferInsert> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.details !== undefined) set.details = input.details;
    if (Object.keys(set).length === 0) return;
    await tx
      .update(onboardingItems)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(onboardingItems.id, itemId));
    await changed(tx, propertyId);
  });

export async function deleteItem(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  itemId: string,
  log: Log,
) {
  let photoKey: string | null = null;
  const view = await write(ctx, viewer, propertyId, 'host', async (tx) => {
    const item = await findItem(tx, propertyId, itemId);
    photoKey = item.photoKey;
    await tx.delete(onboardingItems).where(eq(onboardingItems.id, itemId));
    await refreshCompletion(tx, propertyId);
    await changed(tx, propertyId);
  });
  await removeStored(ctx, photoKey, log);
  return view;
}

export const reorderItems = (
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  itemIds: string[],
) =>
  write(ctx, viewer, propertyId, 'host', async (tx) => {
    const items = await itemsOf(tx, propertyId);
    const known = new Set(items.map((i) => i.id));
    if (
      itemIds.length !== items.length ||
      new Set(itemIds).size !== itemIds.length ||
      itemIds.some((id) => !known.has(id))
    )
      throw ruleBroken(ONBOARDING_MESSAGES.orderMismatch);
    for (const [position, id] of itemIds.entries())
      await tx
        .update(onboardingItems)
        .set({ position, updatedAt: sql`now()` })
        .where(eq(onboardingItems.id, id));
    await changed(tx, propertyId);
  });

async function removeStored(ctx: PropertyContext, key: string | null, log: Log) {
  if (!key) return;
  await ctx.storage.delete(key).catch((e: unknown) => {
    log.warn({ err: e, key }, 'Could not delete an onboarding photo');
  });
}

/** Before reading an upload: 404/403 unless the caller is the host and the item exists. */
export async function checkCanSetPhoto(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  itemId: string,
) {
  const a = await access(ctx.db, viewer, propertyId);
  requireHost(a);
  await findItem(ctx.db, propertyId, itemId);
}

/** POST …/items/:itemId/photo: the image pipeline's rendition replaces the item's photo. */
export async function setItemPhoto(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  itemId: string,
  bytes: Buffer,
  log: Log,
) {
  const [large] = await processImage(bytes, [ONBOARDING_LIMITS.photoPixels]);
  if (!large) throw new Error('processImage returned no rendition');
  const key = `onboarding_photos/${propertyId}/${itemId}_${randomUUID()}.${large.extension}`;
  await ctx.storage.put(key, large.bytes, large.contentType, { visibility: 'public' });
  let old: string | null = null;
  try {
    const view = await write(ctx, viewer, propertyId, 'host', async (tx) => {
      const item = await findItem(tx, propertyId, itemId);
      old = item.photoKey;
      await tx
        .update(onboardingItems)
        .set({ photoKey: key, updatedAt: sql`now()` })
        .where(eq(onboardingItems.id, itemId));
      await changed(tx, propertyId);
    });
    await removeStored(ctx, old, log);
    return view;
  } catch (error) {
    await removeStored(ctx, key, log);
    throw error;
  }
}

export async function deleteItemPhoto(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  itemId: string,
  log: Log,
) {
  let old: string | null = null;
  const view = await write(ctx, viewer, propertyId, 'host', async (tx) => {
    const item = await findItem(tx, propertyId, itemId);
    old = item.photoKey;
    if (!old) return;
    await tx
      .update(onboardingItems)
      .set({ photoKey: null, updatedAt: sql`now()` })
      .where(eq(onboardingItems.id, itemId));
    await changed(tx, propertyId);
  });
  await removeStored(ctx, old, log);
  return view;
}

// ---------------------------------------------------------------- member: ticks and needs

/** Idempotent: the first tick's time is kept. */
export const acknowledgeItem = (
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  itemId: string,
) =>
  write(ctx, viewer, propertyId, 'member', async (tx) => {
    await findItem(tx, propertyId, itemId);
    const inserted = await tx
      .insert(onboardingAcknowledgements)
      .values({ itemId, helperId: viewer.userId })
      .onConflictDoNothing()
      .returning({ id: onboardingAcknowledgements.id });
    if (inserted.length === 0) return;
    await refreshCompletion(tx, propertyId);
    await changed(tx, propertyId, viewer.userId);
  });

export const addNeed = (
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  input: NeedInput,
) =>
  write(ctx, viewer, propertyId, 'member', async (tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(helperNeeds)
      .where(and(eq(helperNeeds.propertyId, propertyId), eq(helperNeeds.helperId, viewer.userId)));
    if ((row?.n ?? 0) >= ONBOARDING_LIMITS.needs)
      throw ruleBroken(ONBOARDING_MESSAGES.tooManyNeeds);
    await tx.insert(helperNeeds).values({
      propertyId,
      helperId: viewer.userId,
      kind: input.kind,
      details: input.details,
    });
    await changed(tx, propertyId, viewer.userId);
  });

export const deleteNeed = (
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  needId: string,
) =>
  write(ctx, viewer, propertyId, 'member', async (tx) => {
    const removed = await tx
      .delete(helperNeeds)
      .where(
        and(
          eq(helperNeeds.id, needId),
          eq(helperNeeds.propertyId, propertyId),
          eq(helperNeeds.helperId, viewer.userId),
        ),
      )
      .returning({ id: helperNeeds.id });
    if (removed.length === 0) throw notFound(ONBOARDING_MESSAGES.needNotFound);
    await changed(tx, propertyId, viewer.userId);
  });

/** Host: idempotent, the first acknowledgement's time is kept. Needs of active members only. */
export const acknowledgeNeed = (
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  needId: string,
) =>
  write(ctx, viewer, propertyId, 'host', async (tx) => {
    const [need] = await tx
      .select({ need: helperNeeds })
      .from(helperNeeds)
      .innerJoin(
        propertyHelpers,
        and(
          eq(propertyHelpers.propertyId, helperNeeds.propertyId),
          eq(propertyHelpers.helperId, helperNeeds.helperId),
          eq(propertyHelpers.status, 'active'),
        ),
      )
      .where(and(eq(helperNeeds.id, needId), eq(helperNeeds.propertyId, propertyId)));
    if (!need) throw notFound(ONBOARDING_MESSAGES.needNotFound);
    if (need.need.acknowledgedAt) return;
    await tx
      .update(helperNeeds)
      .set({ acknowledgedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(helperNeeds.id, needId));
    await changed(tx, propertyId, need.need.helperId);
  });
