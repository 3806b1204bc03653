import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppMetrics } from './registry';

/** The route label of requests no route matched (pages of the web app, unknown paths). */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times every answer by method, route pattern and status class.
 * The label is the pattern (`/api/chores/:choreId`), never the raw URL, so
 * ids and query strings cannot grow the number of series. `skipRoute` (the
 * scrape itself) is not counted. A WebSocket upgrade never ends in an HTTP
 * response, so it is not counted either (open sockets have their own gauge).
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics, skipRoute: string) {
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    if (route === skipRoute) return;
    const labels = {
      method: request.method,
      route,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

function routeLabel(request: FastifyRequest): string {
  // A request answered by the not-found handler has no route pattern.
  return request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
}
