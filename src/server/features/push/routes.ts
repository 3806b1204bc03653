import {
  pushDeviceListSchema,
  pushDeviceParamsSchema,
  pushDeviceSchema,
  pushKeySchema,
  pushSubscribeSchema,
} from '@shared/api/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import { pushDeliveryHandler } from './delivery';
import { listDevices, removeDevice, subscribeDevice } from './devices';
import { PUSH_DELIVERY_JOB, pushNotificationHandler } from './fan-out';
import { PUSH_NOTIFICATION_JOB } from './service';
import { loadVapidKeys } from './vapid';

/**
 * Web Push (issue 16, docs/decisions/120-web-push.md; contract in
 * src/shared/api/push.ts): the VAPID key, the caller's devices, and the two
 * jobs that send. The key pair is loaded once here, at start, and kept.
 */
export async function pushRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const config = app.config.push;
  const keys = await loadVapidKeys(db, config.vapidKeys);
  app.jobs.register(PUSH_NOTIFICATION_JOB, pushNotificationHandler);
  app.jobs.register(
    PUSH_DELIVERY_JOB,
    pushDeliveryHandler({
      keys,
      subject: config.subject,
      extraEndpointOrigins: config.extraEndpointOrigins,
    }),
  );

  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireViewer };

  r.get(
    '/api/push/key',
    { ...signedIn, schema: { response: { 200: pushKeySchema } } },
    async () => ({ publicKey: keys.publicKey }),
  );

  r.get(
    '/api/push/devices',
    { ...signedIn, schema: { response: { 200: pushDeviceListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listDevices(db, viewerOf(request));
    },
  );

  r.post(
    '/api/push/devices',
    {
      ...signedIn,
      schema: {
        body: pushSubscribeSchema,
        response: { 200: pushDeviceSchema, 201: pushDeviceSchema },
      },
    },
    async (request, reply) => {
      const { device, created } = await subscribeDevice(db, viewerOf(request), request.body, {
        userAgent: request.headers['user-agent'],
        extraOrigins: config.extraEndpointOrigins,
      });
      return reply.status(created ? 201 : 200).send(device);
    },
  );

  r.delete(
    '/api/push/devices/:id',
    { ...signedIn, schema: { params: pushDeviceParamsSchema } },
    async (request, reply) => {
      await removeDevice(db, viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
