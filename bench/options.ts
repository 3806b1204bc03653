import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { LoadSettings } from './load';
import { BASELINE_ID, type Scenario, scenarios } from './scenarios';

export const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

export type BenchOptions = {
  settings: LoadSettings;
  /** The app's LOG_LEVEL in the target process; 'info' is what production runs. */
  logLevel: string;
  scenarios: Scenario[];
  /** Also write bench/results/<name>.json, e.g. a baseline to commit. */
  saveAs: string | undefined;
  /** Write a V8 CPU profile of the target process into this folder. */
  profileDir: string | undefined;
};

export const USAGE = `Usage: npm run bench -- [scenario ...] [--save-as NAME] [--profile]

  scenario      run only these (the baseline always runs): ${scenarios.map((s) => s.id).join(', ')}
  --save-as     also write bench/results/NAME.json (e.g. baseline-2026-11)
  --profile     write a CPU profile of the servers to bench/results/profiles/
                (open it in Chrome DevTools; figures taken with it on run slower)

Environment (defaults): BENCH_CONNECTIONS (50), BENCH_ROUNDS (3),
BENCH_DURATION seconds per round (4), BENCH_WARMUP seconds (2),
BENCH_LOG_LEVEL of the app (info).`;

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'save-as': { type: 'string' },
      profile: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const unknown = positionals.filter((id) => !scenarios.some((s) => s.id === id));
  if (unknown.length) throw new Error(`unknown scenario ${unknown.join(', ')}\n\n${USAGE}`);
  const saveAs = values['save-as'];
  if (saveAs !== undefined && !/^[\w.-]+$/.test(saveAs)) {
    throw new Error('--save-as takes a plain file name such as baseline-2026-11');
  }
  return {
    settings: {
      connections: positiveNumber(env, 'BENCH_CONNECTIONS', 50),
      durationSeconds: positiveNumber(env, 'BENCH_DURATION', 4),
      rounds: positiveNumber(env, 'BENCH_ROUNDS', 3),
      warmupSeconds: positiveNumber(env, 'BENCH_WARMUP', 2, true),
    },
    logLevel: env.BENCH_LOG_LEVEL || 'info',
    scenarios: scenarios.filter(
      (s) => s.id === BASELINE_ID || positionals.length === 0 || positionals.includes(s.id),
    ),
    saveAs,
    profileDir: values.profile ? path.join(resultsDir, 'profiles') : undefined,
  };
}

function positiveNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  zeroAllowed = false,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (zeroAllowed ? 0 : 1)) {
    throw new Error(`${name} must be a whole number${zeroAllowed ? '' : ' above 0'} (got ${raw})`);
  }
  return value;
}
