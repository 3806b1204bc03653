import { EMAIL_NOT_VERIFIED_MESSAGES } from '@shared/api/auth';
import {
  hostStayRequestPageSchema,
  requestParamsSchema,
  stayRequestCreateSchema,
  stayRequestDecisionSchema,
  stayRequestDeclineSchema,
  stayRequestListQuerySchema,
} from '@shared/api/memberships';
import { emptyBodySchema } from '@shared/api/properties';
import { idParamsSchema } from '@shared/api/property-fields';
import { stayRequestSchema } from '@shared/api/stay-requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import { requireVerifiedEmail } from '../../platform/auth/verified-email';
import type { PropertyContext } from '../properties/service';
import {
  acceptRequest,
  createStayRequest,
  declineRequest,
  getStayRequest,
  listRequestsForHost,
  withdrawRequest,
} from './service';

/** Stay requests; contract in src/shared/api/memberships.ts. */
export async function stayRequestRoutes(app: FastifyInstance, ctx: PropertyContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireViewer };

  r.post(
    '/api/properties/:id/requests',
    {
      ...signedIn,
      preHandler: requireVerifiedEmail(EMAIL_NOT_VERIFIED_MESSAGES.stayRequest),
      schema: {
        params: idParamsSchema,
        body: stayRequestCreateSchema,
        response: { 201: stayRequestSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createStayRequest(ctx, viewerOf(request), request.params.id, request.body)),
  );

  r.get(
    '/api/properties/:id/requests',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        querystring: stayRequestListQuerySchema,
        response: { 200: hostStayRequestPageSchema },
      },
    },
    async (request) =>
      listRequestsForHost(ctx, viewerOf(request), request.params.id, request.query),
  );

  r.get(
    '/api/stay-requests/:requestId',
    {
      ...signedIn,
      schema: { params: requestParamsSchema, response: { 200: stayRequestSchema } },
    },
    async (request) => getStayRequest(ctx, viewerOf(request), request.params.requestId),
  );

  const decision = { params: requestParamsSchema, response: { 200: stayRequestDecisionSchema } };

  r.post(
    '/api/stay-requests/:requestId/accept',
    { ...signedIn, schema: { ...decision, body: emptyBodySchema } },
    async (request) => acceptRequest(ctx, viewerOf(request), request.params.requestId),
  );

  r.post(
    '/api/stay-requests/:requestId/decline',
    { ...signedIn, schema: { ...decision, body: stayRequestDeclineSchema.nullish() } },
    async (request) =>
      declineRequest(
        ctx,
        viewerOf(request),
        request.params.requestId,
        request.body?.reason ?? null,
      ),
  );

  r.post(
    '/api/stay-requests/:requestId/withdraw',
    { ...signedIn, schema: { ...decision, body: emptyBodySchema } },
    async (request) => withdrawRequest(ctx, viewerOf(request), request.params.requestId),
  );
}
