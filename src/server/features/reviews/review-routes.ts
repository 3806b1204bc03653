import type { FastifyInstance } from 'fastify';
import type { ReviewContext } from './routes';

/** Stays to review, writing, replying, publishing (filled in by issue 14's work). */
export async function reviewRoutes(_app: FastifyInstance, _ctx: ReviewContext) {}
