import {
  exploreMapQuerySchema,
  exploreMapSchema,
  explorePageSchema,
  exploreQuerySchema,
} from '@shared/api/explore';
import { PLACE_LIMITS, placeSuggestionsSchema } from '@shared/api/places';
import { CONTROL_CHARS } from '@shared/api/text-fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../platform/auth/guard';
import type { PropertyContext } from '../properties/service';
import { exploreMap } from './map';
import { placeSuggestions } from './places';
import { explore } from './service';

/** GET /api/explore/places?q=: what a helper has typed of a town's name. */
const placesQuerySchema = z.strictObject({
  q: z
    .string({ error: 'Type part of a town name' })
    .trim()
    .min(PLACE_LIMITS.placeQueryMin, {
      error: `Type at least ${PLACE_LIMITS.placeQueryMin} letters of a town`,
    })
    .max(PLACE_LIMITS.placeQueryMax, {
      error: `A town name must be at most ${PLACE_LIMITS.placeQueryMax} characters`,
    })
    .refine((v) => !CONTROL_CHARS.test(v), { error: 'Search contains control characters' }),
});

/**
 * Explore (anyone signed in), listed properties only: GET /api/explore (the
 * list), /api/explore/map (clusters in an area), /api/explore/places (towns).
 */
export async function exploreRoutes(app: FastifyInstance, ctx: PropertyContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const checkReplies = app.config.env !== 'production';
  routes.get(
    '/api/explore',
    { onRequest: app.requireViewer, schema: { querystring: exploreQuerySchema } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Explore's hot path (issues 18 and 20): the page is JSON text, its
      // cards written by PostgreSQL (card-json.ts), sent as it is. Outside
      // production it is checked against explorePageSchema first, as the
      // app's serializer checks every other reply there, so a card that
      // drifts from the schema fails the tests.
      const page = await explore(ctx, { ...request.query, viewerId: viewerOf(request).userId });
      if (checkReplies) explorePageSchema.parse(JSON.parse(page));
      return reply.type('application/json; charset=utf-8').send(page);
    },
  );
  routes.get(
    '/api/explore/map',
    {
      onRequest: app.requireViewer,
      schema: { querystring: exploreMapQuerySchema, response: { 200: exploreMapSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return exploreMap(ctx, { ...request.query, viewerId: viewerOf(request).userId });
    },
  );
  routes.get(
    '/api/explore/places',
    {
      onRequest: app.requireViewer,
      schema: { querystring: placesQuerySchema, response: { 200: placeSuggestionsSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return placeSuggestions(ctx, { q: request.query.q, viewerId: viewerOf(request).userId });
    },
  );
}
