import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../platform/storage';

/** 'Download my data' (issue 19): placeholder until built. */
export async function dataExportRoutes(_app: FastifyInstance, _deps: { storage: Storage }) {}
