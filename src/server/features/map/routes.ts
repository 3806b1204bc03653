import { mapConfigSchema } from '@shared/api/map';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * GET /api/map/config: the tile server and its credit for the web map.
 * Public (the map needs no account to draw) and the same for everyone, so
 * browsers may keep it for an hour.
 */
export async function mapRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/map/config',
      { schema: { response: { 200: mapConfigSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        return { tileUrl: app.config.map.tileUrl, attribution: app.config.map.tileAttribution };
      },
    );
}
