import type { AddressInfo } from 'node:net';
import type { Target } from './target';

/**
 * The real app again (the `app` target's server, which starts first), with
 * the cookie of a signed-in person the target makes: what nearly every
 * request of the app is (issue 20).
 */
export const signedInApp: Target = {
  name: 'signed-in',
  async start(context) {
    const app = await context.app();
    const address = app.server.address() as AddressInfo | null;
    if (!address) throw new Error('the app target must be listening before signed-in starts');
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
      origin: `http://${address.address}:${address.port}`,
      headers: { cookie },
      close: async () => {},
    };
  },
};
