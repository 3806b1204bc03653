import {
  adminMeSchema,
  auditLogQuerySchema,
  auditLogSchema,
  moderationActionCreateSchema,
  moderationResultSchema,
  reportQueueSchema,
  suspensionListSchema,
} from '@shared/api/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { viewerOf } from '../../platform/auth/guard';
import { actOn } from './actions';
import { listAuditLog, listSuspensions } from './audit';
import { reportQueue } from './queue';
import { requireAdmin } from './service';

export type AdminContext = { db: Db };

/**
 * The operators' moderation desk (issue 15, decision 110); contract in
 * src/shared/api/admin.ts. Every route answers 404 to anyone but an
 * operator, signed in or not.
 */
export async function adminRoutes(app: FastifyInstance, ctx: AdminContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const operator = { onRequest: requireAdmin(app, ctx.db) };

  r.get(
    '/api/admin/me',
    { ...operator, schema: { response: { 200: adminMeSchema } } },
    async () => ({
      admin: true as const,
    }),
  );

  r.get(
    '/api/admin/reports',
    { ...operator, schema: { response: { 200: reportQueueSchema } } },
    async () => reportQueue(ctx.db, new Date()),
  );

  r.post(
    '/api/admin/actions',
    {
      ...operator,
      schema: { body: moderationActionCreateSchema, response: { 201: moderationResultSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await actOn(ctx.db, viewerOf(request), request.body)),
  );

  r.get(
    '/api/admin/actions',
    {
      ...operator,
      schema: { querystring: auditLogQuerySchema, response: { 200: auditLogSchema } },
    },
    async (request) => listAuditLog(ctx.db, request.query),
  );

  r.get(
    '/api/admin/suspensions',
    { ...operator, schema: { response: { 200: suspensionListSchema } } },
    async () => listSuspensions(ctx.db),
  );
}
