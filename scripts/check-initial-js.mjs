// The initial-JS budget: the JavaScript index.html loads before the first
// paint (its entry script and every chunk it modulepreloads), gzip level 9.
// Issue 17 (languages) had to keep it where it was before the i18n runtime
// came in (228.5 KB at d51d839); moving the signed-in shell and zod out of
// it (decision 144) took it to 193 KB. Issue 20 (decision 148) took the
// toasts (sonner) and the app's own pages (not found, route error,
// restricted, with their frame and Trans) out: 169.5 KB. Then (decision 151)
// the ICU messages parsed at build time (no parser in the browser),
// tailwind-merge, the menus and the string catalogue out, react-router's
// production build: 149.9 KB (149.3 KB since a route's namespace list became
// a chunk of its own), and the budget is issue 20's 150 KB
// (docs/performance.md). What is left is mostly React, the router, i18next
// and TanStack Query.
// scripts/build.mjs runs it after every build and fails the build over
// budget; on its own:
//   node scripts/check-initial-js.mjs [--verbose]
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const INITIAL_JS_BUDGET_BYTES = 150_000;

/** The scripts index.html loads: `<script src>` and `<link rel="modulepreload" href>`. */
export async function initialScripts(webRoot) {
  const html = await fs.readFile(path.join(webRoot, 'index.html'), 'utf8');
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /<script\b/.test(tag) || /rel="modulepreload"/.test(tag))
    .map((tag) => tag.match(/(?:src|href)="([^"]+\.js)"/)?.[1])
    .filter((url) => url !== undefined);
}

/** Each initial script with its gzip size, biggest first, and the total. */
export async function measureInitialJs(webRoot = path.join(root, 'dist/web')) {
  const urls = await initialScripts(webRoot);
  const files = await Promise.all(
    urls.map(async (url) => {
      const content = await fs.readFile(path.join(webRoot, url));
      return { url, gzipBytes: zlib.gzipSync(content, { level: 9 }).length };
    }),
  );
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Prints the total; throws over budget. */
export async function checkInitialJs({ verbose = false, quiet = false } = {}) {
  const { files, totalGzipBytes } = await measureInitialJs();
  if (verbose)
    for (const file of files) console.log(`${kb(file.gzipBytes).padStart(10)}  ${file.url}`);
  const summary = `Initial JS: ${files.length} files, ${kb(totalGzipBytes)} gzip (budget ${kb(INITIAL_JS_BUDGET_BYTES)})`;
  if (totalGzipBytes > INITIAL_JS_BUDGET_BYTES) {
    throw new Error(
      `${summary}: over budget. Load what the first paint does not need lazily (a page's or the signed-in shell's chunk), or make it smaller.`,
    );
  }
  if (!quiet) console.log(summary);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  checkInitialJs({ verbose: process.argv.includes('--verbose') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
