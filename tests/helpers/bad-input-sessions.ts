import type { FastifyInstance } from 'fastify';

export type CallerVariant = { name: string; headers: Record<string, string> };

/**
 * Signed-in callers for the bad-input harness (a host and a helper), so routes
 * behind authentication see the bad input too. Accounts land with the
 * accounts feature; until then there are none.
 */
export async function signedInVariants(_app: FastifyInstance): Promise<CallerVariant[]> {
  return [];
}
