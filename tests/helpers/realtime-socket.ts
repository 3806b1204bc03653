import type { ServerFrame } from '@shared/api/realtime';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { TEST_ORIGIN, type TestUser } from './accounts';

/** The ws:// address of an app listening on loopback. */
export function realtimeUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `ws://127.0.0.1:${address.port}/api/realtime`;
}

export type TestSocket = {
  socket: WebSocket;
  frames: ServerFrame[];
  /** Resolves with the first frame (seen or to come) that matches. */
  next(match: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  subscribe(topic: string): Promise<ServerFrame>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
};

/** A signed-in socket, as a same-origin browser tab opens it. */
export async function openSocket(
  app: FastifyInstance,
  user: Pick<TestUser, 'jar'> | null,
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  const socket = new WebSocket(realtimeUrl(app), {
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.jar.header() } : {}), ...headers },
  });
  const frames: ServerFrame[] = [];
  const waiters: { match: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as ServerFrame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${res.statusCode}`)),
    );
    socket.once('error', reject);
  });
  let nextId = 1;
  const next = (match: (frame: ServerFrame) => boolean, timeoutMs = 5_000) => {
    const seen = frames.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<ServerFrame>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame in time')), timeoutMs);
      waiters.push({
        match,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      });
    });
  };
  return {
    socket,
    frames,
    next,
    subscribe(topic) {
      const id = String(nextId++);
      socket.send(JSON.stringify({ type: 'subscribe', id, topic }));
      return next((f) => (f.type === 'subscribed' || f.type === 'refused') && f.id === id);
    },
    closed,
    close: () => socket.close(),
  };
}

/** The upgrade's HTTP status when the server refuses the socket. */
export function upgradeStatus(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(realtimeUrl(app), { headers });
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('error', reject);
  });
}
