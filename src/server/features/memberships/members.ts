import type { InvitePreview, JoinReply } from '@shared/api/invites';
import {
  ALREADY_MEMBER_MESSAGE,
  type HelperDetail,
  type HelperPage,
  type MyProperties,
} from '@shared/api/memberships';
import type { Membership, MembershipStatus } from '@shared/api/properties';
import { INVALID_INVITE_CODE_MESSAGE } from '@shared/api/property-fields';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  profiles,
  properties,
  propertyHelpers,
  propertyPhotos,
  stayRequests,
} from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import {
  findOwnProperty,
  findVisibleProperty,
  requireHelperRole,
  requireHostRole,
} from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { AppError, conflict, notFound, ruleBroken } from '../../platform/errors';
import { newestFirst, pageFrom } from '../../platform/pagination/cursor';
import { notify } from '../notifications/service';
import { presentPublicProfile } from '../profile/presenter';
import { presentPropertyRef, presentTerms } from '../properties/presenter';
import {
  findPropertyByInviteCode,
  hostProfileOf,
  type PropertyContext,
  publicUrlOf,
  termsOf,
} from '../properties/service';
import { isBlockedEitherWay } from '../safety/service';
import { presentStayRequest } from '../stay-requests/presenter';
import { presentMembership } from './presenter';
import {
  activateMembership,
  endMembership,
  lockPair,
  markInvitationJoined,
  membershipOf,
  today,
  wasInvitedByEmail,
} from './service';

export const REMOVED_CANNOT_REJOIN_MESSAGE =
  'The host removed you from this property. Send them a stay request if you would like to come back.';

function coverOf(row: { imageKey: string | null; thumbnailKey: string | null }) {
  return row.imageKey && row.thumbnailKey
    ? { imageKey: row.imageKey, thumbnailKey: row.thumbnailKey }
    : null;
}

const coverJoin = and(
  eq(propertyPhotos.propertyId, properties.id),
  eq(propertyPhotos.isCover, true),
);

async function displayName(db: Queryable, userId: string): Promise<string> {
  const [row] = await db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.fullName?.trim() || 'A helper';
}

// ---------------------------------------------------------------- for other features

// ---------------------------------------------------------------- joining by code

/**
 * A code opens nothing (404, like a wrong code) on a property an operator
 * hid, or whose host and the joiner blocked one another (issue 15). An
 * active member still sees it: their stay goes on.
 */
async function closedToJoiner(
  db: Queryable,
  property: { id: string; hostId: string; hiddenAt: Date | null },
  viewerId: string,
): Promise<boolean> {
  if ((await membershipOf(db, property.id, viewerId))?.status === 'active') return false;
  return property.hiddenAt !== null || (await isBlockedEitherWay(db, property.hostId, viewerId));
}

/** GET /api/invites/:code (helpers): the card shown before joining. */
export async function previewInvite(
  ctx: PropertyContext,
  viewer: Viewer,
  code: string,
): Promise<InvitePreview> {
  requireHelperRole(viewer);
  const property = await findPropertyByInviteCode(ctx.db, code);
  if (!property || (await closedToJoiner(ctx.db, property, viewer.userId)))
    throw notFound(INVALID_INVITE_CODE_MESSAGE);
  const [host, terms, [cover], membership] = await Promise.all([
    hostProfileOf(ctx.db, property.hostId),
    termsOf(ctx.db, property.id),
    ctx.db
      .select({ imageKey: propertyPhotos.imageKey, thumbnailKey: propertyPhotos.thumbnailKey })
      .from(propertyPhotos)
      .where(and(eq(propertyPhotos.propertyId, property.id), eq(propertyPhotos.isCover, true))),
    ctx.db
      .select({ status: propertyHelpers.status })
      .from(propertyHelpers)
      .where(
        and(
          eq(propertyHelpers.propertyId, property.id),
          eq(propertyHelpers.helperId, viewer.userId),
        ),
      ),
  ]);
  const publicUrl = publicUrlOf(ctx);
  return {
    propertyId: property.id,
    title: property.title,
    type: property.type,
    city: property.city,
    region: property.region,
    country: property.country,
    description: property.description,
    cover: cover ? presentPropertyRef(property, cover, publicUrl).cover : null,
    host,
    terms: terms ? presentTerms(terms) : null,
    myMembershipStatus: membership[0]?.status ?? null,
  };
}

