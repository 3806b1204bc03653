import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { aliases, browserAliases } from './vite.config.ts';

// Three projects: pure shared rules (and the architecture test, which reads
// the source as text), the server against a real PostgreSQL, and the web app
// in jsdom. `npm test` runs all three.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // A failing test is fixed, never retried.
    retry: 0,
    // At least two files at a time. Vitest's default is one fewer than the
    // cores, so on a 2-core machine (CI's) a single worker ran every file in
    // turn: 1,612 s for what two workers do in about half of it, since the
    // server tests mostly wait on PostgreSQL and the web tests on jsdom.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'shared',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          // The architecture tests parse every source file with TypeScript:
          // 4.3 s on a busy 2-core machine, and over 5 s (the default) at a
          // load average of 13.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          // tests/cluster and tests/redis need nginx and Redis: `npm run test:services`.
          exclude: [
            ...configDefaults.exclude,
            'tests/architecture/**',
            'tests/cluster/**',
            'tests/redis/**',
          ],
          globalSetup: ['tests/setup/global-database.ts'],
          setupFiles: ['tests/setup/fail-on-console.ts'],
          // A worker keeps its modules from one file to the next (decision
          // 166): each file imported the whole server again, 347 of the
          // project's 654 s on CI's 2 cores. Every file builds its own app on
          // its own database, so what a module keeps (compiled statements,
          // a user's skills by id) is never another file's. The web project
          // stays isolated: jsdom and its stores are one per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        // zod as the browser build has it (schemas made on first use).
        resolve: { alias: browserAliases },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web-setup.ts', 'tests/setup/fail-on-console.ts'],
          // Whole-app renders (router, lazy pages, several fetches) in jsdom
          // take seconds on a busy 2-core machine; 5 s failed them there.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
