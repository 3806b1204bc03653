import autocannon from 'autocannon';

export type LoadSettings = {
  connections: number;
  /** Once per scenario, before its first round; discarded. */
  warmupSeconds: number;
  /** Length of one measured round. */
  durationSeconds: number;
  /** Measured rounds per scenario, interleaved across scenarios. */
  rounds: number;
};

/** One round against one scenario. */
export type Measurement = {
  requests: number;
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  /** CPU time per answered request, in microseconds: the servers' process and PostgreSQL. */
  cpuMicrosPerRequest: { server: number | null; postgres: number | null };
};

/** Reads CPU time used so far (microseconds); two readings around a round give its cost. */
export type CpuClock = () => Promise<{ node: number; postgres: number | null }>;

/** A fixed path, or a function giving each request its own (e.g. a random id). */
export type PathSource = string | (() => string);

/**
 * Loads origin+path for a number of seconds: a fixed number of keep-alive
 * connections, each sending its next request as soon as the last one is
 * answered. Latency percentiles come from every response's own time
 * (autocannon's histogram rounds to whole milliseconds, too coarse here).
 */
export async function runLoad(
  origin: string,
  path: PathSource,
  connections: number,
  seconds: number,
  options: { headers?: Record<string, string> | undefined; cpuClock?: CpuClock } = {},
): Promise<Measurement> {
  const { headers = {}, cpuClock } = options;
  const request =
    typeof path === 'string'
      ? { method: 'GET', path, headers }
      : { method: 'GET', headers, setupRequest: (r: object) => ({ ...r, path: path() }) };
  const latencies = new LatencyRecorder();
  const before = await cpuClock?.();
  const instance = autocannon({
    url: origin,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    requests: [request],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) =>
    latencies.add(ms),
  );
  const result = await instance;
  const after = await cpuClock?.();
  const perRequest = (a: number | null | undefined, b: number | null | undefined) =>
    a == null || b == null || result.requests.total === 0 ? null : (b - a) / result.requests.total;
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyMs: latencies.summary(),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    cpuMicrosPerRequest: {
      server: perRequest(before?.node, after?.node),
      postgres: perRequest(before?.postgres, after?.postgres),
    },
  };
}

class LatencyRecorder {
  private values = new Float64Array(1 << 16);
  private count = 0;

  add(ms: number): void {
    if (this.count === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.count++] = ms;
  }

  summary(): Measurement['latencyMs'] {
    const sorted = this.values.subarray(0, this.count).sort();
    const at = (q: number) => sorted[Math.min(this.count - 1, Math.ceil(q * this.count) - 1)] ?? 0;
    let total = 0;
    for (const value of sorted) total += value;
    return {
      mean: this.count ? total / this.count : 0,
      p50: at(0.5),
      p90: at(0.9),
      p99: at(0.99),
      max: at(1),
    };
  }
}