/**
 * POST /api/invites/:code/join (helpers): an active member at once. A helper
 * who left may come back; one the host removed may not by code (422). The
 * host gets `helper_request`, the helper `induction_onboard`; a pending stay
 * request of theirs for the property is withdrawn (they no longer need it).
 */
export async function joinByCode(
  ctx: PropertyContext,
  viewer: Viewer,
  code: string,
): Promise<JoinReply> {
  requireHelperRole(viewer);
  const membership = await ctx.db.transaction(async (tx) => {
    const property = await findPropertyByInviteCode(tx, code);
    if (!property || (await closedToJoiner(tx, property, viewer.userId)))
      throw notFound(INVALID_INVITE_CODE_MESSAGE);
    await lockPair(tx, property.id, viewer.userId);
    const existing = await membershipOf(tx, property.id, viewer.userId);
    if (existing?.status === 'active') throw conflict(ALREADY_MEMBER_MESSAGE);
    if (existing?.status === 'removed') throw ruleBroken(REMOVED_CANNOT_REJOIN_MESSAGE);
    const invited = await wasInvitedByEmail(tx, property.id, viewer.userId);
    const { membership: row } = await activateMembership(tx, {
      propertyId: property.id,
      helperId: viewer.userId,
      joinedVia: invited ? 'host_invite' : 'invite_code',
      startDate: today(),
      endDate: null,
    });
    await tx
      .update(stayRequests)
      .set({ status: 'withdrawn', decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(stayRequests.propertyId, property.id),
          eq(stayRequests.helperId, viewer.userId),
          eq(stayRequests.status, 'pending'),
        ),
      );
    await markInvitationJoined(tx, property.id, viewer.userId);
    const name = await displayName(tx, viewer.userId);
    await notify(tx, {
      userId: property.hostId,
      type: 'helper_request',
      notice: { key: 'helperJoined', params: { name, property: property.title } },
      referenceId: property.id,
    });
    await notify(tx, {
      userId: viewer.userId,
      type: 'induction_onboard',
      notice: { key: 'welcomeToProperty', params: { property: property.title } },
      referenceId: property.id,
    });
    return row;
  });
  return { membership: presentMembership(membership) };
}

// ---------------------------------------------------------------- leaving and removing

/** POST /api/properties/:id/leave (an active member): status `left`; the host is told. */
export async function leaveProperty(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
): Promise<Membership> {
  const row = await ctx.db.transaction(async (tx) => {
    const { property, relation } = await findVisibleProperty(tx, viewer.userId, propertyId);
    if (relation === 'host')
      throw new AppError('forbidden', 'A host cannot leave their own property');
    const ended = await endMembership(tx, {
      property,
      helperId: viewer.userId,
      reason: 'left',
      now: new Date(),
    });
    if (!ended) throw notFound('You are not a member of this property');
    return ended;
  });
  return presentMembership(row);
}

/**
 * POST /api/properties/:id/members/:helperId/remove (host): status `removed`,
 * history kept; the helper is told.
 */
export async function removeMember(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  helperId: string,
): Promise<Membership> {
  const row = await ctx.db.transaction(async (tx) => {
    const property = await findOwnProperty(tx, viewer.userId, propertyId);
    await lockPair(tx, property.id, helperId);
    const current = await membershipOf(tx, property.id, helperId);
    if (!current) throw notFound('Helper not found');
    if (current.status !== 'active') throw conflict('This helper is not an active member');
    const ended = await endMembership(tx, {
      property,
      helperId,
      reason: 'removed',
      now: new Date(),
    });
    if (!ended) throw conflict('This helper is not an active member');
    return ended;
  });
  return presentMembership(row);
}

// ---------------------------------------------------------------- lists

