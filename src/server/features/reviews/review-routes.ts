import {
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewParamsSchema,
  reviewReplySchema,
  reviewSchema,
  stayForReviewSchema,
  stayListSchema,
  stayParamsSchema,
} from '@shared/api/reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { viewerOf } from '../../platform/auth/guard';
import { registerReviewJobs } from './review-jobs';
import { getStay, listReviews } from './review-lists';
import { replyToReview, writeReview } from './review-write';

/**
 * Stays to review, writing, replying, publishing (decision 100; contract in
 * src/shared/api/reviews.ts). Takes what it needs of the feature's context
 * rather than its type: routes.ts registers this file, so importing from it
 * would be a cycle.
 */
export async function reviewRoutes(app: FastifyInstance, ctx: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireViewer };
  registerReviewJobs(app);

  r.get(
    '/api/reviews',
    {
      ...signedIn,
      schema: {
        querystring: reviewListQuerySchema,
        response: { 200: z.union([stayListSchema, reviewListSchema]) },
      },
    },
    async (request) => listReviews(ctx.db, viewerOf(request), request.query, new Date()),
  );

  r.get(
    '/api/stays/:stayId',
    { ...signedIn, schema: { params: stayParamsSchema, response: { 200: stayForReviewSchema } } },
    async (request) => getStay(ctx.db, viewerOf(request), request.params.stayId, new Date()),
  );

  r.post(
    '/api/stays/:stayId/review',
    {
      ...signedIn,
      schema: {
        params: stayParamsSchema,
        body: reviewCreateSchema,
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await writeReview(
            ctx.db,
            viewerOf(request),
            request.params.stayId,
            request.body,
            new Date(),
          ),
        ),
  );

  r.post(
    '/api/reviews/:reviewId/reply',
    {
      ...signedIn,
      schema: {
        params: reviewParamsSchema,
        body: reviewReplySchema,
        response: { 200: reviewSchema },
      },
    },
    async (request) =>
      replyToReview(ctx.db, viewerOf(request), request.params.reviewId, request.body, new Date()),
  );
}
