import fs from 'node:fs/promises';
import path from 'node:path';

let readingCost = 0;

/**
 * CPU time used so far, in microseconds, by this process and by the embedded
 * PostgreSQL (the postmaster, its live backends and the ones that have exited).
 * Per request, CPU time holds steadier than req/s when other work shares the
 * machine. Linux only (/proc); elsewhere postgres is null. This process's own
 * cost of reading /proc is left out.
 */
export async function cpuTimeMicros(
  dataDir: string,
): Promise<{ node: number; postgres: number | null }> {
  const before = processMicros();
  const postgres = await postgresCpuMicros(dataDir);
  readingCost += processMicros() - before;
  return { node: processMicros() - readingCost, postgres };
}

function processMicros(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time of the embedded PostgreSQL of `dataDir` (see cpuTimeMicros), in µs; null when unreadable. */
export async function postgresCpuMicros(dataDir: string): Promise<number | null> {
  try {
    const pidFile = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    const postmaster = Number.parseInt(pidFile.split('\n')[0] ?? '', 10);
    const main = await readStat(postmaster);
    if (!main) return null;
    // cutime/cstime: children that have exited and been reaped.
    let ticks = main.utime + main.stime + main.cutime + main.cstime;
    for (const pid of await childrenOf(postmaster)) {
      const child = await readStat(pid);
      if (child?.ppid === postmaster) ticks += child.utime + child.stime;
    }
    return (ticks * 1_000_000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU time another process has used so far (user + system), in µs; null once it has exited. */
export async function processCpuMicros(pid: number): Promise<number | null> {
  const stat = await readStat(pid);
  return stat ? ((stat.utime + stat.stime) * 1_000_000) / TICKS_PER_SECOND : null;
}

async function childrenOf(pid: number): Promise<number[]> {
  try {
    const list = await fs.readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
    return list.split(' ').filter(Boolean).map(Number);
  } catch {
    // Kernels without CONFIG_PROC_CHILDREN: look at every process.
    return (await fs.readdir('/proc')).filter((e) => /^\d+$/.test(e)).map(Number);
  }
}

async function readStat(pid: number) {
  let text: string;
  try {
    text = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // exited meanwhile
  }
  // Fields after the command name, which may itself hold spaces: see proc(5).
  const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const n = (i: number) => Number(f[i - 3]);
  return { ppid: n(4), utime: n(14), stime: n(15), cutime: n(16), cstime: n(17) };
}
