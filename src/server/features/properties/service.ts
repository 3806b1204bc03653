import { randomUUID } from 'node:crypto';
import type {
  ExchangeTerms,
  ExchangeTermsReply,
  exchangeTermsInputSchema,
} from '@shared/api/exchange-terms';
import type { InviteCodeReply } from '@shared/api/invites';
import type {
  PropertyCardPage,
  propertyCreateSchema,
  propertyUpdateSchema,
} from '@shared/api/properties';
import { type PropertyStatus, TERMS_REQUIRED_MESSAGE } from '@shared/api/property-fields';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { exchangeTerms, profiles, properties, propertyPhotos } from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import {
  findOwnProperty,
  findVisibleProperty,
  requireHostRole,
} from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { notFound, ruleBroken } from '../../platform/errors';
import { newestFirst, pageFrom } from '../../platform/pagination/cursor';
import { searchTextOf, searchTitleOf } from '../../platform/search-text';
import { skillKeys } from '../../platform/skills';
import type { Storage } from '../../platform/storage';
import { presentPublicProfile } from '../profile/presenter';
import { generateInviteCode, joinUrlFor } from './invite-code';
import {
  type CoverKeys,
  type PropertyRow,
  type PublicUrl,
  presentCard,
  presentTerms,
} from './presenter';

/** What the property services need from the app. */
export type PropertyContext = {
  db: Db;
  storage: Storage;
  /** PUBLIC_URL, for join links. */
  appUrl: string;
};

export const publicUrlOf =
  (ctx: Pick<PropertyContext, 'storage'>): PublicUrl =>
  (key) =>
    ctx.storage.publicUrl(key);

type CreateInput = z.output<typeof propertyCreateSchema>;
type UpdateInput = z.output<typeof propertyUpdateSchema>;
type TermsInput = z.output<typeof exchangeTermsInputSchema>;

const PG_UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: unknown };
  if (e?.code === PG_UNIQUE_VIOLATION) return !constraint || e.constraint === constraint;
  return e?.cause ? isUniqueViolation(e.cause, constraint) : false;
}

// ---------------------------------------------------------------- reads

/** The cover photo's storage keys per property. */
export async function coverKeysFor(
  db: Queryable,
  propertyIds: string[],
): Promise<Map<string, CoverKeys>> {
  const map = new Map<string, CoverKeys>();
  if (propertyIds.length === 0) return map;
  const rows = await db
    .select({
      propertyId: propertyPhotos.propertyId,
      imageKey: propertyPhotos.imageKey,
      thumbnailKey: propertyPhotos.thumbnailKey,
    })
    .from(propertyPhotos)
    .where(and(inArray(propertyPhotos.propertyId, propertyIds), eq(propertyPhotos.isCover, true)));
  for (const row of rows) map.set(row.propertyId, row);
  return map;
}

export async function photosOf(db: Queryable, propertyId: string) {
  return db
    .select()
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.createdAt));
}

export async function termsOf(db: Queryable, propertyId: string) {
  const [row] = await db
    .select()
    .from(exchangeTerms)
    .where(eq(exchangeTerms.propertyId, propertyId));
  return row ?? null;
}

