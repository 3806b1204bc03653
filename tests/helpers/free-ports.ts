import { readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * The first of `count + 1` consecutive free ports on 127.0.0.1 (a cluster's
 * nginx on the first, its processes on the next `count`), picked at random
 * below the kernel's range of ephemeral ports. Inside that range a port free
 * at the check could be taken seconds later as the local end of an outgoing
 * connection (the first process's pool to PostgreSQL), and the next process
 * then failed to listen on it: EADDRINUSE, once in CI.
 */
export async function freePortBlock(count: number): Promise<number> {
  const below = Math.min(firstEphemeralPort(), 50_000);
  const lowest = 10_000;
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = lowest + Math.floor(Math.random() * (below - lowest - count));
    const ports = Array.from({ length: count + 1 }, (_, i) => base + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error('no free block of ports on 127.0.0.1');
}

/** Linux's lowest ephemeral port (32768 by default); elsewhere, that default. */
function firstEphemeralPort(): number {
  try {
    const [first] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    return first !== undefined && Number.isInteger(first) && first > 10_100 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
