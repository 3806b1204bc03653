import { benchPerson } from '../bench-person';
import { EXPLORE_LISTING_COUNT, seedListings } from '../explore-data';
import { appOrigin, type Target } from './target';

/**
 * GET /api/explore of the real app over EXPLORE_LISTING_COUNT listed
 * properties, as a signed-in helper: the app's own server (the `app`
 * target's), with the helper's session cookie on every request, so every
 * hook of the route runs over HTTP as deployed (session lookup, validation,
 * the search, the zod serializer). Until 2026-11-28 a thin Fastify in front
 * added the cookie and handed each request on with app.inject, which cost a
 * second request's handling per request (docs/performance.md, "Explore's
 * list built once").
 */
export const exploreSearch: Target = {
  name: 'explore',
  async start(context) {
    const app = await context.app();
    await seedListings(app.database.db, EXPLORE_LISTING_COUNT);
    const { cookie } = await benchPerson(app, 'bench-helper@bench.test', 'helper');
    // The target process closes the app itself, after the targets that use its database.
    return { origin: await appOrigin(app), headers: { cookie }, close: async () => {} };
  },
};
