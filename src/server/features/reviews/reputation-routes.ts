import { helperReputationSchema, propertyReputationSchema } from '@shared/api/reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { viewerOf } from '../../platform/auth/guard';
import { helperReputation, propertyReputation } from './reputation';

const helperParams = z.strictObject({ helperId: z.uuid({ error: 'must be an id' }) });
const propertyParams = z.strictObject({ propertyId: z.uuid({ error: 'must be an id' }) });

/**
 * A helper's and a property's reputation: published reviews and the stays'
 * records (issue 14). Takes `{ db }`, not routes.ts's ReviewContext, so this
 * file does not import the one that registers it (an import cycle).
 */
export async function reputationRoutes(app: FastifyInstance, ctx: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireViewer };

  r.get(
    '/api/reviews/helpers/:helperId',
    { ...signedIn, schema: { params: helperParams, response: { 200: helperReputationSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return helperReputation(ctx.db, viewerOf(request), request.params.helperId);
    },
  );

  r.get(
    '/api/reviews/properties/:propertyId',
    {
      ...signedIn,
      schema: { params: propertyParams, response: { 200: propertyReputationSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return propertyReputation(ctx.db, viewerOf(request), request.params.propertyId);
    },
  );
}