/** GET /api/properties: the host's own properties as cards, newest first. */
export async function listOwnProperties(
  ctx: PropertyContext,
  viewer: Viewer,
  query: { status?: PropertyStatus | undefined; cursor?: string | undefined; limit: number },
): Promise<PropertyCardPage> {
  requireHostRole(viewer);
  const { db } = ctx;
  const page = newestFirst(properties.createdAt, properties.id, query.cursor);
  const rows = await db
    .select({
      property: properties,
      at: page.at,
      helperCount: sql<number>`(select count(*)::int from property_helpers ph where ph.property_id = ${properties.id} and ph.status = 'active')`,
      // Less the pending requests of people the host blocked (issue 15).
      pendingRequestCount: sql<number>`(select count(*)::int from stay_requests sr where sr.property_id = ${properties.id} and sr.status = 'pending'
        and not exists (select 1 from blocks b where b.blocker_id = ${viewer.userId} and b.blocked_id = sr.helper_id))`,
      hasTerms: sql<boolean>`exists (select 1 from exchange_terms et where et.property_id = ${properties.id})`,
      imageKey: propertyPhotos.imageKey,
      thumbnailKey: propertyPhotos.thumbnailKey,
    })
    .from(properties)
    .leftJoin(
      propertyPhotos,
      and(eq(propertyPhotos.propertyId, properties.id), eq(propertyPhotos.isCover, true)),
    )
    .where(
      and(
        eq(properties.hostId, viewer.userId),
        query.status ? eq(properties.status, query.status) : undefined,
        page.after,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  const publicUrl = publicUrlOf(ctx);
  return pageFrom(
    rows,
    query.limit,
    (r) =>
      presentCard(r.property, {
        cover:
          r.imageKey && r.thumbnailKey
            ? { imageKey: r.imageKey, thumbnailKey: r.thumbnailKey }
            : null,
        helperCount: r.helperCount,
        pendingRequestCount: r.pendingRequestCount,
        hasTerms: r.hasTerms,
        publicUrl,
      }),
    (r) => [r.at, r.property.id],
  );
}

/** Exchange terms, for anyone who can see the property (null until set). */
export async function getTerms(
  ctx: PropertyContext,
  viewerId: string,
  propertyId: string,
): Promise<ExchangeTermsReply> {
  const { property } = await findVisibleProperty(ctx.db, viewerId, propertyId);
  const terms = await termsOf(ctx.db, property.id);
  return { propertyId: property.id, terms: terms ? presentTerms(terms) : null };
}

/** The property a current invite code opens, whatever its status; null for any other code. */
export async function findPropertyByInviteCode(
  db: Queryable,
  code: string,
  options: { lock?: boolean } = {},
): Promise<PropertyRow | null> {
  const query = db.select().from(properties).where(eq(properties.inviteCode, code));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The host's public card; 404 when the profile is missing. */
export async function hostProfileOf(db: Queryable, hostId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, hostId));
  if (!row) throw notFound('Property not found');
  return presentPublicProfile(row);
}

// ---------------------------------------------------------------- writes

async function insertWithFreshCode(
  db: Db,
  values: Omit<typeof properties.$inferInsert, 'inviteCode'>,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(properties)
        .values({ ...values, inviteCode: generateInviteCode() })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    } catch (error) {
      // 80 random bits: a clash is all but impossible, but never an error for the host.
      if (attempt < 3 && isUniqueViolation(error, 'properties_inviteCode_unique')) continue;
      throw error;
    }
  }
}

/** POST /api/properties: hosts only; always starts as a draft. Answers the new id. */
export async function createProperty(
  ctx: PropertyContext,
  viewer: Viewer,
  input: CreateInput,
): Promise<string> {
  requireHostRole(viewer);
  const values = {
    hostId: viewer.userId,
    title: input.title,
    description: input.description ?? null,
    type: input.type,
    address: input.address ?? null,
    city: input.city,
    region: input.region ?? null,
    country: input.country,
    postalCode: input.postalCode ?? null,
    amenities: input.amenities,
    houseRules: input.houseRules ?? null,
    helpersWanted: input.helpersWanted,
    status: 'draft' as const,
  };
  const row = await insertWithFreshCode(ctx.db, {
    ...values,
    searchText: searchTextOf(values),
    searchTitle: searchTitleOf(values),
  });
  return row.id;
}

/**
 * PATCH /api/properties/:id (host). Listing needs exchange terms (422);
 * listedAt moves each time the property becomes listed.
 */
