import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

// `npm run test:cluster`: the app as `npm run cluster` runs it, two processes
// behind Debian's nginx (tests/cluster). Not part of `npm test`: it needs the
// built app (`npm run build`) and nginx. .ci/run runs it on PostgreSQL 15
// (TEST_DATABASE_URL) after the build; without it, the embedded PostgreSQL.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    retry: 0,
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/global-database.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
