import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { reputationRoutes } from './reputation-routes';
import { reviewRoutes as stayReviewRoutes } from './review-routes';

export type ReviewContext = { db: Db; appUrl: string };

/**
 * Finished stays, blind reviews and reputation (issue 14, decision 100);
 * contract in src/shared/api/reviews.ts.
 */
export async function reviewRoutes(app: FastifyInstance, ctx: ReviewContext) {
  await stayReviewRoutes(app, ctx);
  await reputationRoutes(app, ctx);
}
