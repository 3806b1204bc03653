import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../platform/storage';

/** Account deletion with a 14-day grace period (issue 19): placeholder until built. */
export async function accountDeletionRoutes(_app: FastifyInstance, _deps: { storage: Storage }) {}
