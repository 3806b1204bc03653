// The realtime bench's server process: the real app (buildApp, embedded
// PostgreSQL on a scratch DATA_DIR) with the bench's people (./bench-people.ts),
// plus a bare `ws` relay as the baseline. Apart from the load
// generator so the two do not share an event loop. Started by ./main.ts.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { appModules, poolSizeFromShell } from '../built-app';
import { account, makeBenchPeople } from './bench-people';
import { runChanges, setUpFanout } from './fanout-server';
import {
  ENV_REALTIME_SCRATCH,
  type FanoutDone,
  type RealtimeBenchReady,
  type RealtimeBenchRequest,
} from './protocol';

const scratch = process.env[ENV_REALTIME_SCRATCH];
if (!scratch) throw new Error(`${ENV_REALTIME_SCRATCH} is not set: run npm run bench:realtime`);
const PUBLIC_ORIGIN = 'http://127.0.0.1:3000';
/** Users behind the idle sockets (two sessions each). */
const IDLE_USERS = 50;
/** One conversation per sustained sender (a conversation's sends queue on its row lock). */
const CONVERSATIONS = 8;
let app: FastifyInstance | undefined;
let relay: WebSocketServer | undefined;
let hostId: string | undefined;
let fanoutProperties: string[] = [];

/** The baseline: a bare relay that forwards a published frame to a topic's sockets. */
function startRelay(): Promise<string> {
  const topicsOf = new Map<string, Set<WebSocket>>();
  relay = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  relay.on('connection', (socket) => {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { sub?: string; pub?: string; body?: unknown };
      if (frame.sub) {
        const set = topicsOf.get(frame.sub) ?? new Set<WebSocket>();
        topicsOf.set(frame.sub, set);
        set.add(socket);
        socket.send(JSON.stringify({ subscribed: frame.sub }));
      } else if (frame.pub) {
        const out = JSON.stringify({ topic: frame.pub, body: frame.body });
        for (const s of topicsOf.get(frame.pub) ?? []) s.send(out);
      }
    });
  });
  return new Promise((resolve) =>
    relay?.on('listening', () => {
      const address = relay?.address();
      if (address && typeof address !== 'string') resolve(`ws://127.0.0.1:${address.port}`);
    }),
  );
}

async function main() {
  const dataDir = path.join(scratch as string, 'data');
  const { buildApp, loadConfig } = await appModules();
  app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PUBLIC_URL: PUBLIC_ORIGIN,
      AUTH_RATE_LIMIT: 'false',
      // `--bus redis`: the bench's own redis-server (./main.ts).
      REALTIME_URL: process.env.REALTIME_URL ?? '',
      ...poolSizeFromShell(),
    }),
  );
  // A build from before decision 149 ignores REALTIME_URL and would measure NOTIFY.
  if (
    process.env.REALTIME_URL &&
    (app.realtime as { bus?: { kind: string } }).bus?.kind !== 'redis'
  ) {
    throw new Error(
      'The measured build does not know REALTIME_URL: run npm run build first, or set BENCH_FROM_SOURCE=1',
    );
  }
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const people = await makeBenchPeople(app, {
    conversations: CONVERSATIONS,
    idleUsers: IDLE_USERS,
  });
  hostId = people.hostId;
  const ready: RealtimeBenchReady = {
    type: 'ready',
    origin,
    baselineUrl: await startRelay(),
    publicOrigin: PUBLIC_ORIGIN,
    hostCookie: people.hostCookie,
    helperCookie: people.helperCookie,
    idleCookies: people.idleCookies,
    conversationIds: people.conversationIds,
  };
  process.send?.(ready);
}

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  relay?.close();
  await app?.close().catch(() => undefined);
  await fs.rm(scratch as string, { recursive: true, force: true }).catch(() => undefined);
  process.exit(code);
}
process.on('message', (message) => {
  const request = message as RealtimeBenchRequest;
  if (request.type === 'stop') void stop(0);
  else if (request.type === 'fanout-setup' && app && hostId) {
    setUpFanout(app, (role, name) => account(app as FastifyInstance, role, name), hostId).then(
      (ready) => {
        fanoutProperties = ready.propertyIds;
        process.send?.(ready);
      },
    );
  } else if (request.type === 'fanout-run' && app) {
    runChanges(app, fanoutProperties, request.rate, request.seconds).then((result) =>
      process.send?.({ type: 'fanout-done', ...result } satisfies FanoutDone),
    );
  }
});
process.on('disconnect', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
main().catch((error) => {
  console.error(error);
  void stop(1);
});
