// Builds what `npm start` serves: the web app (Vite) into dist/web with .br/.gz
// twins of each compressible file, and the server (esbuild) into dist/server.
// The web app's service worker must keep its precache under budget
// (scripts/check-precache.mjs), and its first paint's JavaScript under its
// own (scripts/check-initial-js.mjs), or the build fails.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { build as viteBuild } from 'vite';
import { checkInitialJs } from './check-initial-js.mjs';
import { checkPrecache } from './check-precache.mjs';
import { prerenderFirstPaint } from './prerender-first-paint.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;

export async function build({ quiet = false } = {}) {
  const started = Date.now();
  await viteBuild({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: quiet ? 'warn' : 'info',
  });
  // The public pages' first paint from HTML and CSS (issue 20): after the
  // service worker's precache list is made, which leaves them out.
  await prerenderFirstPaint({ webRoot: path.join(dist, 'web'), quiet });
  await precompress(path.join(dist, 'web'));
  // The service worker's precache budget (issue 16): over it, the build fails.
  await checkPrecache({ quiet });
  // The first paint's JavaScript (issue 17 kept it where it was).
  await checkInitialJs({ quiet });
  // main.js is what `npm start` runs; app.js and config.js are the same code
  // for the benches, which build the app themselves (issue 20: they measure
  // the built server, not the TypeScript source through tsx).
  await esbuild.build({
    entryPoints: ['main', 'app', 'config'].map((name) => path.join(root, `src/server/${name}.ts`)),
    outdir: path.join(dist, 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: quiet ? 'warning' : 'info',
  });
  await fs.writeFile(path.join(dist, '.build-stamp'), `${new Date().toISOString()}\n`);
  if (!quiet) console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function precompress(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const content = await fs.readFile(file);
        if (content.length < 1024) return; // Not worth a second request's negotiation.
        const [br, gz] = await Promise.all([
          brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip(content, { level: 9 }),
        ]);
        await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  build().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
