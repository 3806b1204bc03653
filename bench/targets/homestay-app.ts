import type { Target } from './target';
import { appOrigin } from './target';

/** The real app from buildApp(config): every plugin, hook and the request log, as deployed. */
export const homestayApp: Target = {
  name: 'app',
  async start(context) {
    const app = await context.app();
    const origin = await appOrigin(app);
    // The target process closes the app itself, after the targets that use its database.
    return { origin, close: async () => {} };
  },
};
