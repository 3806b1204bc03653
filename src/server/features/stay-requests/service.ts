import {
  ALREADY_MEMBER_MESSAGE,
  type HostStayRequestPage,
  NOT_TAKING_REQUESTS_MESSAGE,
  PENDING_REQUEST_EXISTS_MESSAGE,
  type StayRequestDecision,
  type stayRequestCreateSchema,
} from '@shared/api/memberships';
import { SYSTEM_STATUS } from '@shared/api/messaging';
import type { HostStayRequest, StayRequest, StayRequestStatus } from '@shared/api/stay-requests';
import { and, asc, eq, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { exchangeTerms, profiles, properties, stayRequests } from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import {
  findOwnProperty,
  findVisibleProperty,
  type PropertyRow,
  requireHelperRole,
} from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { AppError, conflict, notFound, ruleBroken } from '../../platform/errors';
import { newestFirst, pageFrom } from '../../platform/pagination/cursor';
import { checkStayFitsWindows, lockPropertyPlaces } from '../../platform/places/help-window-places';
import { presentMembership } from '../memberships/presenter';
import {
  activateMembership,
  earliestTodayOnEarth,
  lockPair,
  markInvitationJoined,
  membershipOf,
} from '../memberships/service';
import { postSystemMessage } from '../messaging/service';
import { notify } from '../notifications/service';
import { type PropertyContext, termsOf } from '../properties/service';
import { hasBlockedSql } from '../safety/service';
import { presentHostStayRequest, presentStayRequest, type StayRequestRow } from './presenter';

type CreateInput = z.output<typeof stayRequestCreateSchema>;

export const REQUEST_NOT_FOUND_MESSAGE = 'Stay request not found';
export const HOST_DECIDES_MESSAGE =
  'Only the host of this property can accept or decline a request';
export const HELPER_WITHDRAWS_MESSAGE = 'Only the helper who sent this request can withdraw it';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const PG_UNIQUE_VIOLATION = '23505';
function isPendingClash(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: unknown };
  if (e?.code === PG_UNIQUE_VIOLATION) return e.constraint === 'stay_requests_one_pending_idx';
  return e?.cause ? isPendingClash(e.cause) : false;
}

async function displayName(db: Queryable, userId: string): Promise<string> {
  const [row] = await db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.fullName?.trim() || 'A helper';
}

// ---------------------------------------------------------------- for other features

/** The helper's pending request for this property, if any. */
export async function findPendingRequest(
  db: Queryable,
  property: Pick<PropertyRow, 'id' | 'title'>,
  helperId: string,
): Promise<StayRequest | null> {
  const [row] = await db
    .select()
    .from(stayRequests)
    .where(
      and(
        eq(stayRequests.propertyId, property.id),
        eq(stayRequests.helperId, helperId),
        eq(stayRequests.status, 'pending'),
      ),
    );
  return row ? presentStayRequest(row, property.title) : null;
}

/** Pending requests with the helpers' cards, oldest first (the host's property page). */
export async function listPendingRequestsForHost(
  db: Queryable,
  property: Pick<PropertyRow, 'id' | 'title' | 'hostId'>,
  limit: number,
): Promise<HostStayRequest[]> {
  const rows = await db
    .select({ request: stayRequests, helper: profiles, wanted: exchangeTerms.skillKeys })
    .from(stayRequests)
    .innerJoin(profiles, eq(profiles.id, stayRequests.helperId))
    .leftJoin(exchangeTerms, eq(exchangeTerms.propertyId, stayRequests.propertyId))
    .where(
      and(
        eq(stayRequests.propertyId, property.id),
        eq(stayRequests.status, 'pending'),
        // Not from people the host blocked (issue 15).
        not(hasBlockedSql(property.hostId, stayRequests.helperId)),
      ),
    )
    .orderBy(asc(stayRequests.createdAt), asc(stayRequests.id))
    .limit(limit);
  return rows.map((r) =>
    presentHostStayRequest(r.request, property.title, r.helper, r.wanted ?? []),
  );
}

