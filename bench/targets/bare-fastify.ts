import Fastify from 'fastify';
import { LOOPBACK, type Target } from './target';

/**
 * The floor: Fastify with no plugins, no logger and no database, answering a
 * tiny JSON. Every other figure is read as a ratio to this one.
 */
export const bareFastify: Target = {
  name: 'bare',
  async start() {
    const server = Fastify({ logger: false });
    server.get('/ping', async () => ({ ok: true }));
    const origin = await server.listen({ host: LOOPBACK, port: 0 });
    return { origin, close: () => server.close() };
  },
};
