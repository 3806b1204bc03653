// `npm run bench:realtime`: send -> deliver latency of chat messages through
// the real path (HTTP send, commit, NOTIFY, LISTEN, WebSocket) with 1,000 and
// 4,000 sockets connected to one server process, messages per second
// sustained, and memory per idle socket with 10,000 sockets. Each latency is
// also shown as a ratio to a bare `ws` relay measured in the same run on the
// same socket count. Then the fan-out figure (./fanout.ts): 500 subscribers
// receiving 300 changes/s. `--bus redis` runs the app with REALTIME_URL on a
// redis-server of its own (decision 149); BENCH_FANOUT_ONLY=1 measures only
// the fan-out. Budgets and recorded figures: docs/performance.md.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { startTestRedis, type TestRedis } from '../../tests/helpers/redis-server';
import { measuredApp } from '../built-app';
import { postgresCpuMicros, processCpuMicros } from '../cpu-time';
import { FANOUT, measureFanout } from './fanout';
import { postJson, sendPaced } from './paced';
import { ENV_REALTIME_SCRATCH, type RealtimeBenchReady } from './protocol';
import { connect, deliveries, ms, openMany, stats, waitFor } from './sockets';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectDir = path.resolve(here, '../..');
const SOCKET_COUNTS = (process.env.BENCH_SOCKETS ?? '1000,4000').split(',').map(Number);
const IDLE_SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 10_000);
const SEQUENTIAL_MESSAGES = 300;
const SUSTAINED_SECONDS = 10;
const SUSTAINED_SENDERS = 8;
const PACED_WARM_UP_SECONDS = 3;
const BUDGET = { messagesPerSecond: 300, p95: 30, p99: 80, idleRssMiB: 512 };
const busArg = process.argv.indexOf('--bus');
const BUS = busArg >= 0 ? process.argv[busArg + 1] : 'notify';
if (BUS !== 'notify' && BUS !== 'redis') {
  console.error('--bus is notify (the default) or redis');
  process.exit(1);
}
const FANOUT_ONLY = process.env.BENCH_FANOUT_ONLY === '1';

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

async function appSocket(ready: RealtimeBenchReady, cookie: string, topic: string) {
  const url = `${ready.origin.replace('http', 'ws')}/api/realtime`;
  const socket = await connect(url, { cookie, origin: ready.publicOrigin });
  const answered = waitFor(socket, (f) => f.type === 'subscribed' || f.type === 'refused');
  socket.send(JSON.stringify({ type: 'subscribe', id: '1', topic }));
  await answered;
  return socket;
}

/** An idle tab of another user: its own notifications (and, as a tab does, conversations). */
async function idleSocket(ready: RealtimeBenchReady, i: number) {
  const socket = await appSocket(
    ready,
    ready.idleCookies[i % ready.idleCookies.length] as string,
    'notifications',
  );
  const answered = waitFor(socket, (f) => f.type === 'subscribed' || f.type === 'refused');
  socket.send(JSON.stringify({ type: 'subscribe', id: '2', topic: 'conversations' }));
  await answered;
  return socket;
}

async function relaySocket(ready: RealtimeBenchReady, topic: string) {
  const socket = await connect(ready.baselineUrl, {});
  const answered = waitFor(socket, (f) => f.subscribed === topic);
  socket.send(JSON.stringify({ sub: topic }));
  await answered;
  return socket;
}

/** CPU used so far by the server process, its PostgreSQL and this load generator, in µs. */
async function cpuNow(serverPid: number, dataDir: string) {
  const own = process.cpuUsage();
  return {
    server: (await processCpuMicros(serverPid)) ?? 0,
    postgres: (await postgresCpuMicros(dataDir)) ?? 0,
    bench: own.user + own.system,
  };
}