// ---------------------------------------------------------------- create

/**
 * POST /api/properties/:id/requests (helpers). Every rule of the request is
 * checked here: listed, dates inside the window and the stay length within
 * the terms, an answer to every screening question, one pending request per
 * property, not already a member. The host gets `helper_request`.
 */
export async function createStayRequest(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  input: CreateInput,
): Promise<StayRequest> {
  requireHelperRole(viewer);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { property, relation } = await findVisibleProperty(tx, viewer.userId, propertyId);
      if (relation === 'member') throw conflict(ALREADY_MEMBER_MESSAGE);
      const terms = await termsOf(tx, property.id);
      if (property.status !== 'listed' || !terms) throw ruleBroken(NOT_TAKING_REQUESTS_MESSAGE);

      if (input.startDate < earliestTodayOnEarth())
        throw ruleBroken('The stay cannot start in the past');
      if (input.startDate < terms.availableFrom || input.endDate > terms.availableTo)
        throw ruleBroken(
          `The stay must fall between ${terms.availableFrom} and ${terms.availableTo}`,
        );
      // Help windows (issue 18), when the host publishes them, say which days
      // inside the terms' window are open and how many places are left.
      await checkStayFitsWindows(tx, property.id, input.startDate, input.endDate);
      const days = daysBetween(input.startDate, input.endDate);
      if (days < terms.minStayDays || days > terms.maxStayDays)
        throw ruleBroken(
          `The stay must last between ${terms.minStayDays} and ${terms.maxStayDays} days (this one is ${days})`,
        );

      const byId = new Map(input.answers.map((a) => [a.questionId, a.answer]));
      const asked = new Set(terms.screeningQuestions.map((q) => q.id));
      if (input.answers.some((a) => !asked.has(a.questionId)))
        throw ruleBroken('An answer refers to a question this property does not ask');
      const answers = terms.screeningQuestions.map((q) => {
        const answer = byId.get(q.id);
        if (!answer)
          throw new AppError(
            'rule_broken',
            `Please answer the screening question: "${q.question}"`,
            [{ field: `body.answers.${q.id}`, message: 'Please answer this question' }],
          );
        return { questionId: q.id, question: q.question, answer };
      });

      await lockPair(tx, property.id, viewer.userId);
      // Re-checked under the pair lock: a join by code may have just landed.
      if ((await membershipOf(tx, property.id, viewer.userId))?.status === 'active')
        throw conflict(ALREADY_MEMBER_MESSAGE);
      const [row] = await tx
        .insert(stayRequests)
        .values({
          propertyId: property.id,
          helperId: viewer.userId,
          startDate: input.startDate,
          endDate: input.endDate,
          message: input.message,
          answers,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const name = await displayName(tx, viewer.userId);
      await notify(tx, {
        userId: property.hostId,
        type: 'helper_request',
        // Data, not a sentence: each reader's client writes the dates its way (issue 24).
        data: {
          kind: 'stay_request_created',
          propertyTitle: property.title,
          name,
          startDate: input.startDate,
          endDate: input.endDate,
        },
        referenceId: property.id,
      });
      // The chat is the timeline of the stay (issue 6).
      await postSystemMessage(tx, {
        propertyId: property.id,
        helperId: viewer.userId,
        statusType: SYSTEM_STATUS.stayRequested,
        data: {
          kind: 'stay_request_created',
          name,
          startDate: input.startDate,
          endDate: input.endDate,
        },
        actorId: viewer.userId,
      });
      return presentStayRequest(row, property.title);
    });
  } catch (error) {
    if (isPendingClash(error)) throw conflict(PENDING_REQUEST_EXISTS_MESSAGE);
    throw error;
  }
}

// ---------------------------------------------------------------- read

