// `npm run bench:lighthouse`: the first paint on a phone (issue 20), as a new
// visitor would meet it. Starts the built app on a scratch DATA_DIR (the e2e
// server, scripts/ci/e2e-server.mjs), signs a host up through the API, then
// runs Lighthouse 12 (mobile preset: a mid-range phone on slow 4G, simulated)
// on Debian's Chromium against '/', '/login' and the host's '/dashboard'
// (signed in by the session cookie). Prints each page's performance score,
// FCP, LCP, TBT and main-thread work (the median of `--runs` runs, 3 by
// default) and writes bench/results/lighthouse.json. Exit code 2 when a
// page's median score is under 95 (docs/performance.md). BENCH_LIGHTHOUSE_REPORTS=dir
// keeps each run's full report there (its request chains, its main-thread
// tasks), to read what holds a page back. `--cpu-slowdown calibrated` (or a
// number) replaces the preset's 4x CPU slowdown with the one Lighthouse's
// calculator gives this machine for a mid-tier phone (bench/cpu-slowdown.ts);
// every run prints that multiplier beside the machine's benchmark index.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { midTierPhoneSlowdown } from './cpu-slowdown';
import { cpuBusyShare } from './machine';
import { resultsDir } from './options';

const projectDir = path.dirname(path.dirname(resultsDir));
const SCORE_BUDGET = 95;
const PASSWORD = 'Lighthouse-bench-1';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
/** The mobile preset's network and CPU throttling (slow 4G, 4x). */
const PRESET_THROTTLING = throttling.mobileSlow4G;

interface PageFigures {
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  speedIndexMs: number;
  mainThreadWorkMs: number;
  scriptBytes: number;
  /** Lighthouse's measure of this machine's speed at the time (a mid-range laptop: ~1,000+). */
  benchmarkIndex: number;
}

interface PageResult {
  path: string;
  signedIn: boolean;
  median: PageFigures;
  runs: PageFigures[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The built app as the e2e tests run it, on its own DATA_DIR (removed when it stops). */
async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(projectDir, 'scripts/ci/e2e-server.mjs')], {
    cwd: projectDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}).`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error('The server did not become ready within 60 s.');
}

/** A cookie jar of one: the session cookie better-auth sets, as a Cookie header. */
class Session {
  private cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, url: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${this.origin}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        Origin: this.origin,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(this.cookies.size > 0 ? { Cookie: this.header } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (response.status >= 400) {
      throw new Error(`${method} ${url} -> ${response.status} ${await response.text()}`);
    }
    return response;
  }
}

/** The verification link mailed at sign-up, from the dev outbox (DATA_DIR/outbox). */
async function verificationLink(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const names = await fs.readdir(outbox).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.txt'))) {
      const text = await fs.readFile(path.join(outbox, name), 'utf8');
      const link = /https?:\/\/\S+?(\/api\/auth\/verify-email\?token=[^\s<>"')\]]+)/.exec(text);
      if (text.includes(email) && link?.[1]) return link[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No verification mail to ${email} in ${outbox}.`);
}

/** A verified host with a complete profile, signed in: the session's Cookie header. */
async function signUpHost(origin: string, dataDir: string): Promise<string> {
  const session = new Session(origin);
  const email = `lighthouse-host-${Date.now()}@example.com`;
  await session.request('POST', '/api/auth/sign-up/email', { email, password: PASSWORD });
  await session.request('GET', await verificationLink(dataDir, email));
  await session.request('POST', '/api/profile/role', { role: 'host' });
  await session.request('PATCH', '/api/profile', {
    fullName: 'Hana Lighthouse',
    bio: 'Here for the Lighthouse bench.',
    hasSeenWelcome: true,
  });
  return session.header;
}

let lighthouseVersion = '?';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measure(
  url: string,
  cookie: string | null,
  cpuSlowdown: number,
): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The default config is the mobile preset (Moto G Power, slow 4G, 4x CPU slowdown).
      ...(cpuSlowdown === PRESET_THROTTLING.cpuSlowdownMultiplier
        ? {}
        : { throttling: { ...PRESET_THROTTLING, cpuSlowdownMultiplier: cpuSlowdown } }),
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const { lhr } = result;
    lighthouseVersion = lhr.lighthouseVersion;
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) {
      await fs.mkdir(reports, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${Date.now()}.json`;
      await fs.writeFile(path.join(reports, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scripts = (
      lhr.audits['resource-summary']?.details as
        | { items?: Array<{ resourceType: string; transferSize: number }> }
        | undefined
    )?.items?.find((item) => item.resourceType === 'script');
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      firstContentfulPaintMs: audit('first-contentful-paint'),
      largestContentfulPaintMs: audit('largest-contentful-paint'),
      totalBlockingTimeMs: audit('total-blocking-time'),
      speedIndexMs: audit('speed-index'),
      mainThreadWorkMs: audit('mainthread-work-breakdown'),
      scriptBytes: scripts?.transferSize ?? Number.NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * One run; a run Lighthouse itself could not record (its runtime errors, such
 * as NO_NAVSTART on a loaded machine, say "run Lighthouse again") is tried
 * once more.
 */
async function measureOnce(
  url: string,
  cookie: string | null,
  cpuSlowdown: number,
): Promise<PageFigures> {
  try {
    return await measure(url, cookie, cpuSlowdown);
  } catch (error) {
    console.warn(`${url}: ${(error as Error).message}; trying again.`);
    return measure(url, cookie, cpuSlowdown);
  }
}

/** `--cpu-slowdown`: 'preset' (4x), 'calibrated' (for this machine), or a multiplier. */
function parseSlowdown(value: string): 'calibrated' | number {
  if (value === 'preset') return PRESET_THROTTLING.cpuSlowdownMultiplier;
  if (value === 'calibrated') return value;
  const multiplier = Number(value);
  if (!Number.isFinite(multiplier) || multiplier < 1) {
    throw new Error('--cpu-slowdown takes preset, calibrated or a multiplier >= 1');
  }
  return multiplier;
}

/**
 * The calibrated multiplier, from the median benchmark index of three runs of
 * `url` at the preset (one run's index moved by half between runs here).
 */
async function calibratedSlowdown(url: string): Promise<number> {
  const indexes: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    indexes.push(
      (await measureOnce(url, null, PRESET_THROTTLING.cpuSlowdownMultiplier)).benchmarkIndex,
    );
  }
  const benchmarkIndex = median(indexes);
  const multiplier = midTierPhoneSlowdown(benchmarkIndex);
  if (multiplier === null) {
    throw new Error(
      `This machine's benchmark index (${Math.round(benchmarkIndex)}) is too low to emulate a mid-tier phone.`,
    );
  }
  return Math.round(multiplier * 100) / 100;
}

