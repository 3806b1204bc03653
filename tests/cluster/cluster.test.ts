import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '@shared/api/realtime';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../helpers/s3-server';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { createEmptyDatabase, type TestDatabase } from '../helpers/test-database';
import { type RunningCluster, startCluster } from './cluster-process';
import { HttpPerson, type PersonSocket, signUp } from './http-person';

/*
 * Two app processes behind nginx, started by `npm run cluster` itself
 * (scripts/cluster.ts) on a database of the test server (PostgreSQL 15 in
 * CI), an S3-compatible store and an SMTP server: what issue 20 asks to see
 * work across processes. Needs the built app and Debian's nginx.
 */

let database: TestDatabase;
let s3: TestS3Server;
let smtp: TestSmtpServer;
let cluster: RunningCluster;
let db: pg.Client;
let host: HttpPerson;
let helper: HttpPerson;
let conversationId: string;

beforeAll(async () => {
  [database, s3, smtp] = await Promise.all([
    createEmptyDatabase(),
    startTestS3Server('homestay-cluster'),
    startTestSmtpServer(),
  ]);
  cluster = await startCluster(2, {
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Homestay <hello@homestay.test>',
    ...s3.env,
    AUTH_RATE_LIMIT: 'false',
    JOBS_POLL_INTERVAL_MS: '100',
  });
  db = new pg.Client({ connectionString: database.url });
  await db.connect();

  host = await signUp(new HttpPerson(cluster.origin), smtp, 'host', 'Hana Cluster');
  helper = await signUp(new HttpPerson(cluster.origin), smtp, 'helper', 'Hugo Cluster');
  const property = await host.ok('POST', '/api/properties', {
    title: 'Two-process farm',
    type: 'farm',
    city: 'Braga',
    country: 'PT',
  });
  await host.ok('PUT', `/api/properties/${property.id}/terms`, {
    hoursPerWeek: 20,
    daysPerWeek: 5,
    provides: ['private_room', 'meals'],
    minStayDays: 7,
    maxStayDays: 60,
    availableFrom: isoDay(1),
    availableTo: isoDay(200),
    skillsWanted: ['gardening'],
    screeningQuestions: [],
    agreementClauses: [],
    defaultChorePoints: 10,
  });
  await host.ok('PATCH', `/api/properties/${property.id}`, { status: 'listed' });
  conversationId = (await helper.ok('POST', '/api/conversations', { propertyId: property.id })).id;
}, 240_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  await Promise.all([s3?.close(), smtp?.close()]);
  await database?.drop();
});

const isMessage = (frame: ServerFrame, id: string) =>
  frame.type === 'event' &&
  frame.event.kind === 'message.created' &&
  (frame.event.data as { id: string }).id === id;

/** Opens sockets for `a` and `b` until nginx has put them on different processes. */
async function socketsOnTwoProcesses(a: HttpPerson, b: HttpPerson) {
  const first = await a.openSocket();
  for (let attempt = 0; attempt < 10; attempt++) {
    const second = await b.openSocket();
    if (second.upstream !== first.upstream) return [first, second] as const;
    second.close();
  }
  throw new Error(`nginx kept both sockets on ${first.upstream}`);
}

