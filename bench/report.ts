import { measuredApp } from './built-app';
import type { LoadSettings, Measurement } from './load';
import { BASELINE_ID, type Budget, type Scenario } from './scenarios';

/** A scenario's rounds folded into one figure each: the median round (max: the worst). */
export type ScenarioResult = Measurement & {
  id: string;
  target: string;
  path: string;
  measures: string;
  /** Lowest and highest req/s among the rounds: the run's own noise. */
  requestsPerSecondRange: [number, number];
  rounds: Array<{ requestsPerSecond: number; p50: number; p99: number }>;
  /** This scenario's figure divided by the baseline's (req/s: higher is better; latency: lower). */
  vsBaseline: { requestsPerSecond: number; p50: number; p99: number };
  budget: Budget | null;
  /** Empty when within budget (or no budget). */
  overBudget: string[];
  /** Errors, timeouts or non-2xx answers: the figures are not trustworthy. */
  failed: boolean;
};

export type BenchReport = {
  recordedAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    os: string;
    node: string;
    postgres: string | null;
    /** CPU already in use by other processes in the second before the run. */
    cpuBusyBeforePercent: number;
  };
  /** The commit measured; uncommittedChanges: src/ differed from it. */
  code: { commit: string; uncommittedChanges: boolean } | null;
  versions: Record<string, string>;
  settings: LoadSettings & { logLevel: string; loadGenerator: string };
  results: ScenarioResult[];
};

export function compare(
  scenarios: Scenario[],
  measurements: Map<string, Measurement[]>,
): ScenarioResult[] {
  const baselineRounds = measurements.get(BASELINE_ID);
  if (!baselineRounds?.length) throw new Error(`the ${BASELINE_ID} scenario did not run`);
  const baseline = fold(baselineRounds);
  return scenarios.flatMap((scenario) => {
    const rounds = measurements.get(scenario.id);
    if (!rounds?.length) return [];
    const m = fold(rounds);
    const vsBaseline = {
      requestsPerSecond: round(m.requestsPerSecond / baseline.requestsPerSecond, 3),
      p50: round(m.latencyMs.p50 / baseline.latencyMs.p50, 2),
      p99: round(m.latencyMs.p99 / baseline.latencyMs.p99, 2),
    };
    const rps = rounds.map((r) => r.requestsPerSecond);
    return [
      {
        id: scenario.id,
        target: scenario.target,
        path: scenario.path,
        measures: scenario.measures,
        ...m,
        requestsPerSecond: round(m.requestsPerSecond, 0),
        latencyMs: {
          mean: round(m.latencyMs.mean, 3),
          p50: round(m.latencyMs.p50, 3),
          p90: round(m.latencyMs.p90, 3),
          p99: round(m.latencyMs.p99, 3),
          max: round(m.latencyMs.max, 3),
        },
        requestsPerSecondRange: [round(Math.min(...rps), 0), round(Math.max(...rps), 0)],
        rounds: rounds.map((r) => ({
          requestsPerSecond: round(r.requestsPerSecond, 0),
          p50: round(r.latencyMs.p50, 3),
          p99: round(r.latencyMs.p99, 3),
        })),
        vsBaseline,
        budget: scenario.budget ?? null,
        overBudget: checkBudget(scenario.budget, m, vsBaseline.requestsPerSecond),
        failed: m.errors > 0 || m.timeouts > 0 || m.non2xx > 0,
      },
    ];
  });
}

function fold(rounds: Measurement[]): Measurement {
  const med = (pick: (m: Measurement) => number) => median(rounds.map(pick));
  const sum = (pick: (m: Measurement) => number) => rounds.reduce((t, m) => t + pick(m), 0);
  return {
    requests: sum((m) => m.requests),
    requestsPerSecond: med((m) => m.requestsPerSecond),
    latencyMs: {
      mean: med((m) => m.latencyMs.mean),
      p50: med((m) => m.latencyMs.p50),
      p90: med((m) => m.latencyMs.p90),
      p99: med((m) => m.latencyMs.p99),
      max: Math.max(...rounds.map((m) => m.latencyMs.max)),
    },
    errors: sum((m) => m.errors),
    timeouts: sum((m) => m.timeouts),
    non2xx: sum((m) => m.non2xx),
    cpuMicrosPerRequest: {
      server: medianOrNull(rounds.map((m) => m.cpuMicrosPerRequest.server)),
      postgres: medianOrNull(rounds.map((m) => m.cpuMicrosPerRequest.postgres)),
    },
  };
}