/** GET /api/properties/:id/requests (host): newest first, optionally by status. */
export async function listRequestsForHost(
  ctx: PropertyContext,
  viewer: Viewer,
  propertyId: string,
  query: { status?: StayRequestStatus | undefined; cursor?: string | undefined; limit: number },
): Promise<HostStayRequestPage> {
  const property = await findOwnProperty(ctx.db, viewer.userId, propertyId);
  const page = newestFirst(stayRequests.createdAt, stayRequests.id, query.cursor);
  const rows = await ctx.db
    .select({
      request: stayRequests,
      helper: profiles,
      wanted: exchangeTerms.skillKeys,
      at: page.at,
    })
    .from(stayRequests)
    .innerJoin(profiles, eq(profiles.id, stayRequests.helperId))
    .leftJoin(exchangeTerms, eq(exchangeTerms.propertyId, stayRequests.propertyId))
    .where(
      and(
        eq(stayRequests.propertyId, property.id),
        query.status ? eq(stayRequests.status, query.status) : undefined,
        // Pending requests of people the host blocked are not news (issue 15);
        // decided ones stay, as the record of what happened.
        sql`not (${stayRequests.status} = 'pending' and ${hasBlockedSql(viewer.userId, stayRequests.helperId)})`,
        page.after,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  return pageFrom(
    rows,
    query.limit,
    (r) => presentHostStayRequest(r.request, property.title, r.helper, r.wanted ?? []),
    (r) => [r.at, r.request.id],
  );
}

type LoadedRequest = { request: StayRequestRow; property: PropertyRow; party: 'host' | 'helper' };

/** The request if the caller is its helper or the property's host; 404 otherwise. */
async function loadRequest(
  db: Queryable,
  viewerId: string,
  requestId: string,
  options: { lock?: boolean } = {},
): Promise<LoadedRequest> {
  const query = db
    .select({ request: stayRequests, property: properties })
    .from(stayRequests)
    .innerJoin(properties, eq(properties.id, stayRequests.propertyId))
    .where(eq(stayRequests.id, requestId));
  const [row] = options.lock ? await query.for('update', { of: stayRequests }) : await query;
  if (!row) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  if (row.property.hostId === viewerId) return { ...row, party: 'host' };
  if (row.request.helperId === viewerId) return { ...row, party: 'helper' };
  throw notFound(REQUEST_NOT_FOUND_MESSAGE);
}

/** GET /api/stay-requests/:requestId: the host or that helper. */
export async function getStayRequest(
  ctx: PropertyContext,
  viewer: Viewer,
  requestId: string,
): Promise<StayRequest> {
  const { request, property } = await loadRequest(ctx.db, viewer.userId, requestId);
  return presentStayRequest(request, property.title);
}

// ---------------------------------------------------------------- decisions

function requirePending(request: StayRequestRow): void {
  if (request.status !== 'pending') throw conflict(`This request was already ${request.status}`);
}

async function setStatus(
  tx: Tx,
  id: string,
  status: 'accepted' | 'declined' | 'withdrawn',
  declineReason: string | null = null,
): Promise<StayRequestRow> {
  const [row] = await tx
    .update(stayRequests)
    .set({ status, declineReason, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(stayRequests.id, id))
    .returning();
  if (!row) throw new Error('request vanished');
  return row;
}

/**
 * POST /api/stay-requests/:requestId/accept (host). The membership is made
 * (or a past one reactivated) in the same transaction; the helper gets
 * `stay_request_accepted` and, when newly active, `induction_onboard`. A
 * second accept, concurrent or retried, finds the request decided: 409.
 */
export async function acceptRequest(
  ctx: PropertyContext,
  viewer: Viewer,
  requestId: string,
): Promise<StayRequestDecision> {
  return ctx.db.transaction(async (tx) => {
    const { request, property, party } = await loadRequest(tx, viewer.userId, requestId, {
      lock: true,
    });
    if (party !== 'host') throw new AppError('forbidden', HOST_DECIDES_MESSAGE);
    requirePending(request);
    // Accepts of one property take turns on its row lock, then count the
    // places: two accepts for the last place cannot both succeed (issue 18).
    await lockPropertyPlaces(tx, property.id);
    await checkStayFitsWindows(tx, property.id, request.startDate, request.endDate);
    await lockPair(tx, property.id, request.helperId);
    const accepted = await setStatus(tx, request.id, 'accepted');
    const { membership, activated } = await activateMembership(tx, {
      propertyId: property.id,
      helperId: request.helperId,
      joinedVia: 'request',
      startDate: request.startDate,
      endDate: request.endDate,
    });
    await markInvitationJoined(tx, property.id, request.helperId);
    await notify(tx, {
      userId: request.helperId,
      type: 'stay_request_accepted',
      data: {
        kind: 'stay_request_accepted',
        propertyTitle: property.title,
        startDate: request.startDate,
        endDate: request.endDate,
      },
      referenceId: property.id,
    });
    await postSystemMessage(tx, {
      propertyId: property.id,
      helperId: request.helperId,
      statusType: SYSTEM_STATUS.stayAccepted,
      data: {
        kind: 'stay_request_accepted',
        startDate: request.startDate,
        endDate: request.endDate,
      },
      actorId: viewer.userId,
    });
    if (activated) {
      await notify(tx, {
        userId: request.helperId,
        type: 'induction_onboard',
        notice: { key: 'welcomeToProperty', params: { property: property.title } },
        referenceId: property.id,
      });
    }
    return {
      request: presentStayRequest(accepted, property.title),
      membership: presentMembership(membership),
    };
  });
}

/** POST /api/stay-requests/:requestId/decline (host), with an optional reason for the helper. */
export async function declineRequest(
  ctx: PropertyContext,
  viewer: Viewer,
  requestId: string,
  reason: string | null,
): Promise<StayRequestDecision> {
  return ctx.db.transaction(async (tx) => {
    const { request, property, party } = await loadRequest(tx, viewer.userId, requestId, {
      lock: true,
    });
    if (party !== 'host') throw new AppError('forbidden', HOST_DECIDES_MESSAGE);
    requirePending(request);
    const declined = await setStatus(tx, request.id, 'declined', reason);
    await notify(tx, {
      userId: request.helperId,
      type: 'stay_request_declined',
      notice: reason
        ? { key: 'stayRequestDeclinedWithReason', params: { property: property.title, reason } }
        : { key: 'stayRequestDeclined', params: { property: property.title } },
      referenceId: property.id,
    });
    await postSystemMessage(tx, {
      propertyId: property.id,
      helperId: request.helperId,
      statusType: SYSTEM_STATUS.stayDeclined,
      notice: reason
        ? { key: 'stayDeclinedWithReason', params: { reason } }
        : { key: 'stayDeclined', params: {} },
      actorId: viewer.userId,
    });
    return { request: presentStayRequest(declined, property.title), membership: null };
  });
}

/** POST /api/stay-requests/:requestId/withdraw (the helper who sent it). */
export async function withdrawRequest(
  ctx: PropertyContext,
  viewer: Viewer,
  requestId: string,
): Promise<StayRequestDecision> {
  return ctx.db.transaction(async (tx) => {
    const { request, property, party } = await loadRequest(tx, viewer.userId, requestId, {
      lock: true,
    });
    if (party !== 'helper') throw new AppError('forbidden', HELPER_WITHDRAWS_MESSAGE);
    requirePending(request);
    const withdrawn = await setStatus(tx, request.id, 'withdrawn');
    await postSystemMessage(tx, {
      propertyId: property.id,
      helperId: request.helperId,
      statusType: SYSTEM_STATUS.stayWithdrawn,
      notice: { key: 'stayWithdrawn', params: {} },
      actorId: viewer.userId,
    });
    return { request: presentStayRequest(withdrawn, property.title), membership: null };
  });
}
