import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@shared': fromRoot('./src/shared'),
  '@server': fromRoot('./src/server'),
  '@web': fromRoot('./src/web'),
  '@tests': fromRoot('./tests'),
};

// The web app lives in src/web and is built into dist/web, which the Fastify
// server serves in production (see src/server/platform/static-files.ts).
export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // Hashed file names let the server cache /assets/* for a year.
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod and the module that turns its generated parsers off share
            // one chunk, so the switch runs before any chunk defines a
            // schema (see src/web/lib/zod-csp.ts); left to itself the
            // bundler put zod with the shared schemas, ahead of the switch.
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]web[\\/]lib[\\/]zod-csp\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    host: '127.0.0.1',
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
});
