// WebSocket helpers of the realtime benches: open many sockets, subscribe,
// wait for a frame, time a message from send to delivery.
import WebSocket from 'ws';

export type Stats = { count: number; p50: number; p95: number; p99: number; max: number };

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Opens `count` sockets in batches of `batch`. */
export async function openMany(
  count: number,
  open: (i: number) => Promise<WebSocket>,
  batch = 100,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i += batch) {
    const n = Math.min(batch, count - i);
    sockets.push(...(await Promise.all(Array.from({ length: n }, (_, k) => open(i + k)))));
  }
  return sockets;
}

export function waitFor(socket: WebSocket, match: (frame: Record<string, unknown>) => boolean) {
  return new Promise<void>((resolve, reject) => {
    const onMessage = (data: WebSocket.RawData) => {
      const frame = JSON.parse(data.toString()) as Record<string, unknown>;
      if (match(frame)) {
        socket.off('message', onMessage);
        resolve();
      }
    };
    socket.on('message', onMessage);
    socket.once('error', reject);
  });
}

export function connect(url: string, headers: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers, perMessageDeflate: false });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${res.statusCode}`)),
    );
  });
}

/** A signed-in tab of the app at `origin`, subscribed to `topics` one after another. */
export async function appSocket(
  origin: string,
  publicOrigin: string,
  cookie: string,
  topics: string[],
): Promise<WebSocket> {
  const socket = await connect(`${origin.replace('http', 'ws')}/api/realtime`, {
    cookie,
    origin: publicOrigin,
  });
  for (const [index, topic] of topics.entries()) {
    const id = `s${index}`;
    const answered = waitFor(
      socket,
      (f) => (f.type === 'subscribed' || f.type === 'refused') && f.id === id,
    );
    socket.send(JSON.stringify({ type: 'subscribe', id, topic }));
    await answered;
  }
  return socket;
}

/** Message id -> resolve, fed by the receiver socket. */
export function deliveries(
  socket: WebSocket,
  idOf: (frame: Record<string, unknown>) => string | null,
) {
  const waiting = new Map<string, () => void>();
  socket.on('message', (data) => {
    const id = idOf(JSON.parse(data.toString()) as Record<string, unknown>);
    if (id) {
      waiting.get(id)?.();
      waiting.delete(id);
    }
  });
  return (id: string) => new Promise<void>((resolve) => waiting.set(id, resolve));
}

/** The id of the chat message an app event frame carries, if it is one. */
export const messageIdOf = (f: Record<string, unknown>) =>
  f.type === 'event' ? ((f.event as { data: { id?: string } }).data.id ?? null) : null;