async function measureApp(
  ready: RealtimeBenchReady,
  sockets: number,
  cpu: () => ReturnType<typeof cpuNow>,
) {
  const idle = await openMany(sockets - 1, (i) => idleSocket(ready, i));
  // The helper's tab follows every conversation (one socket, several topics).
  const [first, ...others] = ready.conversationIds;
  const receiver = await appSocket(ready, ready.helperCookie, `conversation:${first}`);
  for (const [index, id] of others.entries()) {
    const answered = waitFor(receiver, (f) => f.type === 'subscribed' && f.id === `c${index}`);
    receiver.send(
      JSON.stringify({ type: 'subscribe', id: `c${index}`, topic: `conversation:${id}` }),
    );
    await answered;
  }
  const delivered = deliveries(receiver, (f) =>
    f.type === 'event' ? ((f.event as { data: { id: string } }).data.id ?? null) : null,
  );
  // `due`: when the message was meant to leave (the paced phase); its latency
  // counts from then, so a late load generator cannot hide a slow server.
  const send = async (conversationId = first, due = performance.now()) => {
    const url = `${ready.origin}/api/conversations/${conversationId}/messages`;
    const id = randomUUID();
    const arrived = delivered(id);
    const status = await postJson(
      url,
      { cookie: ready.hostCookie, origin: ready.publicOrigin },
      { id, content: `Bench message ${id}` },
    );
    if (status !== 201) throw new Error(`send answered ${status}`);
    await arrived;
    return performance.now() - due;
  };
  for (let i = 0; i < 20; i++) await send(); // warm-up
  const sequential: number[] = [];
  const cpuAtStart = await cpu();
  for (let i = 0; i < SEQUENTIAL_MESSAGES; i++) sequential.push(await send());
  const cpuAfterSequential = await cpu();
  // Warm at the rate first (unmeasured), as a server in use is: the pool's
  // other connections opened and their statements named, the load
  // generator's connections open. Without it the first second or two of a
  // run measured that start-up (150-220 ms), not the steady state.
  await sendPaced(ready.conversationIds, send, {
    rate: BUDGET.messagesPerSecond,
    seconds: PACED_WARM_UP_SECONDS,
    label: 'warm-up',
  });
  const cpuBeforePaced = await cpu();
  const paced = await sendPaced(ready.conversationIds, send, {
    rate: BUDGET.messagesPerSecond,
    seconds: SUSTAINED_SECONDS,
  });
  const cpuAfterPaced = await cpu();
  const sustained: number[] = [];
  const cpuBefore = await cpu();
  const until = performance.now() + SUSTAINED_SECONDS * 1000;
  // Each sender has its own conversation: one conversation's messages are
  // ordered by a row lock, so senders sharing one would only queue.
  await Promise.all(
    Array.from({ length: SUSTAINED_SENDERS }, async (_, k) => {
      const conversationId = ready.conversationIds[k % ready.conversationIds.length];
      while (performance.now() < until) sustained.push(await send(conversationId));
    }),
  );
  const cpuAfter = await cpu();
  const perMessage = (from: typeof cpuBefore, to: typeof cpuBefore, count: number) => ({
    server: Math.round((to.server - from.server) / count),
    postgres: Math.round((to.postgres - from.postgres) / count),
    bench: Math.round((to.bench - from.bench) / count),
  });
  for (const s of [...idle, receiver]) s.terminate();
  return {
    sequential: stats(sequential),
    paced: stats(paced.latencies),
    pacedPerSecond: paced.perSecond,
    sustained: stats(sustained),
    perSecond: sustained.length / SUSTAINED_SECONDS,
    // Where a message's CPU goes: one at a time (the steadiest figure on a
    // shared machine) and sustained (the reason the rate stops where it does).
    cpuPerMessage: {
      sequential: perMessage(cpuAtStart, cpuAfterSequential, SEQUENTIAL_MESSAGES),
      paced: perMessage(cpuBeforePaced, cpuAfterPaced, paced.latencies.length),
      sustained: perMessage(cpuBefore, cpuAfter, sustained.length),
    },
  };
}

