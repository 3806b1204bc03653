// The realtime benches' open loop: chat messages offered at a fixed rate,
// whatever the answers do, each latency counted from when its message was
// due (so a late load generator cannot hide a slow server). Shared by
// `npm run bench:realtime` (one process) and `bench:realtime-cluster`.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

// At most this many requests at once, as a browser per origin or a proxy
// would: when the server falls behind the paced phase, later messages wait
// here (and their wait counts) instead of opening thousands of connections.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs JSON and answers the status once the body is read. */
export function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<number> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

/**
 * `rate` messages a second offered for `seconds`, one every 1/rate s (an
 * open loop), spread over the conversations. `send` gets the moment its
 * message was due and answers its latency from then. The rate answered is
 * what completed within the window (less than offered when the server falls
 * behind).
 */
export async function sendPaced(
  conversationIds: string[],
  send: (conversationId: string, due: number) => Promise<number>,
  { rate, seconds, label = 'paced' }: { rate: number; seconds: number; label?: string },
): Promise<{ latencies: number[]; perSecond: number }> {
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const start = performance.now() + 50;
  const inFlight: Promise<number>[] = [];
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(send(conversationIds[i % conversationIds.length] as string, due));
  }
  const latencies = await Promise.all(inFlight);
  loopDelay.disable();
  // BENCH_TIMELINE=1: the worst latency of each half second, to tell a
  // pause (a few slow windows) from a server that cannot keep up (all slow).
  if (process.env.BENCH_TIMELINE === '1') {
    const perWindow = Math.max(1, Math.round(rate / 2));
    const worst: string[] = [];
    for (let i = 0; i < latencies.length; i += perWindow)
      worst.push(Math.max(...latencies.slice(i, i + perWindow)).toFixed(0));
    console.log(`    ${label}, worst per 0.5 s (ms): ${worst.join(' ')}`);
    console.log(
      `    ${label}, this load generator's event loop delay: p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
    );
  }
  const elapsed = Math.max(...latencies.map((l, i) => start + i * interval + l)) - start;
  return { latencies, perSecond: total / (Math.max(elapsed, seconds * 1000) / 1000) };
}
