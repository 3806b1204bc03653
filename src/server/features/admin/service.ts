// The operators' moderation desk (issue 15, decision 110). This file holds the
// guard; the queue, the actions, the audit log and the operators each have
// their own file (queue.ts, actions.ts, audit.ts, operators.ts).

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, errorBody } from '../../platform/errors';
import { isAdmin } from './operators';

/**
 * The desk is not advertised: to anyone but an operator, signed in or not,
 * every /api/admin route answers exactly what an unknown /api path answers
 * (platform/static-files.ts's not-found handler).
 */
function answerAsUnknownRoute(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
}

/**
 * onRequest (before the body is read or validated, so a non-operator learns
 * nothing from a 400): the session check of app.requireViewer, then a row in
 * `admins`. Sets request.viewer for the operator.
 */
export function requireAdmin(app: FastifyInstance, db: Db) {
  return async function adminOnly(request: FastifyRequest, reply: FastifyReply) {
    try {
      await app.requireViewer.call(app, request, reply);
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthenticated') {
        return answerAsUnknownRoute(request, reply);
      }
      throw error;
    }
    if (!request.viewer || !(await isAdmin(db, request.viewer.userId))) {
      return answerAsUnknownRoute(request, reply);
    }
  };
}
