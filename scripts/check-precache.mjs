// The precache budget of issue 16: the files the service worker precaches
// (the app shell every install downloads up front) must stay under 440 KB
// gzip (400 KB until issue 17's i18n runtime, 420 KB until issue 18's map
// views in the offline pages, docs/performance.md). Reads the list Workbox injected into dist/web/sw.js, gzips each file
// as scripts/build.mjs does (level 9) and sums. scripts/build.mjs runs it
// after every build and fails the build over budget; on its own:
//   node scripts/check-precache.mjs [--verbose]
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PRECACHE_BUDGET_BYTES = 440_000;

/** The precache entries (`{ url, revision }`) Workbox wrote into the worker. */
export async function precacheEntries(webRoot) {
  const worker = await fs.readFile(path.join(webRoot, 'sw.js'), 'utf8');
  const list = worker.match(/\[\{"revision":[\s\S]*?\}\]/);
  if (!list)
    throw new Error('dist/web/sw.js has no precache manifest: was it built by vite-plugin-pwa?');
  return JSON.parse(list[0]);
}

/** Each precached file with its gzip size, biggest first, and the total. */
export async function measurePrecache(webRoot = path.join(root, 'dist/web')) {
  const entries = await precacheEntries(webRoot);
  const files = await Promise.all(
    entries.map(async ({ url }) => {
      const content = await fs.readFile(path.join(webRoot, url));
      return { url, gzipBytes: zlib.gzipSync(content, { level: 9 }).length };
    }),
  );
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files, totalGzipBytes };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Prints the total; throws over budget. */
export async function checkPrecache({ verbose = false, quiet = false } = {}) {
  const { files, totalGzipBytes } = await measurePrecache();
  if (verbose)
    for (const file of files) console.log(`${kb(file.gzipBytes).padStart(10)}  ${file.url}`);
  const summary = `Precache: ${files.length} files, ${kb(totalGzipBytes)} gzip (budget ${kb(PRECACHE_BUDGET_BYTES)})`;
  if (totalGzipBytes > PRECACHE_BUDGET_BYTES) {
    throw new Error(
      `${summary}: over budget. Leave rarely used pages out of the shell (PRECACHE_IGNORES in vite.config.ts) or make them smaller.`,
    );
  }
  if (!quiet) console.log(summary);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  checkPrecache({ verbose: process.argv.includes('--verbose') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
