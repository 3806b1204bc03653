import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

// The tests that need services beyond Node and the embedded PostgreSQL, so
// not part of `npm test` (which needs nothing but `npm install`). .ci/run
// installs the services from Debian and runs them on PostgreSQL 15
// (TEST_DATABASE_URL); without it, on the embedded PostgreSQL.
//   cluster: the built app as `npm run cluster` runs it, two processes behind
//            nginx (`npm run build` first; Debian's nginx)
//   redis:   the realtime bus on Redis (Debian's redis-server, or REDIS_SERVER)
// `npm run test:services` runs both; `npm run test:cluster`, `npm run test:redis` one.
const shared = {
  environment: 'node' as const,
  globalSetup: ['tests/setup/global-database.ts'],
  setupFiles: ['tests/setup/fail-on-console.ts'],
  testTimeout: 60_000,
  hookTimeout: 240_000,
};

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    retry: 0,
    projects: [
      {
        resolve: { alias: aliases },
        test: { ...shared, name: 'cluster', include: ['tests/cluster/**/*.test.ts'] },
      },
      {
        resolve: { alias: aliases },
        test: { ...shared, name: 'redis', include: ['tests/redis/**/*.test.ts'] },
      },
    ],
  },
});
