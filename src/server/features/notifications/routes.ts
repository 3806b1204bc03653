import {
  clearReplySchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationSchema,
  notificationTargetReplySchema,
  readAllReplySchema,
  unreadCountSchema,
} from '@shared/api/notifications';
import { emptyBodySchema } from '@shared/api/properties';
import { idParamsSchema } from '@shared/api/property-fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import {
  clearAll,
  getPreferences,
  listNotifications,
  markAllRead,
  markRead,
  notificationTargetFor,
  unreadCount,
  updatePreferences,
} from './feed';
import { NOTIFICATION_MAIL_JOB, notificationMailHandler } from './mail-fallback';

/** The notifications API (contract: src/shared/api/notifications.ts) and the mail fallback's job. */
export async function notificationRoutes(app: FastifyInstance) {
  app.jobs.register(
    NOTIFICATION_MAIL_JOB,
    notificationMailHandler({ mailer: app.mailer, publicUrl: app.config.publicUrl }),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const signedIn = { onRequest: app.requireViewer };

  r.get(
    '/api/notifications',
    {
      ...signedIn,
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

  r.get(
    '/api/notifications/unread-count',
    { ...signedIn, schema: { response: { 200: unreadCountSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { count: await unreadCount(db, viewerOf(request).userId) };
    },
  );

  r.get(
    '/api/notifications/preferences',
    { ...signedIn, schema: { response: { 200: notificationPreferencesSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPreferences(db, viewerOf(request).userId);
    },
  );

  r.patch(
    '/api/notifications/preferences',
    {
      ...signedIn,
      schema: {
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => updatePreferences(db, viewerOf(request).userId, request.body),
  );

  r.get(
    '/api/notifications/:id/target',
    {
      ...signedIn,
      schema: { params: idParamsSchema, response: { 200: notificationTargetReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return notificationTargetFor(db, viewerOf(request).userId, request.params.id);
    },
  );

  r.post(
    '/api/notifications/read-all',
    // No input (like DELETE): any body is ignored.
    { ...signedIn, schema: { response: { 200: readAllReplySchema } } },
    async (request) => markAllRead(db, viewerOf(request).userId),
  );

  r.post(
    '/api/notifications/:id/read',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => markRead(db, viewerOf(request).userId, request.params.id),
  );

  r.delete(
    '/api/notifications',
    { ...signedIn, schema: { response: { 200: clearReplySchema } } },
    async (request) => clearAll(db, viewerOf(request).userId),
  );
}