function medianOf(runs: PageFigures[]): PageFigures {
  const of = (key: keyof PageFigures) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    firstContentfulPaintMs: of('firstContentfulPaintMs'),
    largestContentfulPaintMs: of('largestContentfulPaintMs'),
    totalBlockingTimeMs: of('totalBlockingTimeMs'),
    speedIndexMs: of('speedIndexMs'),
    mainThreadWorkMs: of('mainThreadWorkMs'),
    scriptBytes: of('scriptBytes'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function formatRow(result: PageResult): string {
  const m = result.median;
  return [
    result.path.padEnd(12),
    String(m.score).padStart(5),
    seconds(m.firstContentfulPaintMs).padStart(7),
    seconds(m.largestContentfulPaintMs).padStart(7),
    `${Math.round(m.totalBlockingTimeMs)} ms`.padStart(8),
    seconds(m.speedIndexMs).padStart(7),
    seconds(m.mainThreadWorkMs).padStart(7),
    `${(m.scriptBytes / 1000).toFixed(1)} KB`.padStart(9),
    `  (${result.runs.map((run) => run.score).join(', ')})`,
  ].join(' ');
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'cpu-slowdown': { type: 'string', default: 'preset' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number >= 1');
  const slowdownChoice = parseSlowdown(values['cpu-slowdown']);
  // chrome-launcher reports a missing browser as an uncaught error, past the
  // server's clean-up below: say so before anything starts.
  try {
    await fs.access(chromiumPath(), fs.constants.X_OK);
  } catch {
    throw new Error(
      `No Chromium at ${chromiumPath()} (CHROMIUM_PATH): apt-get install chromium (STACK.md).`,
    );
  }
  // A build made without Chromium has no first-paint copies (scripts/build.mjs
  // says so in one line): the public pages would then wait for the app's JS,
  // and every figure would describe a build nobody ships.
  try {
    await fs.access(path.join(projectDir, 'dist/web/first-paint'));
  } catch {
    throw new Error(
      'dist/web has no first-paint/ copies (built without Chromium?): install Chromium, then npm run build.',
    );
  }
  const busy = await cpuBusyShare();
  if (busy > 0.15) {
    console.warn(
      `Warning: ${Math.round(busy * 100)}% of the CPU was busy before the bench started; Lighthouse's simulated phone scales the main-thread work it sees, so other work lowers the scores.`,
    );
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-lighthouse-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(dataDir, port);
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  try {
    const cookie = await signUpHost(origin, dataDir);
    const cpuSlowdown =
      slowdownChoice === 'calibrated' ? await calibratedSlowdown(`${origin}/`) : slowdownChoice;
    const pages: Array<{ path: string; cookie: string | null }> = [
      { path: '/', cookie: null },
      { path: '/login', cookie: null },
      { path: '/dashboard', cookie },
    ];
    const results: PageResult[] = [];
    for (const page of pages) {
      const figures: PageFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        figures.push(await measureOnce(`${origin}${page.path}`, page.cookie, cpuSlowdown));
      }
      results.push({
        path: page.path,
        signedIn: page.cookie !== null,
        median: medianOf(figures),
        runs: figures,
      });
    }
    const speed = median(results.map((result) => result.median.benchmarkIndex));
    const suggested = midTierPhoneSlowdown(speed);
    console.log(
      `\nLighthouse ${lighthouseVersion}, mobile preset${cpuSlowdown === PRESET_THROTTLING.cpuSlowdownMultiplier ? '' : ` with the CPU slowed ${cpuSlowdown}x (not 4x)`}, median of ${runs} run(s)`,
    );
    console.log(
      `This machine's benchmark index ${Math.round(speed)}: a ${cpuSlowdown}x slower phone is simulated from it; Lighthouse's calculator gives ${suggested === null ? 'none (too slow)' : `${suggested.toFixed(2)}x`} for a mid-tier phone (--cpu-slowdown calibrated).`,
    );
    console.log('page         score     FCP     LCP      TBT      SI   main      JS  (scores)');
    for (const result of results) console.log(formatRow(result));
    await fs.mkdir(resultsDir, { recursive: true });
    await fs.writeFile(
      path.join(resultsDir, 'lighthouse.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          lighthouseVersion,
          cpus: os.cpus().length,
          busyBefore: busy,
          runs,
          cpuSlowdown,
          results,
        },
        null,
        2,
      )}\n`,
    );
    const under = results.filter((result) => result.median.score < SCORE_BUDGET);
    if (under.length > 0) {
      console.error(
        `Under ${SCORE_BUDGET}: ${under.map((result) => result.path).join(', ')} (exit code 2).`,
      );
      return 2;
    }
    return 0;
  } finally {
    server.kill('SIGTERM');
    await stopped;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
