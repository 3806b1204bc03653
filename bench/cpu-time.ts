import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * CPU time used so far, in microseconds, by this process and by the embedded
 * PostgreSQL (the postmaster, its live backends and the ones that have exited).
 * Per request, CPU time holds steadier than req/s when other work shares the
 * machine. Linux only (/proc); elsewhere postgres is null.
 */
export async function cpuTimeMicros(
  dataDir: string,
): Promise<{ node: number; postgres: number | null }> {
  const usage = process.cpuUsage();
  return { node: usage.user + usage.system, postgres: await postgresCpuMicros(dataDir) };
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

async function postgresCpuMicros(dataDir: string): Promise<number | null> {
  try {
    const pidFile = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    const postmaster = Number.parseInt(pidFile.split('\n')[0] ?? '', 10);
    let ticks = 0;
    for (const entry of await fs.readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = await readStat(Number(entry));
      if (!stat) continue;
      if (stat.pid === postmaster) ticks += stat.utime + stat.stime + stat.cutime + stat.cstime;
      else if (stat.ppid === postmaster) ticks += stat.utime + stat.stime;
    }
    return (ticks * 1_000_000) / TICKS_PER_SECOND;
  } catch {
    return null;
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
  return { pid, ppid: n(4), utime: n(14), stime: n(15), cutime: n(16), cstime: n(17) };
}
