import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors';
import type { AppMetrics } from './registry';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics in Prometheus' text format, for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Registered only when the token is
 * set; without it /metrics is an unknown path like any other. Not under
 * /api: it is for operators, not the web app (and the database gate leaves
 * it alone, so a scrape still answers while the database is away).
 */
export async function metricsRoutes(app: FastifyInstance, metrics: AppMetrics, token: string) {
  const expected = digest(token);
  const requireToken = async (request: FastifyRequest, reply: FastifyReply) => {
    if (tokenMatches(request.headers.authorization, expected)) return;
    reply.header('www-authenticate', 'Bearer realm="metrics"');
    return reply
      .status(401)
      .send(errorBody('unauthenticated', 'Send the metrics token as a bearer token'));
  };
  app.get(
    METRICS_PATH,
    { onRequest: requireToken, config: { rateLimit: false } },
    async (_request, reply) => {
      const body = await metrics.registry.metrics();
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(body);
    },
  );
}

/**
 * Compares in constant time: both sides are hashed to 32 bytes first, so
 * neither a token's content nor its length shows in the time it takes.
 */
function tokenMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer ([\x21-\x7e]+)$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), expected);
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
