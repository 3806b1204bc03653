// The realtime bench's fan-out figure (issue 20): 500 sockets, ten on each of
// 50 property topics, receiving 300 changes a second committed in the server
// process (each change one transaction that publishes, through NOTIFY or,
// with `--bus redis`, the outbox and Redis). The clock runs from just before
// the change's transaction to the frame's arrival on each socket, so it
// covers commit, the bus, the hub and the socket. Budget: p95 <= 100 ms with
// every change delivered to every subscriber. Used by ./main.ts.
import type { ChildProcess } from 'node:child_process';
import WebSocket from 'ws';
import type { FanoutDone, FanoutReady, RealtimeBenchReady, RealtimeBenchRequest } from './protocol';

export const FANOUT = { subscribers: 500, perTopic: 10, rate: 300, seconds: 10, p95: 100 };

type Stats = { count: number; p50: number; p95: number; p99: number; max: number };

/** Sends a request to the server process and resolves with its answer of `type`. */
function ask<T extends { type: string }>(
  child: ChildProcess,
  request: RealtimeBenchRequest,
  type: T['type'],
): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if ((message as { type?: string }).type !== type) return;
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.send(request);
  });
}

function subscriber(
  ready: RealtimeBenchReady,
  cookie: string,
  topic: string,
  onChange: (sentAt: number, latencyMs: number) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const url = `${ready.origin.replace('http', 'ws')}/api/realtime`;
    const socket = new WebSocket(url, {
      headers: { cookie, origin: ready.publicOrigin },
      perMessageDeflate: false,
    });
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', id: '1', topic })));
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as {
        type: string;
        event?: { kind: string; data: { id: string } };
      };
      if (frame.type === 'subscribed') resolve(socket);
      else if (frame.type === 'refused') reject(new Error(`refused ${topic}`));
      else if (frame.type === 'event' && frame.event?.kind === 'chore.deleted') {
        const sentAt = Number(frame.event.data.id.split('|')[1]);
        onChange(sentAt, performance.timeOrigin + performance.now() - sentAt);
      }
    });
  });
}

export async function measureFanout(
  child: ChildProcess,
  ready: RealtimeBenchReady,
  stats: (samples: number[]) => Stats,
) {
  const setup = await ask<FanoutReady>(child, { type: 'fanout-setup' }, 'fanout-ready');
  const latencies: number[] = [];
  // Only changes sent during the measured run count (not the warm-up's stragglers).
  let measuringFrom = Number.POSITIVE_INFINITY;
  const onChange = (sentAt: number, latency: number) => {
    if (sentAt >= measuringFrom) latencies.push(latency);
  };
  const sockets: WebSocket[] = [];
  for (let i = 0; i < FANOUT.subscribers; i += 50) {
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: 50 }, (_, k) => {
          const n = i + k;
          const topicIndex = n % setup.propertyIds.length;
          // Each member holds 10 sockets, each on a different property.
          const cookie = setup.memberCookies[Math.floor(n / 10) % setup.memberCookies.length];
          return subscriber(
            ready,
            cookie as string,
            `property:${setup.propertyIds[topicIndex]}`,
            onChange,
          );
        }),
      )),
    );
  }
  // Warm-up: two seconds at the same rate, not counted.
  await ask<FanoutDone>(
    child,
    { type: 'fanout-run', rate: FANOUT.rate, seconds: 2 },
    'fanout-done',
  );
  measuringFrom = performance.timeOrigin + performance.now();
  const done = await ask<FanoutDone>(
    child,
    { type: 'fanout-run', rate: FANOUT.rate, seconds: FANOUT.seconds },
    'fanout-done',
  );
  const expected = done.committed * FANOUT.perTopic;
  const until = performance.now() + 5_000;
  while (latencies.length < expected && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const socket of sockets) socket.terminate();
  const latency = stats(latencies);
  const perSecond = done.committed / FANOUT.seconds;
  const met =
    latencies.length >= expected && perSecond >= FANOUT.rate * 0.98 && latency.p95 <= FANOUT.p95;
  return { latency, perSecond, delivered: latencies.length, expected, behind: done.behind, met };
}
