import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { viewerOf } from './guard';

/**
 * A preHandler for actions that reach other people (issue 14): sending a stay
 * request, listing a property, starting a conversation. Until the caller's
 * address is verified it answers 403 `email_not_verified` with `message`.
 * It runs after validation and before the handler, so nothing is written.
 */
export function requireVerifiedEmail(message: string) {
  return async function verifiedEmailOnly(request: FastifyRequest) {
    if (viewerOf(request).emailVerified !== true) {
      throw new AppError('email_not_verified', message);
    }
  };
}