async function measureBaseline(ready: RealtimeBenchReady, sockets: number) {
  const idle = await openMany(sockets - 2, (i) => relaySocket(ready, `idle:${i % 20}`));
  const receiver = await relaySocket(ready, 'chat');
  const sender = await connect(ready.baselineUrl, {});
  const delivered = deliveries(
    receiver,
    (f) => (f.body as { id?: string } | undefined)?.id ?? null,
  );
  const send = async () => {
    const id = randomUUID();
    const arrived = delivered(id);
    const started = performance.now();
    sender.send(JSON.stringify({ pub: 'chat', body: { id, content: `Bench message ${id}` } }));
    await arrived;
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await send();
  const sequential: number[] = [];
  for (let i = 0; i < SEQUENTIAL_MESSAGES; i++) sequential.push(await send());
  for (const s of [...idle, receiver, sender]) s.terminate();
  return stats(sequential);
}

async function measureIdle(ready: RealtimeBenchReady, pid: number) {
  await new Promise((r) => setTimeout(r, 2_000));
  const before = rssOf(pid);
  const sockets = await openMany(IDLE_SOCKETS, (i) => idleSocket(ready, i));
  await new Promise((r) => setTimeout(r, 5_000));
  const after = rssOf(pid);
  for (const s of sockets) s.terminate();
  return { before, after, perSocket: (after - before) / IDLE_SOCKETS };
}

async function main() {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-realtime-bench-'));
  const redis: TestRedis | null = BUS === 'redis' ? await startTestRedis() : null;
  const child = fork(path.join(here, 'server.ts'), [], {
    cwd: projectDir,
    // BENCH_PROFILE=dir writes the server process's CPU profile there (node --cpu-prof).
    execArgv: [
      ...SERVER_NODE_FLAGS,
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : []),
      // BENCH_SERVER_FLAGS: more node flags for the server (say, --trace-gc).
      ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
    ],
    env: {
      ...process.env,
      [ENV_REALTIME_SCRATCH]: scratch,
      REALTIME_URL: redis?.url ?? '',
    },
  });
  const stop = () => {
    if (child.connected) child.send({ type: 'stop' });
    void redis?.stop();
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    console.log(
      `Starting ${measuredApp()} (embedded PostgreSQL on a scratch DATA_DIR; realtime bus: ${BUS === 'redis' ? `Redis at ${redis?.url}` : 'NOTIFY'})...`,
    );
    const ready = await new Promise<RealtimeBenchReady>((resolve, reject) => {
      child.once('message', (m) => resolve(m as RealtimeBenchReady));
      child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
    });
    const pid = child.pid as number;
    const results: Record<string, unknown> = {};
    let overBudget = false;
    for (const sockets of FANOUT_ONLY ? [] : SOCKET_COUNTS) {
      process.stdout.write(`  ${sockets} sockets: baseline... `);
      const baseline = await measureBaseline(ready, sockets);
      process.stdout.write('app... ');
      const app = await measureApp(ready, sockets, () => cpuNow(pid, path.join(scratch, 'data')));
      console.log('done');
      results[`sockets_${sockets}`] = { baseline, app };
      const s = app.sequential;
      console.log(
        `    send -> deliver, one at a time (${s.count}): p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  (baseline relay p95 ${ms(baseline.p95)}; ratio ${(s.p95 / baseline.p95).toFixed(1)}x)`,
      );
      const p = app.paced;
      console.log(
        `    paced, ${BUDGET.messagesPerSecond} messages/s offered for ${SUSTAINED_SECONDS} s over ${ready.conversationIds.length} conversations: ${app.pacedPerSecond.toFixed(0)} messages/s  p50 ${ms(p.p50)}  p95 ${ms(p.p95)}  p99 ${ms(p.p99)}  max ${ms(p.max)}`,
      );
      const u = app.sustained;
      console.log(
        `    ceiling, ${SUSTAINED_SENDERS} senders as fast as answered in ${SUSTAINED_SENDERS} conversations: ${app.perSecond.toFixed(0)} messages/s  p50 ${ms(u.p50)}  p95 ${ms(u.p95)}  p99 ${ms(u.p99)}`,
      );
      for (const [phase, c] of Object.entries(app.cpuPerMessage))
        console.log(
          `    CPU per message, ${phase === 'sequential' ? 'one at a time' : phase}: server ${c.server} µs + PostgreSQL ${c.postgres} µs (+ this load generator ${c.bench} µs)`,
        );
      // Judged under the load the budget names (issue 20): its rate, offered
      // whatever the answers do, not one at a time. The ceiling's latencies
      // follow from its closed loop (8 senders / rate = the mean), so they
      // are shown, not judged.
      const met =
        app.pacedPerSecond >= BUDGET.messagesPerSecond * 0.99 &&
        p.p95 <= BUDGET.p95 &&
        p.p99 <= BUDGET.p99;
      if (!met) overBudget = true;
      console.log(
        `    budget: ${BUDGET.messagesPerSecond} messages/s sustained with p95 <= ${BUDGET.p95} ms, p99 <= ${BUDGET.p99} ms at ${sockets} sockets: ${met ? 'met' : `NOT met (${app.pacedPerSecond.toFixed(0)} messages/s, p95 ${ms(p.p95)}, p99 ${ms(p.p99)})`}`,
      );
    }
    process.stdout.write(
      `  fan-out: ${FANOUT.subscribers} subscribers, ${FANOUT.perTopic} per topic, ${FANOUT.rate} changes/s for ${FANOUT.seconds} s... `,
    );
    const fanout = await measureFanout(child, ready, stats);
    results.fanout = { bus: BUS, ...fanout };
    const f = fanout.latency;
    console.log(
      `${fanout.perSecond.toFixed(0)} changes/s committed, ${fanout.delivered} of ${fanout.expected} frames delivered, commit -> socket p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}  max ${ms(f.max)}`,
    );
    console.log(
      `    budget: ${FANOUT.rate} changes/s to ${FANOUT.subscribers} subscribers with p95 <= ${FANOUT.p95} ms, none missing: ${fanout.met ? 'met' : 'NOT met'}`,
    );
    if (!fanout.met) overBudget = true;
    if (!FANOUT_ONLY) {
      process.stdout.write(`  ${IDLE_SOCKETS} idle sockets: `);
      const idle = await measureIdle(ready, pid);
      results.idle = idle;
      const mib = (b: number) => (b / 1024 / 1024).toFixed(1);
      console.log(
        `RSS ${mib(idle.before)} MiB -> ${mib(idle.after)} MiB, ${(idle.perSocket / 1024).toFixed(1)} KiB per socket; budget < ${BUDGET.idleRssMiB} MiB: ${idle.after / 1024 / 1024 < BUDGET.idleRssMiB ? 'met' : 'NOT met'}`,
      );
      if (idle.after / 1024 / 1024 >= BUDGET.idleRssMiB) overBudget = true;
    }
    const out = path.join(projectDir, 'bench/results/realtime-latest.json');
    await fs.writeFile(
      out,
      `${JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, bus: BUS, results }, null, 2)}\n`,
    );
    console.log(`Figures written to ${path.relative(projectDir, out)}`);
    if (overBudget) {
      console.error('Over a budget (see the budget lines): exit code 2.');
      process.exitCode = 2;
    }
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
