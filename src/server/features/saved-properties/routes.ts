import { emptyBodySchema } from '@shared/api/properties';
import { idParamsSchema } from '@shared/api/property-fields';
import {
  savedIdsSchema,
  savedListQuerySchema,
  savedPropertyPageSchema,
  saveStateSchema,
} from '@shared/api/saved-properties';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import type { PropertyContext } from '../properties/service';
import { listSaved, savedIds, saveProperty, unsaveProperty } from './service';

/** Saved properties (issue 18, helpers); contract in src/shared/api/saved-properties.ts. */
export async function savedPropertyRoutes(app: FastifyInstance, ctx: PropertyContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireViewer };
  const state = { params: idParamsSchema, response: { 200: saveStateSchema } };

  r.put(
    '/api/properties/:id/save',
    { ...signedIn, schema: { ...state, body: emptyBodySchema } },
    async (request) => saveProperty(ctx, viewerOf(request), request.params.id),
  );

  r.delete('/api/properties/:id/save', { ...signedIn, schema: state }, async (request) =>
    unsaveProperty(ctx, viewerOf(request), request.params.id),
  );

  r.get(
    '/api/saved-properties',
    {
      ...signedIn,
      schema: { querystring: savedListQuerySchema, response: { 200: savedPropertyPageSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listSaved(ctx, viewerOf(request), request.query);
    },
  );

  r.get(
    '/api/saved-properties/ids',
    { ...signedIn, schema: { response: { 200: savedIdsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return savedIds(ctx, viewerOf(request));
    },
  );
}
