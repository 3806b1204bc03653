import type { FastifyInstance } from 'fastify';
import { createUser } from './accounts';

export type CallerVariant = { name: string; headers: Record<string, string> };

/**
 * Signed-in callers for the bad-input harness (a host and a helper), so
 * routes behind authentication see the bad input too, past the session check.
 */
export async function signedInVariants(app: FastifyInstance): Promise<CallerVariant[]> {
  const host = await createUser(app, { role: 'host' });
  const helper = await createUser(app, { role: 'helper' });
  return [
    { name: 'signed-in host', headers: host.headers() },
    { name: 'signed-in helper', headers: helper.headers() },
  ];
}