/** GET /api/my-properties (helpers): memberships (active first) and pending requests. */
export async function myProperties(ctx: PropertyContext, viewer: Viewer): Promise<MyProperties> {
  requireHelperRole(viewer);
  const publicUrl = publicUrlOf(ctx);
  const hosts = alias(profiles, 'hosts');
  const [memberRows, requestRows] = await Promise.all([
    ctx.db
      .select({
        membership: propertyHelpers,
        property: properties,
        host: hosts,
        imageKey: propertyPhotos.imageKey,
        thumbnailKey: propertyPhotos.thumbnailKey,
      })
      .from(propertyHelpers)
      .innerJoin(properties, eq(properties.id, propertyHelpers.propertyId))
      .innerJoin(hosts, eq(hosts.id, properties.hostId))
      .leftJoin(propertyPhotos, coverJoin)
      .where(eq(propertyHelpers.helperId, viewer.userId))
      .orderBy(
        sql`(${propertyHelpers.status} = 'active') desc`,
        desc(propertyHelpers.updatedAt),
        desc(propertyHelpers.id),
      )
      .limit(100),
    ctx.db
      .select({
        request: stayRequests,
        property: properties,
        imageKey: propertyPhotos.imageKey,
        thumbnailKey: propertyPhotos.thumbnailKey,
      })
      .from(stayRequests)
      .innerJoin(properties, eq(properties.id, stayRequests.propertyId))
      .leftJoin(propertyPhotos, coverJoin)
      .where(and(eq(stayRequests.helperId, viewer.userId), eq(stayRequests.status, 'pending')))
      .orderBy(desc(stayRequests.createdAt), desc(stayRequests.id))
      .limit(100),
  ]);
  return {
    memberships: memberRows.map((r) => ({
      membership: presentMembership(r.membership),
      property: presentPropertyRef(r.property, coverOf(r), publicUrl),
      host: presentPublicProfile(r.host),
    })),
    pendingRequests: requestRows.map((r) => ({
      request: presentStayRequest(r.request, r.property.title),
      property: presentPropertyRef(r.property, coverOf(r), publicUrl),
    })),
  };
}

/** GET /api/helpers (hosts): one row per membership at the caller's properties. */
export async function listHelpers(
  ctx: PropertyContext,
  viewer: Viewer,
  query: {
    propertyId?: string | undefined;
    status?: MembershipStatus | undefined;
    cursor?: string | undefined;
    limit: number;
  },
): Promise<HelperPage> {
  requireHostRole(viewer);
  const page = newestFirst(propertyHelpers.createdAt, propertyHelpers.id, query.cursor);
  const rows = await ctx.db
    .select({
      membership: propertyHelpers,
      property: properties,
      helper: profiles,
      at: page.at,
      imageKey: propertyPhotos.imageKey,
      thumbnailKey: propertyPhotos.thumbnailKey,
    })
    .from(propertyHelpers)
    .innerJoin(properties, eq(properties.id, propertyHelpers.propertyId))
    .innerJoin(profiles, eq(profiles.id, propertyHelpers.helperId))
    .leftJoin(propertyPhotos, coverJoin)
    .where(
      and(
        eq(properties.hostId, viewer.userId),
        query.propertyId ? eq(properties.id, query.propertyId) : undefined,
        query.status ? eq(propertyHelpers.status, query.status) : undefined,
        page.after,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  const publicUrl = publicUrlOf(ctx);
  return pageFrom(
    rows,
    query.limit,
    (r) => ({
      helper: presentPublicProfile(r.helper),
      membership: presentMembership(r.membership),
      property: presentPropertyRef(r.property, coverOf(r), publicUrl),
    }),
    (r) => [r.at, r.membership.id],
  );
}

/** GET /api/helpers/:helperId (hosts): 404 unless they are or were a member of the caller's properties. */
export async function helperDetail(
  ctx: PropertyContext,
  viewer: Viewer,
  helperId: string,
): Promise<HelperDetail> {
  requireHostRole(viewer);
  const rows = await ctx.db
    .select({
      membership: propertyHelpers,
      property: properties,
      helper: profiles,
      imageKey: propertyPhotos.imageKey,
      thumbnailKey: propertyPhotos.thumbnailKey,
    })
    .from(propertyHelpers)
    .innerJoin(properties, eq(properties.id, propertyHelpers.propertyId))
    .innerJoin(profiles, eq(profiles.id, propertyHelpers.helperId))
    .leftJoin(propertyPhotos, coverJoin)
    .where(and(eq(properties.hostId, viewer.userId), eq(propertyHelpers.helperId, helperId)))
    .orderBy(sql`(${propertyHelpers.status} = 'active') desc`, desc(propertyHelpers.updatedAt));
  const first = rows[0];
  if (!first) throw notFound('Helper not found');
  const publicUrl = publicUrlOf(ctx);
  return {
    helper: presentPublicProfile(first.helper),
    memberships: rows.map((r) => ({
      membership: presentMembership(r.membership),
      property: presentPropertyRef(r.property, coverOf(r), publicUrl),
    })),
    totalExchangePoints: rows.reduce((sum, r) => sum + r.membership.exchangePoints, 0),
  };
}
