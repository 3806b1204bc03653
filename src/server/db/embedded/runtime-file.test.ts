import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isOwnerAlive, isProcessAlive, processStartTime } from './runtime-file';

// "In use by another Homestay process" must never be said of an owner that is
// dead: not of a zombie, not of a stranger that got the same pid later.
describe('the owner check of the runtime file', () => {
  it('counts a zombie (exited, never reaped) as gone', async () => {
    // The shell forks a child that exits soon after the shell becomes `sleep`, which
    // never reaps it: the child stays a zombie while the sleep lives.
    const parent = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      const [chunk] = (await once(parent.stdout, 'data')) as [Buffer];
      const zombie = Number.parseInt(chunk.toString(), 10);
      await until(() => stateOf(zombie) === 'Z');

      expect(isProcessAlive(zombie)).toBe(false);
      expect(isOwnerAlive({ ownerPid: zombie })).toBe(false);
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('counts a live process under the recorded pid as the owner only if it started when the owner did', () => {
    const startTime = processStartTime(process.pid);
    expect(startTime).toMatch(/^\d+$/);
    expect(isOwnerAlive({ ownerPid: process.pid, ownerStartTime: startTime ?? '' })).toBe(true);
    expect(isOwnerAlive({ ownerPid: process.pid, ownerStartTime: '1' })).toBe(false);
    expect(isOwnerAlive({ ownerPid: process.pid })).toBe(true);
  });

  it('counts a pid no process has as gone', () => {
    expect(isProcessAlive(2 ** 22 + 1)).toBe(false);
    expect(isOwnerAlive({ ownerPid: 0 })).toBe(false);
  });
});

function stateOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0];
  } catch {
    return undefined;
  }
}

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