export async function updateProperty(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  input: UpdateInput,
): Promise<void> {
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  ) as Partial<PropertyRow>;
  await ctx.db.transaction(async (tx) => {
    const current = await findOwnProperty(tx, viewer.userId, propertyId, { lock: true });
    if (Object.keys(changes).length === 0) return;
    const merged = { ...current, ...changes };
    const becomesListed = changes.status === 'listed' && current.status !== 'listed';
    if (becomesListed && !(await termsOf(tx, propertyId))) throw ruleBroken(TERMS_REQUIRED_MESSAGE);
    await tx
      .update(properties)
      .set({
        ...changes,
        searchText: searchTextOf(merged),
        searchTitle: searchTitleOf(merged),
        ...(becomesListed ? { listedAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(properties.id, propertyId));
  });
}

/**
 * DELETE /api/properties/:id (host). Only a property that never had a member
 * or a stay request: the helpers' history must stay (422: pause it instead).
 * Photo files are removed after the rows are gone.
 */
export async function deleteProperty(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    await findOwnProperty(tx, viewer.userId, propertyId, { lock: true });
    const [history] = await tx
      .execute<{ any: boolean }>(sql`
      select exists (select 1 from property_helpers where property_id = ${propertyId})
          or exists (select 1 from stay_requests where property_id = ${propertyId}) as any`)
      .then((r) => r.rows);
    if (history?.any)
      throw ruleBroken(
        'Pause the property instead: it has helpers or stay requests in its history',
      );
    const photos = await photosOf(tx, propertyId);
    await tx.delete(properties).where(eq(properties.id, propertyId));
    return photos.flatMap((p) => [p.imageKey, p.thumbnailKey]);
  });
  for (const key of keys) {
    await ctx.storage.delete(key).catch((error: unknown) => {
      log.warn({ err: error, key }, 'Could not delete a photo of a deleted property');
    });
  }
}

/** POST /api/properties/:id/invite-code (host): a new code; the old one stops working at once. */
export async function regenerateInviteCode(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
): Promise<InviteCodeReply> {
  for (let attempt = 0; ; attempt++) {
    try {
      const code = await ctx.db.transaction(async (tx) => {
        await findOwnProperty(tx, viewer.userId, propertyId, { lock: true });
        const inviteCode = generateInviteCode();
        await tx
          .update(properties)
          .set({ inviteCode, updatedAt: sql`now()` })
          .where(eq(properties.id, propertyId));
        return inviteCode;
      });
      return { inviteCode: code, joinUrl: joinUrlFor(ctx.appUrl, code) };
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, 'properties_inviteCode_unique')) continue;
      throw error;
    }
  }
}

/**
 * PUT /api/properties/:id/terms (host): the whole set. Screening questions
 * sent with an id keep it (answers refer to it); new ones get a fresh id.
 */
export async function putTerms(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  input: TermsInput,
): Promise<ExchangeTerms> {
  return ctx.db.transaction(async (tx) => {
    await findOwnProperty(tx, viewer.userId, propertyId, { lock: true });
    const values = {
      hoursPerWeek: input.hoursPerWeek,
      daysPerWeek: input.daysPerWeek,
      provides: input.provides,
      minStayDays: input.minStayDays,
      maxStayDays: input.maxStayDays,
      availableFrom: input.availableFrom,
      availableTo: input.availableTo,
      skillsWanted: input.skillsWanted,
      skillKeys: skillKeys(input.skillsWanted),
      screeningQuestions: input.screeningQuestions.map((q) => ({
        id: q.id ?? randomUUID(),
        question: q.question,
      })),
      agreementClauses: input.agreementClauses,
      defaultChorePoints: input.defaultChorePoints,
    };
    const [row] = await tx
      .insert(exchangeTerms)
      .values({ propertyId, ...values })
      .onConflictDoUpdate({
        target: exchangeTerms.propertyId,
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('terms upsert returned no row');
    return presentTerms(row);
  });
}

/**
 * An operator hides a property (issue 15): it leaves Explore, and its page,
 * stay requests and invite code answer 404 to all but its owner and members
 * (who keep their stay and see it marked hidden). False when there is none.
 */
export async function hideProperty(tx: Tx, id: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(properties)
    .set({ hiddenAt: sql`coalesce(${properties.hiddenAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(properties.id, id))
    .returning({ id: properties.id });
  return Boolean(row);
}
