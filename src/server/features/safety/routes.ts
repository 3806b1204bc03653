import {
  blockCreateSchema,
  blockListSchema,
  blockParamsSchema,
  blockResultSchema,
  reportCreateSchema,
  reportReceiptSchema,
} from '@shared/api/safety';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { viewerOf } from '../../platform/auth/guard';
import { blockPerson, listBlocks, unblockPerson } from './blocks';
import { createReport, reportLimit } from './reports';

export type SafetyContext = { db: Db };

/**
 * Reports and blocks (issue 15, decision 110); contract in
 * src/shared/api/safety.ts. The operators' side is features/admin.
 */
export async function safetyRoutes(app: FastifyInstance, ctx: SafetyContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireViewer };

  r.post(
    '/api/reports',
    {
      ...signedIn,
      preHandler: reportLimit(app),
      schema: {
        body: reportCreateSchema,
        response: { 200: reportReceiptSchema, 201: reportReceiptSchema },
      },
    },
    async (request, reply) => {
      const { receipt, created } = await createReport(ctx.db, viewerOf(request), request.body);
      return reply.status(created ? 201 : 200).send(receipt);
    },
  );

  r.get(
    '/api/blocks',
    { ...signedIn, schema: { response: { 200: blockListSchema } } },
    async (request) => listBlocks(ctx.db, viewerOf(request)),
  );

  r.post(
    '/api/blocks',
    {
      ...signedIn,
      schema: {
        body: blockCreateSchema,
        response: { 200: blockResultSchema, 201: blockResultSchema },
      },
    },
    async (request, reply) => {
      const { result, created } = await blockPerson(ctx.db, viewerOf(request), request.body);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  r.delete(
    '/api/blocks/:userId',
    { ...signedIn, schema: { params: blockParamsSchema } },
    async (request, reply) => {
      await unblockPerson(ctx.db, viewerOf(request), request.params.userId);
      return reply.status(204).send();
    },
  );
}
