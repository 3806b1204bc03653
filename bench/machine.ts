import os from 'node:os';

/**
 * Share of all CPU time spent busy over a short sample, 0..1. Taken before
 * the targets start: other work on this machine (a test run, a build) takes
 * cores from the bench and shows up as low, noisy figures.
 */
export async function cpuBusyShare(sampleMs = 1_000): Promise<number> {
  const before = totals();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const after = totals();
  const all = after.all - before.all;
  return all > 0 ? (all - (after.idle - before.idle)) / all : 0;
}

function totals(): { all: number; idle: number } {
  let all = 0;
  let idle = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    all += t.user + t.nice + t.sys + t.idle + t.irq;
    idle += t.idle;
  }
  return { all, idle };
}
