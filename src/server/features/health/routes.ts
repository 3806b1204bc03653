import { healthResponseSchema } from '@shared/api/health';
import { errorBodySchema } from '@shared/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { errorBody } from '../../platform/errors';
import { appVersion } from '../../platform/project-root';

/**
 * Liveness and readiness in one: 200 when the database answers, 503 when not
 * (within 2 s). A 503 here also tells the app the database is away, and a
 * 200 that it is back.
 */
export async function healthRoutes(app: FastifyInstance, database: Database) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: { response: { 200: healthResponseSchema, 503: errorBodySchema } },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await database.availability.check())) {
        request.log.warn('Health check: the database does not answer');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send(errorBody('service_unavailable', 'The database does not answer'));
      }
      return { status: 'ok' as const, db: database.kind, version: appVersion() };
    },
  );
}
