import { healthResponseSchema, readinessResponseSchema } from '@shared/api/health';
import { errorBodySchema } from '@shared/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { migrationStatus } from '../../db/migration-status';
import { errorBody } from '../../platform/errors';
import { appVersion } from '../../platform/project-root';

/**
 * /api/health, the liveness check: 200 when the database answers, 503 when
 * not (within 2 s). A 503 here also tells the app the database is away, and
 * a 200 that it is back; it also says how the backups fare (issue 21),
 * without changing its status. /api/health/ready, the readiness check, asks more:
 * the database answers and has every migration this build carries. Neither
 * is rate limited nor cached, and the database gate leaves both alone.
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
      // From memory: this check makes no query beyond its own.
      const backup = app.backupStatus?.current() ?? null;
      const showBackup = backup && (app.config.backup.schedule || backup.state !== 'none');
      return {
        status: 'ok' as const,
        db: database.kind,
        version: appVersion(),
        ...(showBackup ? { backup } : {}),
      };
    },
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/ready',
    {
      schema: { response: { 200: readinessResponseSchema, 503: errorBodySchema } },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const status = (await database.availability.check())
        ? await migrationStatus(database.pool).catch((error: Error) => {
            request.log.warn(`Readiness: reading the applied migrations failed (${error.message})`);
            return null;
          })
        : null;
      if (!status) {
        return reply
          .status(503)
          .header('retry-after', '5')
          .send(errorBody('service_unavailable', 'The database does not answer'));
      }
      if (status.missing.length > 0) {
        request.log.warn(
          `Readiness: the database lacks migrations this build needs: ${status.missing.join(', ')}`,
        );
        return reply
          .status(503)
          .send(
            errorBody(
              'service_unavailable',
              `The database lacks ${status.missing.length} of the ${status.bundled} migrations this version needs`,
            ),
          );
      }
      return {
        status: 'ready' as const,
        migrations: { bundled: status.bundled, applied: status.applied },
      };
    },
  );
}
