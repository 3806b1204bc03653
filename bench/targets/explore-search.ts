import Fastify from 'fastify';
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
    const signUp = await app.auth.api.signUpEmail({
      body: { email: 'bench-helper@bench.test', password: 'bench password 2026', name: 'Bench' },
      asResponse: true,
    });
    if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const { id } = ((await signUp.json()) as { user: { id: string } }).user;
    await app.database.pool.query(`update users set role = 'helper' where id = $1; `.trim(), [id]);
    await app.database.pool.query(`update profiles set role = 'helper' where id = $1`, [id]);

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