function medianOrNull(values: Array<number | null>): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? round(median(known), 1) : null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function checkBudget(budget: Budget | undefined, m: Measurement, rpsRatio: number): string[] {
  const over: string[] = [];
  if (budget?.maxP99Ms !== undefined && m.latencyMs.p99 > budget.maxP99Ms) {
    over.push(`p99 ${fixed(m.latencyMs.p99)} ms > ${budget.maxP99Ms} ms`);
  }
  if (budget?.minRpsRatio !== undefined && rpsRatio < budget.minRpsRatio) {
    over.push(`req/s ${rpsRatio.toFixed(2)}x < ${budget.minRpsRatio}x baseline`);
  }
  const serverCpu = m.cpuMicrosPerRequest.server;
  if (
    budget?.maxServerCpuMicros !== undefined &&
    serverCpu !== null &&
    serverCpu > budget.maxServerCpuMicros
  ) {
    over.push(`server CPU ${Math.round(serverCpu)} µs/req > ${budget.maxServerCpuMicros}`);
  }
  return over;
}

/** The table printed at the end of a run. */
export function formatReport(report: BenchReport): string {
  const { machine, settings } = report;
  const header = [
    'scenario',
    'req/s',
    '(rounds min-max)',
    'p50 ms',
    'p99 ms',
    'req/s vs base',
    'p50 vs base',
    'p99 vs base',
    'CPU µs/req server+pg',
    'budget',
  ];
  const rows = report.results.map((r) => [
    r.id,
    String(r.requestsPerSecond),
    `${r.requestsPerSecondRange[0]}-${r.requestsPerSecondRange[1]}`,
    fixed(r.latencyMs.p50),
    fixed(r.latencyMs.p99),
    `${r.vsBaseline.requestsPerSecond.toFixed(2)}x`,
    `${r.vsBaseline.p50.toFixed(2)}x`,
    `${r.vsBaseline.p99.toFixed(2)}x`,
    cpuCell(r.cpuMicrosPerRequest),
    budgetCell(r),
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1
          ? cell.padEnd(widths[i] ?? 0)
          : cell.padStart(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [
    `${machine.cpus} x ${machine.cpuModel}, ${machine.os}, Node ${machine.node}, PostgreSQL ${machine.postgres ?? '-'}`,
    `${settings.connections} connections on loopback; per scenario ${settings.warmupSeconds} s warm-up, then ${settings.rounds} rounds of ${settings.durationSeconds} s (median shown); app LOG_LEVEL=${settings.logLevel}`,
    `app measured: ${measuredApp()}`,
    `CPU busy before the run: ${machine.cpuBusyBeforePercent}%; code: ${report.code ? `${report.code.commit}${report.code.uncommittedChanges ? ' + uncommitted changes in src/' : ''}` : 'unknown'}`,
    '',
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    ...report.results.map((r) => `${r.id.padEnd(widths[0] ?? 0)}  GET ${r.path}: ${r.measures}`),
  ].join('\n');
}

function cpuCell({ server, postgres }: Measurement['cpuMicrosPerRequest']): string {
  const show = (v: number | null) => (v === null ? '?' : String(Math.round(v)));
  return `${show(server)} + ${show(postgres)}`;
}

function budgetCell(r: ScenarioResult): string {
  if (r.failed) return `FAILED (${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx)`;
  if (!r.budget) return '-';
  return r.overBudget.length ? `OVER: ${r.overBudget.join('; ')}` : 'ok';
}

function fixed(ms: number): string {
  return ms < 10 ? ms.toFixed(2) : ms.toFixed(1);
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
