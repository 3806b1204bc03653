import Fastify from 'fastify';
import { benchPerson } from '../bench-person';
import { EXPLORE_LISTING_COUNT, seedListings } from '../explore-data';
import { LOOPBACK, type Target } from './target';

/**
 * GET /api/explore of the real app over EXPLORE_LISTING_COUNT listed
 * properties, as a signed-in helper. The load generator sends no cookies, so
 * a thin Fastify in front adds the session cookie and hands each request to
 * the app with app.inject: every hook of the route runs (session lookup,
 * validation, the search, the zod serializer); only the app's TCP handling is
 * skipped.
 */
export const exploreSearch: Target = {
  name: 'explore',
  async start(context) {
    const app = await context.app();
    await seedListings(app.database.db, EXPLORE_LISTING_COUNT);
    const { cookie } = await benchPerson(app, 'bench-helper@bench.test', 'helper');

    const server = Fastify({ logger: false });
    server.get('/explore', async (request, reply) => {
      const query = request.url.slice('/explore'.length);
      const res = await app.inject({
        method: 'GET',
        url: `/api/explore${query}`,
        headers: { cookie },
      });
      return reply.status(res.statusCode).type('application/json').send(res.body);
    });
    const origin = await server.listen({ host: LOOPBACK, port: 0 });
    return { origin, close: () => server.close() };
  },
};
