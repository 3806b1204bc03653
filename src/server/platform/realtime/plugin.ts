import fastifyWebsocket from '@fastify/websocket';
import {
  clientFrameSchema,
  REALTIME_PATH,
  type ServerFrame,
  SIGNED_OUT_CLOSE_CODE,
} from '@shared/api/realtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '../../db/client';
import { viewerOf } from '../auth/guard';
import { CROSS_ORIGIN_MESSAGE } from '../auth/origin-check';
import { AppError, errorBody } from '../errors';
import { ownOrigins } from '../own-origins';
import { forgetViewerSkills } from '../viewer-skills';
import { authorizeTopic, type TopicAuthorizers } from './authorize';
import { createRealtimeBus, type RealtimeBus } from './bus';
import { FrameGuard, MAX_SOCKETS_PER_USER, POLICY_CLOSE_CODE } from './frame-guard';
import { type Connection, type EventsSentObserver, RealtimeHub } from './hub';

const HEARTBEAT_MS = 30_000;
const SESSION_SWEEP_MS = 60_000;
const MAX_TOPICS_PER_SOCKET = 100;
const MAX_FRAME_BYTES = 4_096;

export type Realtime = {
  hub: RealtimeHub;
  /** What carries events between processes: NOTIFY, or Redis with REALTIME_URL. */
  bus: RealtimeBus;
  /** Closes the sockets of sessions that expired (runs on a timer; tests call it). */
  sweepExpiredSessions(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export type RealtimeOptions = {
  publicUrl: string;
  /** REALTIME_URL: events through Redis and the outbox; unset = NOTIFY (decision 149). */
  realtimeUrl?: string;
  authorizers: TopicAuthorizers;
  /** Counts events written to sockets (the metrics, when they are on). */
  onEventsSent?: EventsSentObserver;
  /** Test seams: faster heartbeats and session sweeps. */
  heartbeatMs?: number;
  sessionSweepMs?: number;
};

/**
 * The realtime hub at /api/realtime (DESIGN.md section 6, issue 6): one
 * WebSocket per tab, signed in by the session cookie, subscribing to topics
 * the access rules allow. Events come from the bus (./bus.ts: this process's
 * LISTEN connection, or Redis fed by the outbox), so they leave only after
 * commit, whichever process made them. Protocol: src/shared/api/realtime.ts.
 */
export async function registerRealtime(
  app: FastifyInstance,
  database: Database,
  options: RealtimeOptions,
) {
  const hub = new RealtimeHub(options.onEventsSent);
  // The session cache (auth/session-cache.ts) and the own-profile cache
  // (auth/own-profile-cache.ts) are kept only while this channel listens:
  // revocations and changes reach them here.
  const sessions = app.sessionCache;
  const profiles = app.ownProfileCache;
  const bus = createRealtimeBus({
    realtimeUrl: options.realtimeUrl,
    database,
    handlers: {
      onEvent: (topic, event) => hub.dispatch(topic, event),
      onSessionEnded: (sessionId) => {
        sessions.forgetSession(sessionId);
        hub.endSession(sessionId);
      },
      onSessionChanged: (sessionId) => sessions.forgetSession(sessionId),
      onUserChanged: (userId) => sessions.forgetUser(userId),
      onProfileChanged: (userId) => {
        profiles.forget(userId);
        forgetViewerSkills(userId);
      },
      onListening: () => {
        sessions.resume();
        profiles.resume();
      },
      onLost: () => {
        sessions.pause();
        profiles.pause();
      },
      onResync: () => hub.resyncAll(),
    },
    log: { warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) },
  });
  sessions.attachFence(() => bus.fence());
  await bus.start();

  // Compression off (ws's default, stated): idle sockets then cost little
  // memory, and small JSON frames gain nothing from it.
  // On close, sockets are told the server is going away (1001) rather than
  // dropped without a code (1005): clients reconnect to another process or
  // to this one once it is back.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false },
    preClose(this: FastifyInstance, done: () => void) {
      for (const client of this.websocketServer.clients) client.close(1001, 'Server restarting');
      this.websocketServer.close();
      done();
    },
  });

  const own = new Set(ownOrigins(options.publicUrl));
  // A browser always sends Origin on a WebSocket handshake; another site's
  // page must not ride the user's cookie into a socket (cross-site WebSocket
  // hijacking), so a foreign Origin is refused before the session is read.
  const sameOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (typeof origin === 'string' && !own.has(origin)) {
      return reply.status(403).send(errorBody('forbidden', CROSS_ORIGIN_MESSAGE));
    }
  };

  // Signed out is answered inside the socket (SIGNED_OUT_CLOSE_CODE, as when
  // a session ends), not by refusing the upgrade: a browser hides a refused
  // upgrade's status, so a tab whose cookie expired would otherwise retry for
  // ever instead of re-reading its session and going to log in.
  const viewerIfSignedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.requireViewer(request, reply);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'unauthenticated')) throw error;
      request.viewer = null;
    }
  };

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    onRequest: [sameOrigin, viewerIfSignedIn],
    handler: async (request, reply) => {
      viewerOf(request);
      return reply
        .status(426)
        .header('upgrade', 'websocket')
        .send(errorBody('upgrade_required', 'Open this address as a WebSocket'));
    },
    wsHandler: (socket: WebSocket, request: FastifyRequest) => {
      if (!request.viewer) {
        socket.close(SIGNED_OUT_CLOSE_CODE, 'Signed out');
        return;
      }
      const viewer = request.viewer;
      const connection: Connection = {
        socket,
        userId: viewer.userId,
        sessionId: viewer.sessionId,
        topics: new Map(),
        alive: true,
      };
      // One person holds a bounded number of sockets: the oldest go first.
      const mine = hub.connectionsOf(viewer.userId);
      for (const old of mine.slice(0, Math.max(0, mine.length - MAX_SOCKETS_PER_USER + 1))) {
        old.socket.close(POLICY_CLOSE_CODE, 'Too many open connections');
        hub.remove(old);
      }
      hub.add(connection);
      const guard = new FrameGuard();
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => hub.remove(connection));
      socket.on('error', () => socket.terminate());
      socket.on('message', (data, isBinary) => {
        const verdict = guard.admit();
        if (verdict === 'close') {
          app.log.warn({ userId: connection.userId }, 'Realtime socket closed: too many frames');
          socket.close(POLICY_CLOSE_CODE, 'Too many frames');
          return;
        }
        if (verdict === 'drop') return;
        void handleFrame(connection, guard, isBinary ? null : data.toString());
      });
    },
  });

  const send = (connection: Connection, frame: ServerFrame) => {
    if (connection.socket.readyState === connection.socket.OPEN) {
      connection.socket.send(JSON.stringify(frame));
    }
  };

  async function handleFrame(connection: Connection, guard: FrameGuard, text: string | null) {
    let json: unknown;
    try {
      json = text === null ? null : JSON.parse(text);
    } catch {
      json = null;
    }
    const parsed = clientFrameSchema.safeParse(json);
    if (!parsed.success) {
      // Once per socket, without the frame or a stack: a client cannot flood the log.
      if (guard.firstMalformed()) {
        app.log.warn({ userId: connection.userId }, 'Realtime: malformed frame refused');
      }
      send(connection, {
        type: 'refused',
        id: '',
        topic: '',
        error: { code: 'bad_request', message: 'Frames are JSON: subscribe or unsubscribe' },
      });
      return;
    }
    const frame = parsed.data;
    if (frame.type === 'unsubscribe') {
      for (const [serverTopic, clientTopic] of connection.topics) {
        if (clientTopic === frame.topic) hub.unsubscribe(connection, serverTopic);
      }
      return;
    }
    if (connection.topics.size >= MAX_TOPICS_PER_SOCKET) {
      send(connection, {
        type: 'refused',
        id: frame.id,
        topic: frame.topic,
        error: {
          code: 'rule_broken',
          message: `At most ${MAX_TOPICS_PER_SOCKET} topics per socket`,
        },
      });
      return;
    }
    let grant: Awaited<ReturnType<typeof authorizeTopic>>;
    try {
      grant = await authorizeTopic(
        database.db,
        options.authorizers,
        connection.userId,
        frame.topic,
      );
    } catch (error) {
      app.log.warn(`Realtime subscribe failed: ${(error as Error).message}`);
      grant = { ok: false, code: 'not_found', message: 'Could not subscribe, try again' };
    }
    if (!grant.ok) {
      send(connection, {
        type: 'refused',
        id: frame.id,
        topic: frame.topic,
        error: { code: grant.code, message: grant.message },
      });
      return;
    }
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    // Registered before the answer is written, in the same tick: every event
    // dispatched after this line reaches the socket, and the client refetches
    // after the answer, so nothing committed falls in between.
    const seq = hub.subscribe(connection, grant.serverTopic, frame.topic);
    send(connection, { type: 'subscribed', id: frame.id, topic: frame.topic, seq });
  }

  // Heartbeats: a socket that missed a whole interval's pong is gone (a phone
  // that lost its network never says goodbye).
  const heartbeat = setInterval(() => {
    for (const connection of hub.all()) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  // Sessions that expired (idle or absolute timeout) end without a DELETE,
  // so a sweep closes their sockets; deleted ones close at once through the
  // sessions_ended trigger's NOTIFY.
  const sweep = setInterval(() => {
    void sweepExpiredSessions();
    void pruneStoredPayloads();
  }, options.sessionSweepMs ?? SESSION_SWEEP_MS);
  sweep.unref();

  async function sweepExpiredSessions() {
    const ids = hub.sessionIds();
    if (ids.length === 0) return;
    try {
      const result = await database.pool.query<{ id: string }>(
        'select id from sessions where id = any($1::uuid[]) and expires_at > now()',
        [ids],
      );
      const live = new Set(result.rows.map((r) => r.id));
      for (const id of ids) if (!live.has(id)) hub.endSession(id);
    } catch (error) {
      app.log.warn(`Realtime session sweep failed: ${(error as Error).message}`);
    }
  }

  // Large payloads are read by every listener right after commit; an hour
  // later nobody needs them.
  async function pruneStoredPayloads() {
    try {
      await database.pool.query(
        "delete from realtime_payloads where created_at < now() - interval '1 hour'",
      );
    } catch (error) {
      app.log.warn(`Realtime payload pruning failed: ${(error as Error).message}`);
    }
  }

  app.decorate('realtime', { hub, bus, sweepExpiredSessions });

  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sweep);
    await bus.stop();
  });
}
