import { pinInputSchema, propertyLocationSchema } from '@shared/api/places';
import { idParamsSchema } from '@shared/api/property-fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import { clearPropertyLocation, setPropertyLocation } from './location';
import type { PropertyContext } from './service';

/** A property's place on the map (issue 18); contract in src/shared/api/places.ts. */
export async function locationRoutes(app: FastifyInstance, ctx: PropertyContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireViewer };

  r.put(
    '/api/properties/:id/location',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: pinInputSchema,
        response: { 200: propertyLocationSchema },
      },
    },
    async (request) => setPropertyLocation(ctx, viewerOf(request), request.params.id, request.body),
  );

  r.delete(
    '/api/properties/:id/location',
    { ...signedIn, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await clearPropertyLocation(ctx, viewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
