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
    const signUp = await app.auth.api.signUpEmail({
      body: { email: 'bench-reader@bench.test', password: 'bench password 2026', name: 'Bench' },
      asResponse: true,
    });
    if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return {
      origin: await appOrigin(app),
      headers: { cookie },
      close: async () => {},
    };
  },
};
