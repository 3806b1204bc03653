import { readFileSync } from 'node:fs';
import net from 'node:net';

/** Well above the ports of system services. */
const LOWEST_PORT = 10_000;
/** Linux's default start of the ephemeral range. */
const DEFAULT_FIRST_EPHEMERAL = 32_768;

/**
 * The first of `count + 1` consecutive free ports on 127.0.0.1 (a cluster's
 * nginx on the first, its processes on the next `count`), picked at random
 * below the kernel's range of ephemeral ports. Inside that range a port free
 * at the check could be taken seconds later as the local end of an outgoing
 * connection (the first process's pool to PostgreSQL), and the next process
 * then failed to listen on it: EADDRINUSE, once in CI.
 */
export async function freePortBlock(count: number): Promise<number> {
  const below = firstEphemeralPort();
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = LOWEST_PORT + Math.floor(Math.random() * (below - LOWEST_PORT - count));
    const ports = Array.from({ length: count + 1 }, (_, i) => base + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error('no free block of ports on 127.0.0.1');
}

/** Ports for the apps one Vitest worker starts; each worker has a range of its own. */
const PORTS_PER_WORKER = 2_000;

/**
 * A free port on 127.0.0.1 for an app a test starts, from its Vitest
 * worker's own range (`VITEST_POOL_ID`), below the kernel's ephemeral ports.
 * With the kernel's pick (`listen(0)`), two files running at once were once
 * given the same port a moment apart: both started an app on it, and one
 * test read the other app's health (`db: 'embedded'` where it started one on
 * DATABASE_URL). A worker runs its tests one at a time and stops their apps
 * after each, so a port free here is this test's.
 */
export async function freePort(): Promise<number> {
  const worker = Number.parseInt(process.env.VITEST_POOL_ID ?? '1', 10) || 1;
  const slots = Math.max(1, Math.floor((firstEphemeralPort() - LOWEST_PORT) / PORTS_PER_WORKER));
  const first = LOWEST_PORT + ((worker - 1) % slots) * PORTS_PER_WORKER;
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = first + Math.floor(Math.random() * PORTS_PER_WORKER);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port on 127.0.0.1 between ${first} and ${first + PORTS_PER_WORKER}`);
}

/** Linux's lowest ephemeral port; elsewhere (or a range too low to leave room), the default. */
function firstEphemeralPort(): number {
  try {
    const first = Number.parseInt(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'),
      10,
    );
    return first > LOWEST_PORT + 1_000 ? first : DEFAULT_FIRST_EPHEMERAL;
  } catch {
    return DEFAULT_FIRST_EPHEMERAL;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
