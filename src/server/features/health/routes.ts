import { healthResponseSchema } from '@shared/api/health';
import { errorBodySchema } from '@shared/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { errorBody } from '../../platform/errors';
import { appVersion } from '../../platform/project-root';

const DATABASE_TIMEOUT_MS = 2_000;

/** Liveness and readiness in one: 200 when the database answers, 503 when not. */
export async function healthRoutes(app: FastifyInstance, database: Database) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: { response: { 200: healthResponseSchema, 503: errorBodySchema } },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await withTimeout(database.pool.query('select 1'), DATABASE_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'Health check: database does not answer');
        return reply
          .status(503)
          .send(errorBody('service_unavailable', 'The database does not answer'));
      }
      return { status: 'ok' as const, db: database.kind, version: appVersion() };
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
