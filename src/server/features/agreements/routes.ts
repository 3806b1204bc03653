import {
  agreementApproveInputSchema,
  agreementChangesInputSchema,
  agreementParamsSchema,
  agreementSignInputSchema,
  agreementSummaryListSchema,
  agreementTermsInputSchema,
  agreementThreadSchema,
} from '@shared/api/agreements';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import {
  type AgreementContext,
  approveAgreement,
  getThread,
  listSummaries,
  requestChanges,
  sendAgreement,
  signAgreement,
} from './agreement-flow';

/** Agreements; contract in src/shared/api/agreements.ts. */
export async function agreementRoutes(app: FastifyInstance, ctx: AgreementContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireViewer };
  const base = '/api/properties/:id/agreements/:helperId';

  r.get(
    '/api/agreements',
    { ...signedIn, schema: { response: { 200: agreementSummaryListSchema } } },
    async (request) => listSummaries(ctx, viewerOf(request)),
  );

  r.get(
    base,
    {
      ...signedIn,
      schema: { params: agreementParamsSchema, response: { 200: agreementThreadSchema } },
    },
    async (request) =>
      getThread(ctx, viewerOf(request), request.params.id, request.params.helperId),
  );

  r.post(
    base,
    {
      ...signedIn,
      schema: {
        params: agreementParamsSchema,
        body: agreementTermsInputSchema,
        response: { 201: agreementThreadSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await sendAgreement(
            ctx,
            viewerOf(request),
            request.params.id,
            request.params.helperId,
            request.body,
          ),
        ),
  );

  r.post(
    `${base}/sign`,
    {
      ...signedIn,
      schema: {
        params: agreementParamsSchema,
        body: agreementSignInputSchema,
        response: { 200: agreementThreadSchema },
      },
    },
    async (request) =>
      signAgreement(
        ctx,
        viewerOf(request),
        request.params.id,
        request.params.helperId,
        request.body,
      ),
  );

  r.post(
    `${base}/approve`,
    {
      ...signedIn,
      schema: {
        params: agreementParamsSchema,
        body: agreementApproveInputSchema,
        response: { 200: agreementThreadSchema },
      },
    },
    async (request) =>
      approveAgreement(
        ctx,
        viewerOf(request),
        request.params.id,
        request.params.helperId,
        request.body.version,
      ),
  );

  r.post(
    `${base}/request-changes`,
    {
      ...signedIn,
      schema: {
        params: agreementParamsSchema,
        body: agreementChangesInputSchema,
        response: { 200: agreementThreadSchema },
      },
    },
    async (request) =>
      requestChanges(
        ctx,
        viewerOf(request),
        request.params.id,
        request.params.helperId,
        request.body,
      ),
  );
}
