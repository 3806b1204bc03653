import net from 'node:net';

/**
 * The first of `count + 1` consecutive free ports on 127.0.0.1 (a cluster's
 * nginx on the first, its processes on the next `count`), picked at random
 * between 20,000 and 50,000 so runs side by side rarely collide.
 */
export async function freePortBlock(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const ports = Array.from({ length: count + 1 }, (_, i) => base + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error('no free block of ports on 127.0.0.1');
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
