// The few parts of autocannon's programmatic API the bench uses (the package
// ships no types and @types/autocannon is not installed).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type RequestParams = { method?: string; path?: string; headers?: Record<string, string> };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    requests?: Array<RequestParams & { setupRequest?: (request: RequestParams) => RequestParams }>;
  };

  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number };

  export type Result = {
    duration: number;
    requests: Histogram & { total: number; sent: number };
    latency: Histogram & { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
  };

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
