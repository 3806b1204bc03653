import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The checkout's root folder, found by walking up to our package.json. Works
 * the same from src/ (tests, tsx) and from the dist/ bundle, which
 * import.meta.url alone would not (STACK.md).
 */
export function projectRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (true) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate)) {
      const pkg = JSON.parse(fs.readFileSync(candidate, 'utf8')) as { name?: string };
      if (pkg.name === 'homestay') {
        cached = dir;
        return dir;
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Could not find the Homestay package root');
    dir = parent;
  }
}

let version: string | undefined;

export function appVersion(): string {
  version ??= (
    JSON.parse(fs.readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  return version;
}
