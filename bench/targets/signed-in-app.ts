import { benchPerson } from '../bench-person';
import { appOrigin, type Target } from './target';

/**
 * The real app again (the `app` target's server), with
 * the cookie of a signed-in person the target makes: what nearly every
 * request of the app is (issue 20).
 */
export const signedInApp: Target = {
  name: 'signed-in',
  async start(context) {
    const app = await context.app();
    const { cookie } = await benchPerson(app, 'bench-reader@bench.test');
    return {
      origin: await appOrigin(app),
      headers: { cookie },
      close: async () => {},
    };
  },
};
