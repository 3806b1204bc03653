import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, when it is answered (issue 20): Fastify's own
 * request logging writes two (`incoming request` and `request completed`),
 * and the log was ~13 % of a simple request's CPU. The line carries what both
 * did: the request (method, URL, host, client address), the status and the
 * time taken, with the request id pino adds. At `LOG_LEVEL=debug` the
 * incoming line is written too, for following a request that never ends.
 * Register with Fastify's `disableRequestLogging: true`.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    // A no-op below debug (pino swaps in an empty function).
    request.log.debug({ req: request }, 'incoming request');
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
