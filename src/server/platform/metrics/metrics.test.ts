import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/helpers/accounts';
import { openSocket } from '../../../../tests/helpers/realtime-socket';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { backupRuns } from '../../db/schema';
import { createMailer } from '../mail/mailer';
import { publish } from '../realtime/publish';
import { topics } from '../realtime/topics';
import { createAppMetrics } from './registry';

const TOKEN = 'metrics-token-for-tests-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match?.[1] || match[3] === undefined) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      if (key !== undefined && value !== undefined) labels[key] = value;
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample of `name` whose labels include `labels`; undefined if none. */
function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches several`);
  return found[0]?.value;
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  async function scrape(): Promise<Sample[]> {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: AUTH });
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.body);
  }

  it('refuses a request without the token, with a wrong one, or another scheme', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-of-the-same-sort-000' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${'x'.repeat(100_000)}` },
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'unauthenticated', message: 'Send the metrics token as a bearer token' },
      });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('homestay_');
    }
  });

  it('answers the Prometheus text format with the token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: AUTH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'homestay_http_requests_total',
      'homestay_http_request_duration_seconds',
      'homestay_realtime_sockets',
      'homestay_realtime_events_sent_total',
      'homestay_jobs_pending',
      'homestay_jobs_failed',
      'homestay_mail_sent_total',
      'homestay_mail_failed_total',
      'homestay_db_pool_connections',
      'homestay_db_pool_idle_connections',
      'homestay_db_pool_waiting_requests',
      'homestay_db_pool_max_connections',
      'homestay_db_available',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(res.body).toContain(`# TYPE ${name} `);
    const samples = parse(res.body);
    expect(sampleValue(samples, 'homestay_db_available')).toBe(1);
    expect(sampleValue(samples, 'homestay_db_pool_max_connections')).toBe(10);
    expect(sampleValue(samples, 'homestay_db_pool_connections')).toBeGreaterThanOrEqual(1);
  });

  it('counts and times requests by route pattern, never the raw URL, and not the scrape', async () => {
    const health = { method: 'GET', route: '/api/health', status_class: '2xx' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: `/api/health?n=${i}` })).statusCode).toBe(
        200,
      );
    }
    const id = randomUUID();
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: `/no/such/${id}` })).statusCode).toBe(404);
    const after = await scrape();

    const counted = (samples: Sample[], name: string, labels: Record<string, string>) =>
      sampleValue(samples, name, labels) ?? 0;
    expect(
      counted(after, 'homestay_http_requests_total', health) -
        counted(before, 'homestay_http_requests_total', health),
    ).toBe(3);
    const countBefore = counted(before, 'homestay_http_request_duration_seconds_count', health);
    expect(counted(after, 'homestay_http_request_duration_seconds_count', health)).toBe(
      countBefore + 3,
    );
    expect(
      counted(after, 'homestay_http_request_duration_seconds_bucket', { ...health, le: '+Inf' }),
    ).toBe(countBefore + 3);
    expect(counted(after, 'homestay_http_request_duration_seconds_sum', health)).toBeGreaterThan(0);
    expect(
      sampleValue(after, 'homestay_http_requests_total', {
        method: 'GET',
        route: '/api/properties/:id',
        status_class: '4xx',
      }),
    ).toBe(1);
    expect(
      sampleValue(after, 'homestay_http_requests_total', {
        method: 'GET',
        route: 'unmatched',
        status_class: '4xx',
      }),
    ).toBe(1);
    const text = after.map((s) => JSON.stringify(s.labels)).join('\n');
    expect(text).not.toContain(id);
    expect(text).not.toContain('n=');
    expect(after.some((s) => s.labels.route === '/metrics')).toBe(false);
  });

  it('reports job queue depth and failures by kind from the jobs table', async () => {
    const pool = t.app.database.pool;
    const kind = `metrics_test_${randomUUID().slice(0, 8)}`;
    await pool.query(
      `insert into jobs (kind, key, run_at, attempts, last_error, done_at) values
         ($1, 'due', now(), 0, null, null),
         ($1, 'later', now() + interval '1 day', 0, null, null),
         ($1, 'retrying', now() + interval '1 minute', 2, 'boom', null),
         ($1, 'given-up', now(), 10, 'boom', now()),
         ($1, 'done', now(), 0, null, now())`,
      [kind],
    );
    const samples = await scrape();
    expect(sampleValue(samples, 'homestay_jobs_pending', { kind })).toBe(3);
    expect(sampleValue(samples, 'homestay_jobs_failed', { kind, state: 'retrying' })).toBe(1);
    expect(sampleValue(samples, 'homestay_jobs_failed', { kind, state: 'given_up' })).toBe(1);
    // A kind this process has a handler for is shown even with no rows.
    const registered = t.app.jobs.kinds()[0];
    expect(registered).toBeDefined();
    expect(sampleValue(samples, 'homestay_jobs_pending', { kind: registered ?? '' })).toBeTypeOf(
      'number',
    );
  });

  it('still answers when the database does not, leaving the job gauges out', async () => {
    const pool = t.app.database.pool;
    const original = pool.query.bind(pool);
    pool.query = (() =>
      Promise.reject(new Error('connection refused'))) as unknown as typeof original;
    let res: Awaited<ReturnType<typeof t.app.inject>>;
    try {
      res = await t.app.inject({ method: 'GET', url: '/metrics', headers: AUTH });
    } finally {
      pool.query = original;
    }
    expect(res.statusCode).toBe(200);
    const samples = parse(res.body);
    expect(samples.some((s) => s.name === 'homestay_jobs_pending')).toBe(false);
    expect(samples.some((s) => s.name === 'homestay_jobs_failed')).toBe(false);
    expect(sampleValue(samples, 'homestay_db_pool_max_connections')).toBe(10);
  });

  it('says when the last complete backup finished, and whether one failed since', async () => {
    const finishedAt = new Date('2026-11-24T03:00:07.000Z');
    await t.app.database.db.insert(backupRuns).values({
      ok: true,
      trigger: 'schedule',
      name: '2026-11-24T030000Z',
      startedAt: new Date('2026-11-24T03:00:00.000Z'),
      finishedAt,
    });
    await t.app.backupStatus.refresh();
    const afterSuccess = await scrape();
    expect(sampleValue(afterSuccess, 'homestay_backup_last_success_timestamp_seconds')).toBe(
      finishedAt.getTime() / 1000,
    );
    expect(sampleValue(afterSuccess, 'homestay_backup_failing')).toBe(0);

    await t.app.database.db.insert(backupRuns).values({
      ok: false,
      trigger: 'schedule',
      error: 'No space left on device',
      startedAt: new Date('2026-11-25T03:00:00.000Z'),
      finishedAt: new Date('2026-11-25T03:00:02.000Z'),
    });
    await t.app.backupStatus.refresh();
    const afterFailure = await scrape();
    expect(sampleValue(afterFailure, 'homestay_backup_last_success_timestamp_seconds')).toBe(
      finishedAt.getTime() / 1000,
    );
    expect(sampleValue(afterFailure, 'homestay_backup_failing')).toBe(1);
  });

  it('counts mail handed over', async () => {
    const before = sampleValue(await scrape(), 'homestay_mail_sent_total') ?? 0;
    await t.app.mailer.send({
      to: 'someone@example.test',
      subject: 'Counted',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    expect(sampleValue(await scrape(), 'homestay_mail_sent_total')).toBe(before + 1);
  });

  it('counts open sockets and the events written to them', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const user = await createUser(t.app, { role: 'helper' });
    const before = await scrape();
    const socket = await openSocket(t.app, user);
    try {
      await socket.subscribe('me');
      await t.app.database.db.transaction((tx) =>
        publish(tx, topics.me(user.id), { kind: 'points.changed', data: { points: 3 } }),
      );
      await socket.next((frame) => frame.type === 'event');
      const during = await scrape();
      expect(sampleValue(during, 'homestay_realtime_sockets')).toBe(1);
      const sent = (samples: Sample[]) =>
        sampleValue(samples, 'homestay_realtime_events_sent_total', {
          kind: 'points.changed',
        }) ?? 0;
      expect(sent(during) - sent(before)).toBe(1);
      // The upgrade is no HTTP answer to time: it lasts as long as the socket.
      expect(during.some((s) => s.labels.route === '/api/realtime')).toBe(false);
    } finally {
      socket.close();
      await socket.closed;
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not exist, and nothing is collected', async () => {
    for (const headers of [{}, AUTH]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: 'No route for GET /metrics' },
      });
    }
    expect(t.app.metrics).toBeNull();
  });
});

describe('mail outcomes', () => {
  it('counts a mail that could not be handed over as failed', async () => {
    const metrics = createAppMetrics();
    const log = { info: () => undefined, error: () => undefined };
    const mailer = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.c', dataDir: '/nonexistent' },
      log,
      (outcome) => (outcome === 'sent' ? metrics.mailSent : metrics.mailFailed).inc(),
    );
    await expect(
      mailer.send({ to: 'x@example.test', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow();
    mailer.sendInBackground({ to: 'y@example.test', subject: 's', text: 't', html: '<p>t</p>' });
    await mailer.idle();
    await mailer.close();
    const samples = parse(await metrics.registry.metrics());
    expect(sampleValue(samples, 'homestay_mail_failed_total')).toBe(2);
    expect(sampleValue(samples, 'homestay_mail_sent_total')).toBe(0);
  });
});
