import { emptyBodySchema } from '@shared/api/properties';
import { idParamsSchema } from '@shared/api/property-fields';
import {
  redemptionDeclineSchema,
  redemptionListQuerySchema,
  redemptionPageSchema,
  redemptionParamsSchema,
  redemptionSchema,
  rewardCreateSchema,
  rewardListSchema,
  rewardParamsSchema,
  rewardSchema,
  rewardUpdateSchema,
} from '@shared/api/rewards';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import {
  createReward,
  decideRedemption,
  deleteReward,
  listMyRewards,
  listPropertyRewards,
  listRedemptions,
  type RewardContext,
  redeemReward,
  updateReward,
} from './service';

/** Reward catalogues and redemptions (contract: src/shared/api/rewards.ts). */
export async function rewardRoutes(app: FastifyInstance, ctx: RewardContext) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const signedIn = { onRequest: scope.requireViewer };

    r.get(
      '/api/rewards',
      { ...signedIn, schema: { response: { 200: rewardListSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listMyRewards(ctx, viewerOf(request));
      },
    );

    r.get(
      '/api/properties/:id/rewards',
      { ...signedIn, schema: { params: idParamsSchema, response: { 200: rewardListSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listPropertyRewards(ctx, viewerOf(request), request.params.id);
      },
    );

    r.post(
      '/api/properties/:id/rewards',
      {
        ...signedIn,
        schema: {
          params: idParamsSchema,
          body: rewardCreateSchema,
          response: { 201: rewardSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createReward(ctx, viewerOf(request), request.params.id, request.body)),
    );

    r.patch(
      '/api/rewards/:rewardId',
      {
        ...signedIn,
        schema: {
          params: rewardParamsSchema,
          body: rewardUpdateSchema,
          response: { 200: rewardSchema },
        },
      },
      async (request) =>
        updateReward(ctx, viewerOf(request), request.params.rewardId, request.body),
    );

    r.delete(
      '/api/rewards/:rewardId',
      { ...signedIn, schema: { params: rewardParamsSchema } },
      async (request, reply) => {
        await deleteReward(ctx, viewerOf(request), request.params.rewardId);
        return reply.status(204).send();
      },
    );

    r.post(
      '/api/rewards/:rewardId/redeem',
      {
        ...signedIn,
        schema: {
          params: rewardParamsSchema,
          body: emptyBodySchema,
          response: { 201: redemptionSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await redeemReward(ctx, viewerOf(request), request.params.rewardId)),
    );

    r.get(
      '/api/redemptions',
      {
        ...signedIn,
        schema: { querystring: redemptionListQuerySchema, response: { 200: redemptionPageSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listRedemptions(ctx, viewerOf(request), request.query);
      },
    );

    for (const decision of ['fulfil', 'cancel'] as const) {
      r.post(
        `/api/redemptions/:redemptionId/${decision}`,
        {
          ...signedIn,
          schema: {
            params: redemptionParamsSchema,
            body: emptyBodySchema,
            response: { 200: redemptionSchema },
          },
        },
        async (request) =>
          decideRedemption(ctx, viewerOf(request), request.params.redemptionId, decision),
      );
    }

    r.post(
      '/api/redemptions/:redemptionId/decline',
      {
        ...signedIn,
        schema: {
          params: redemptionParamsSchema,
          body: redemptionDeclineSchema,
          response: { 200: redemptionSchema },
        },
      },
      async (request) =>
        decideRedemption(
          ctx,
          viewerOf(request),
          request.params.redemptionId,
          'decline',
          request.body?.reason ?? null,
        ),
    );
  });
}
