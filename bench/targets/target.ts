import type { FastifyInstance } from 'fastify';

/** What every target can ask of the target process. */
export type TargetContext = {
  /** The real Homestay app on the scratch DATA_DIR, built once and shared (closed last). */
  app(): Promise<FastifyInstance>;
};

export type RunningTarget = {
  /** Origin the load generator sends requests to, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** Sent with every request to this target, e.g. the cookie of a session the target made. */
  headers?: Record<string, string>;
  close(): Promise<void>;
};

/** A server to put under load. Scenarios (../scenarios.ts) name the target they hit. */
export type Target = {
  name: string;
  start(context: TargetContext): Promise<RunningTarget>;
};

export const LOOPBACK = '127.0.0.1';

/** The shared app's origin: it listens once, for whichever target asks first. */
export async function appOrigin(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) return app.listen({ host: LOOPBACK, port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the app listens on no port');
  return `http://${LOOPBACK}:${address.port}`;
}
