import { notificationListQuerySchema, notificationPageSchema } from '@shared/api/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import { listNotifications } from './service';

/** GET /api/notifications (contract: src/shared/api/notifications.ts). */
export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  r.get(
    '/api/notifications',
    {
      onRequest: app.requireViewer,
      schema: {
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listNotifications(db, viewerOf(request).userId, request.query);
    },
  );
}
