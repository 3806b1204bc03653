import { explorePageSchema, exploreQuerySchema } from '@shared/api/explore';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import type { PropertyContext } from '../properties/service';
import { explore } from './service';

/** GET /api/explore (anyone signed in): listed properties only. */
export async function exploreRoutes(app: FastifyInstance, ctx: PropertyContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/explore',
    {
      onRequest: app.requireViewer,
      schema: { querystring: exploreQuerySchema, response: { 200: explorePageSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return explore(ctx, { ...request.query, viewerId: viewerOf(request).userId });
    },
  );
}
