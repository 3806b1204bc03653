// Builds when the sources are newer than the last build: what `npm start` and
// `npm run cluster` do before they run dist/server.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist/.build-stamp');
const INPUTS = ['src', 'package.json', 'vite.config.ts', 'tsconfig.json', 'scripts/build.mjs'];

async function newestInputTime() {
  let newest = 0;
  for (const input of INPUTS) {
    const full = path.join(root, input);
    const stat = await fs.stat(full).catch(() => null);
    if (!stat) continue;
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    for (const entry of await fs.readdir(full, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const fileStat = await fs.stat(path.join(entry.parentPath, entry.name));
      newest = Math.max(newest, fileStat.mtimeMs);
    }
  }
  return newest;
}

/** Builds dist/ unless it is newer than every source; says so when it builds. */
export async function ensureBuilt() {
  const built = await fs.stat(stamp).catch(() => null);
  if (built && built.mtimeMs >= (await newestInputTime())) return;
  console.log(built ? 'Sources changed: rebuilding…' : 'First start: building the app…');
  const { build } = await import('./build.mjs');
  await build({ quiet: true });
}
