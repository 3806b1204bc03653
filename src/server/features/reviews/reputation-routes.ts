import type { FastifyInstance } from 'fastify';
import type { ReviewContext } from './routes';

/** A helper's and a property's reputation (filled in by issue 14's work). */
export async function reputationRoutes(_app: FastifyInstance, _ctx: ReviewContext) {}