describe('two processes behind nginx', () => {
  it('carries a chat between people connected to different processes', async () => {
    const [hostSocket, helperSocket] = await socketsOnTwoProcesses(host, helper);
    expect(hostSocket.upstream).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(helperSocket.upstream).not.toBe(hostSocket.upstream);
    await hostSocket.subscribe(`conversation:${conversationId}`);
    await helperSocket.subscribe(`conversation:${conversationId}`);

    const fromHelper = randomUUID();
    await helper.ok('POST', `/api/conversations/${conversationId}/messages`, {
      id: fromHelper,
      content: 'Hello from the helper',
    });
    await hostSocket.next((frame) => isMessage(frame, fromHelper));

    const fromHost = randomUUID();
    await host.ok('POST', `/api/conversations/${conversationId}/messages`, {
      id: fromHost,
      content: 'Welcome, from the host',
    });
    await helperSocket.next((frame) => isMessage(frame, fromHost));
    hostSocket.close();
    helperSocket.close();
  });

  it('serves an upload made through one process from the other', async () => {
    // A photo larger than nginx keeps in memory: it goes through nginx's own
    // temporary files on its way to a process.
    const photo = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#2f7a5a',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(photo.byteLength).toBeGreaterThan(100_000);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
    const response = await fetch(`${cluster.origin}/api/profile/avatar`, {
      method: 'POST',
      headers: helper.headers(),
      body: form,
    });
    expect(response.status).toBe(200);
    const madeBy = response.headers.get('x-homestay-upstream');
    const other = cluster.processOrigins.find((origin) => !origin.endsWith(`//${madeBy}`));
    expect(cluster.processOrigins.some((origin) => origin.endsWith(`//${madeBy}`))).toBe(true);
    const { avatarUrl } = (await response.json()) as { avatarUrl: string };
    const path = new URL(avatarUrl, cluster.origin).pathname;

    const fromMaker = await fetch(`http://${madeBy}${path}`);
    const fromOther = await fetch(`${other}${path}`);
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers.get('content-type')).toMatch(/^image\//);
    expect(Buffer.from(await fromOther.arrayBuffer())).toEqual(
      Buffer.from(await fromMaker.arrayBuffer()),
    );
  });

  it('runs each job once, though both processes poll the queue', async () => {
    const people = [host, helper];
    const exportIds = people.map(() => randomUUID());
    await Promise.all(
      people.map((person, i) => person.ok('POST', '/api/account/exports', { id: exportIds[i] })),
    );
    // The mail job's row is marked done in the transaction that sent its
    // mail: once every one is done, no process can send any again.
    await until(async () => {
      const { rows } = await db.query(
        `select count(*)::int as waiting from jobs
          where kind in ('data_export', 'data_export_mail') and key = any($1) and done_at is null`,
        [exportIds],
      );
      const { rows: mailJobs } = await db.query(
        `select count(*)::int as done from jobs where kind = 'data_export_mail' and key = any($1)`,
        [exportIds],
      );
      return rows[0].waiting === 0 && mailJobs[0].done === exportIds.length;
    });
    for (const person of people) {
      const ready = smtp.messages.filter(
        (mail) =>
          mail.to.includes(person.email) &&
          mail.raw.includes('Subject: Your Homestay data is ready'),
      );
      expect(ready).toHaveLength(1);
    }
    // Built by whichever process ran the job, into the shared store: both serve it.
    for (const via of cluster.processOrigins) {
      const download = await fetch(`${via}/api/account/exports/${exportIds[1]}/download`, {
        headers: helper.headers(),
      });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/zip');
      await download.arrayBuffer();
    }
  });

  it('loses, doubles and reorders no message while the processes restart one at a time', async () => {
    const receiver = reconnectingReader(host, conversationId);
    await receiver.ready;

    const sent: { id: string; content: string }[] = [];
    const refused: number[] = [];
    let restarted = false;
    const restart = cluster.rollingRestart().then(() => {
      restarted = true;
    });
    // The helper keeps talking through nginx until both processes are back.
    // nginx stops sending a process anything before it stops, so no request
    // meets one shutting down: every answer is a success. Only a keep-alive
    // connection that nginx's reload closes under a request can fail it, with
    // no answer at all; the message is then sent again with its id, as the
    // app's own outbox does.
    while (!restarted || sent.length < 40) {
      const message = { id: randomUUID(), content: `Message ${sent.length + 1}` };
      for (;;) {
        const answer = await helper
          .call('POST', `/api/conversations/${conversationId}/messages`, message)
          .catch(() => null);
        if (answer === null) continue;
        // 200: a resent message that was stored the first time.
        if (answer.status !== 201 && answer.status !== 200) refused.push(answer.status);
        break;
      }
      sent.push(message);
    }
    await restart;

    await receiver.hasAll(sent.map((message) => message.id));
    receiver.stop();
    expect(receiver.reconnects()).toBeGreaterThan(0);
    expect(receiver.doubledOnOneSocket()).toEqual([]);

    const stored = await allMessages(helper, conversationId);
    const ours = stored.filter((message) => message.content.startsWith('Message '));
    expect(ours.map((message) => message.id)).toEqual(sent.map((message) => message.id));
    expect(receiver.inOrder().slice(-sent.length)).toEqual(sent.map((message) => message.id));
    expect(refused).toEqual([]);
  }, 180_000);
});

/** A calendar day `days` from today, as the API takes dates. */
function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Polls a condition of the database (not a clock): the jobs run on their own schedule. */
async function until(condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type StoredMessage = { id: string; seq: number; content: string };

/** Every message of the conversation, oldest first. */
async function allMessages(person: HttpPerson, id: string): Promise<StoredMessage[]> {
  const messages: StoredMessage[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=100&cursor=${encodeURIComponent(cursor)}` : '?limit=100';
    const page = await person.ok('GET', `/api/conversations/${id}/messages${query}`);
    messages.push(...(page.items as StoredMessage[]));
    cursor = page.nextCursor;
  } while (cursor);
  return messages.sort((a, b) => a.seq - b.seq);
}

/**
 * The host's chat as the app keeps it: a socket through nginx that, when its
 * process goes away, connects again and refetches the conversation, merging
 * by message id. Counts a message delivered twice on one socket.
 */
function reconnectingReader(person: HttpPerson, id: string) {
  const seen = new Map<string, number>();
  const doubled: string[] = [];
  const waiting = new Set<() => void>();
  let stopped = false;
  let reconnects = -1;
  let current: PersonSocket | null = null;
  const merge = (message: { id: string; seq: number }) => {
    seen.set(message.id, message.seq);
    for (const check of [...waiting]) check();
  };
  const connect = async (): Promise<void> => {
    reconnects++;
    const socket = await person.openSocket();
    current = socket;
    const onThisSocket = new Set<string>();
    socket.onFrame((frame) => {
      if (frame.type !== 'event' || frame.event.kind !== 'message.created') return;
      const message = frame.event.data as { id: string; seq: number };
      if (onThisSocket.has(message.id)) doubled.push(message.id);
      onThisSocket.add(message.id);
      merge(message);
    });
    socket.socket.once('close', () => {
      if (!stopped) void connectUntilUp();
    });
    await socket.subscribe(`conversation:${id}`);
    for (const message of await allMessages(person, id)) merge(message);
  };
  const connectUntilUp = async () => {
    for (;;) {
      try {
        return await connect();
      } catch {
        if (stopped) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  return {
    ready: connect(),
    reconnects: () => reconnects,
    doubledOnOneSocket: () => doubled,
    inOrder: () => [...seen].sort((a, b) => a[1] - b[1]).map(([messageId]) => messageId),
    hasAll: (ids: string[]) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('messages missing after 30 s')), 30_000);
        const check = () => {
          if (!ids.every((messageId) => seen.has(messageId))) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
      }),
    stop: () => {
      stopped = true;
      current?.close();
    },
  };
}
