import {
  availabilitySchema,
  helpWindowInputSchema,
  helpWindowParamsSchema,
  helpWindowPatchSchema,
  helpWindowSchema,
} from '@shared/api/help-windows';
import { idParamsSchema } from '@shared/api/property-fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import { addHelpWindow, deleteHelpWindow, getAvailability, updateHelpWindow } from './help-windows';
import type { PropertyContext } from './service';

/** Help windows and the availability calendar (issue 18); contract in src/shared/api/help-windows.ts. */
export async function helpWindowRoutes(app: FastifyInstance, ctx: PropertyContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireViewer };

  r.get(
    '/api/properties/:id/availability',
    { ...signedIn, schema: { params: idParamsSchema, response: { 200: availabilitySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getAvailability(ctx, viewerOf(request), request.params.id);
    },
  );

  r.post(
    '/api/properties/:id/help-windows',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: helpWindowInputSchema,
        response: { 201: helpWindowSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addHelpWindow(ctx, viewerOf(request), request.params.id, request.body)),
  );

  r.patch(
    '/api/properties/:id/help-windows/:windowId',
    {
      ...signedIn,
      schema: {
        params: helpWindowParamsSchema,
        body: helpWindowPatchSchema,
        response: { 200: helpWindowSchema },
      },
    },
    async (request) =>
      updateHelpWindow(
        ctx,
        viewerOf(request),
        request.params.id,
        request.params.windowId,
        request.body,
      ),
  );

  r.delete(
    '/api/properties/:id/help-windows/:windowId',
    { ...signedIn, schema: { params: helpWindowParamsSchema } },
    async (request, reply) => {
      await deleteHelpWindow(ctx, viewerOf(request), request.params.id, request.params.windowId);
      return reply.status(204).send();
    },
  );
}
