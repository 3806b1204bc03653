import { DELETION_PENDING_MESSAGE } from '@shared/api/account-deletion';
import type { Role } from '@shared/api/profile';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { accountDeletions } from '../../db/schema';
import { AppError, unauthenticated } from '../errors';
import type { Auth } from './auth';
import type { SessionCache } from './session-cache';

/** Who is calling: set by requireViewer on every route that needs a signed-in user. */
export type Viewer = {
  userId: string;
  sessionId: string;
  email: string;
  role: Role;
  /**
   * True once the address is verified (issue 14). Absent for viewers made
   * outside a request (the seed), which requireVerifiedEmail treats as unverified.
   */
  emailVerified?: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return headers;
}

/**
 * The writes a person may still make while their account waits for deletion
 * (issue 19, decision 141): cancelling it, and downloading their data before
 * they go. Reads stay open; every other write answers 403 `deletion_pending`.
 */
const WRITES_WHILE_DELETION_PENDING = ['/api/account/deletion', '/api/account/exports'];
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function refuseWritesWhileDeletionPending(db: Db, request: FastifyRequest, userId: string) {
  if (READS.has(request.method)) return;
  const route = request.routeOptions.url ?? '';
  if (WRITES_WHILE_DELETION_PENDING.some((p) => route === p || route.startsWith(`${p}/`))) return;
  const [pending] = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)));
  if (pending) throw new AppError('deletion_pending', DELETION_PENDING_MESSAGE);
}

/** What a session lookup found: who is calling, and the cookies to renew on the reply. */
type Found = { viewer: Viewer; cookies: string[] };

/**
 * An onRequest hook: answers 401 `unauthenticated` unless the session cookie
 * names a live session (idle and absolute timeouts included), and sets
 * request.viewer. Runs before the body is read, so a signed-out caller learns
 * nothing about validation. A session rolled forward here gets its cookie
 * renewed on the reply. While the account waits for deletion, writes are
 * refused here, in one place, whatever route they aim at.
 *
 * A session checked in the last seconds is taken from `cache` (issue 20; see
 * session-cache.ts for what keeps that safe): no database round trip.
 */
export function createViewerGuard(
  auth: Auth,
  db: Db,
  cache: SessionCache<Viewer>,
  sessionCookieOf: (cookieHeader: string) => string | null,
) {
  /**
   * The session lookups under way, by the whole Cookie header: a page's
   * requests arrive together with the same cookies, and when their session
   * is not kept (a first visit, or its entry just expired) each asked the
   * database on its own (2 queries and 4–6 ms of CPU each). They now share
   * one lookup, but only one that began after the last notice this process
   * heard (`generation`): a lookup older than a sign-out may have read the
   * session it ended. While the realtime channel is down no notice arrives,
   * so nothing is shared (nor kept).
   */
  const lookups = new Map<string, { generation: number; answer: Promise<Found | null> }>();

  async function lookUp(request: FastifyRequest, cookie: string | null): Promise<Found | null> {
    const startedAt = cache.begin();
    const { headers, response } = await auth.api.getSession({
      headers: headersOf(request),
      returnHeaders: true,
    });
    if (!response) return null;
    const viewer: Viewer = {
      userId: response.user.id,
      sessionId: response.session.id,
      email: response.user.email,
      role: (response.user.role ?? 'user') as Role,
      emailVerified: response.user.emailVerified === true,
    };
    if (cookie !== null) {
      cache.store(cookie, { ...viewer }, new Date(response.session.expiresAt).getTime(), startedAt);
    }
    return { viewer, cookies: headers.getSetCookie() };
  }

  function sharedLookUp(request: FastifyRequest, cookieHeader: string, cookie: string | null) {
    const under = lookups.get(cookieHeader);
    if (under && under.generation === cache.begin() && cache.enabled) return under.answer;
    const lookup = { generation: cache.begin(), answer: lookUp(request, cookie) };
    lookups.set(cookieHeader, lookup);
    const done = () => {
      if (lookups.get(cookieHeader) === lookup) lookups.delete(cookieHeader);
    };
    lookup.answer.then(done, done);
    return lookup.answer;
  }

  return async function requireViewer(request: FastifyRequest, reply: FastifyReply) {
    const cookieHeader = request.headers.cookie;
    if (!cookieHeader) throw unauthenticated();
    const cookie = sessionCookieOf(cookieHeader);
    const cached = cookie === null ? null : cache.get(cookie);
    if (cached) {
      request.viewer = { ...cached };
    } else {
      const found = await sharedLookUp(request, cookieHeader, cookie);
      if (!found) throw unauthenticated();
      // A session rolled forward: every reply that shared the lookup renews the cookie.
      if (found.cookies.length > 0) reply.header('set-cookie', found.cookies);
      request.viewer = { ...found.viewer };
    }
    await refuseWritesWhileDeletionPending(db, request, request.viewer.userId);
  };
}

/** The signed-in caller of a route guarded by requireViewer. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}
