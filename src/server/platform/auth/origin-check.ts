import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors';
import { ownOrigins } from '../own-origins';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_ORIGIN_MESSAGE = 'Requests from other sites are not allowed';

/**
 * DESIGN.md section 5: state-changing /api requests are refused (403) when
 * the browser says they come from another site: an Origin other than ours
 * (see own-origins.ts),
 * or `sec-fetch-site: cross-site`. Requests without either (curl, server to
 * server) pass; the SameSite=Lax cookie keeps those from riding a session.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const own = new Set(ownOrigins(publicUrl));
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!(request.url === '/api' || request.url.startsWith('/api/'))) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const crossOrigin = typeof origin === 'string' && !own.has(origin);
    if (crossOrigin || site === 'cross-site') {
      return reply.status(403).send(errorBody('forbidden', CROSS_ORIGIN_MESSAGE));
    }
  });
}
