import type { FastifyInstance } from 'fastify';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  type DatabaseAvailability,
  isDatabaseUnavailableError,
} from '../db/availability';
import { databaseUnavailable, errorBody } from './errors';

/**
 * While the database is away, every API request is answered 503 at once
 * (DATABASE_UNAVAILABLE_MESSAGE, with retry-after) instead of each one
 * waiting on a connection that cannot come, or reading a missing session as
 * "signed out". /api/health asks the database itself; the web app's files
 * are served as usual. A request that finds the database gone first marks it
 * down for the ones behind it.
 */
export function registerDatabaseGate(app: FastifyInstance, availability: DatabaseAvailability) {
  app.addHook('onRequest', async (request) => {
    if (availability.isAvailable()) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
    throw databaseUnavailable();
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (isDatabaseUnavailableError(error)) availability.markDown(error.message);
  });
  // Code that catches its own errors (better-auth answers a failed query with
  // a 500 of its own) never reaches the error handler: a 500 sent while the
  // database does not answer is that database's 503.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 500 || (await availability.check())) return payload;
    reply.status(503).header('retry-after', '5');
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(errorBody('service_unavailable', DATABASE_UNAVAILABLE_MESSAGE));
  });
}
