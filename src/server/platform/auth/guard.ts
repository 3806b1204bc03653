import type { Role } from '@shared/api/profile';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors';
import type { Auth } from './auth';

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
 * An onRequest hook: answers 401 `unauthenticated` unless the session cookie
 * names a live session (idle and absolute timeouts included), and sets
 * request.viewer. Runs before the body is read, so a signed-out caller learns
 * nothing about validation. A session rolled forward here gets its cookie
 * renewed on the reply.
 */
export function createViewerGuard(auth: Auth) {
  return async function requireViewer(request: FastifyRequest, reply: FastifyReply) {
    if (!request.headers.cookie) throw unauthenticated();
    const { headers, response } = await auth.api.getSession({
      headers: headersOf(request),
      returnHeaders: true,
    });
    if (!response) throw unauthenticated();
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    request.viewer = {
      userId: response.user.id,
      sessionId: response.session.id,
      email: response.user.email,
      role: (response.user.role ?? 'user') as Role,
      emailVerified: response.user.emailVerified === true,
    };
  };
}

/** The signed-in caller of a route guarded by requireViewer. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}
