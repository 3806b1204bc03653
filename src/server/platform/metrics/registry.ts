import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics; null when METRICS_TOKEN is not set (nothing is collected). */
    metrics: AppMetrics | null;
  }
}

/**
 * The metrics one app instance counts as things happen. Each app has its own
 * registry (never prom-client's global one): tests build many apps in one
 * process, and two registries never mix their figures. Gauges read at scrape
 * time are added by ./state-gauges.ts and ./job-gauges.ts.
 */
export type AppMetrics = {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_class'>;
  httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  mailSent: Counter;
  mailFailed: Counter;
  realtimeEventsSent: Counter<'kind'>;
};

/** Latency buckets (seconds) from 5 ms to 10 s: API answers sit in the low ones. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  // Node's own figures (CPU, memory, event loop lag, GC), under their usual names.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'homestay_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'homestay_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    mailSent: new Counter({
      name: 'homestay_mail_sent_total',
      help: 'Mails handed to the mail server (or written to the outbox)',
      registers,
    }),
    mailFailed: new Counter({
      name: 'homestay_mail_failed_total',
      help: 'Mails that could not be handed over',
      registers,
    }),
    realtimeEventsSent: new Counter({
      name: 'homestay_realtime_events_sent_total',
      help: 'Realtime events written to open sockets (one per socket), by event kind',
      labelNames: ['kind'],
      registers,
    }),
  };
}
