// The server Playwright tests against: the BUILT app (dist/server/main.js, as
// `npm start` runs it) on a throwaway DATA_DIR, loopback only. Playwright
// starts it (playwright.config.ts, webServer) and stops it with SIGTERM; the
// app then stops its embedded PostgreSQL and this script removes the folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entry = path.join(root, 'dist/server/main.js');

// playwright.config.ts makes the folder (tests read the mail outbox in it);
// run by hand, this script makes its own.
const dataDir = process.env.DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'homestay-e2e-'));
process.on('exit', () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});
if (!fs.existsSync(entry) || !fs.existsSync(path.join(root, 'dist/web/index.html'))) {
  console.error('The end-to-end tests run the built app: run `npm run build` first.');
  process.exit(1);
}
warnIfStale();

Object.assign(process.env, {
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  // Every test signs up its own people, all from 127.0.0.1: the per-address
  // limits on the auth endpoints would refuse them within a minute. Those
  // limits have their own in-process tests.
  AUTH_RATE_LIMIT: process.env.AUTH_RATE_LIMIT || 'false',
});
delete process.env.DATABASE_URL;
// The origin the browser uses: better-auth refuses requests from any other.
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT}`;
await import(pathToFileURL(entry).href);

/** A build older than the sources would test yesterday's app: say so, loudly. */
function warnIfStale() {
  const built = fs.statSync(path.join(root, 'dist/.build-stamp'), { throwIfNoEntry: false });
  const newest = newestMtime(path.join(root, 'src'));
  if (!built || built.mtimeMs < newest) {
    console.warn(
      'Warning: dist/ is older than src/; these tests run the old build (npm run build).',
    );
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}
