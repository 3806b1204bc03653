import type { FastifySerializerCompiler } from 'fastify';

/**
 * Route options for a hot read whose reply a presenter builds field by field
 * (a fresh object literal of the response schema's fields, typed by it): in
 * production it is written with JSON.stringify, without checking it against
 * the schema again. Elsewhere (tests, development) the app's zod serializer
 * still checks every reply, so a presenter that drifts from its schema fails
 * the tests. Explore's page of cards spent ~90 µs of ~1.4 ms per request on
 * that check (docs/decisions/153-explore-bounded-sort.md).
 */
export function presenterJson(env: string): {
  serializerCompiler?: FastifySerializerCompiler<unknown>;
} {
  return env === 'production' ? { serializerCompiler: () => (data) => JSON.stringify(data) } : {};
}
