import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The app the benches measure (issue 20): the built server in dist/server,
// as `npm start` runs it, unless BENCH_FROM_SOURCE=1 asks for the TypeScript
// source through tsx (to measure a change without building).

type AppModule = typeof import('../src/server/app');
type ConfigModule = typeof import('../src/server/config');

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Which app a bench runs, in a line for its output. */
export function measuredApp(): string {
  return process.env.BENCH_FROM_SOURCE === '1'
    ? 'the TypeScript source through tsx (BENCH_FROM_SOURCE=1)'
    : `the built server (dist/server, built ${builtAt() ?? 'never'})`;
}

function builtAt(): string | null {
  try {
    return fs.readFileSync(path.join(root, 'dist/.build-stamp'), 'utf8').trim();
  } catch {
    return null;
  }
}

/** buildApp and loadConfig, from dist/server (or the source with BENCH_FROM_SOURCE=1). */
export async function appModules(): Promise<{
  buildApp: AppModule['buildApp'];
  loadConfig: ConfigModule['loadConfig'];
}> {
  if (process.env.BENCH_FROM_SOURCE === '1') {
    const [app, config] = await Promise.all([
      import('../src/server/app'),
      import('../src/server/config'),
    ]);
    return { buildApp: app.buildApp, loadConfig: config.loadConfig };
  }
  const built = (name: string) => path.join(root, 'dist/server', `${name}.js`);
  if (!fs.existsSync(built('app')) || !fs.existsSync(built('config'))) {
    throw new Error(
      'The benches measure the built server: run `npm run build` first (or set BENCH_FROM_SOURCE=1 to measure the source).',
    );
  }
  const [app, config] = (await Promise.all([
    import(pathToFileURL(built('app')).href),
    import(pathToFileURL(built('config')).href),
  ])) as [AppModule, ConfigModule];
  return { buildApp: app.buildApp, loadConfig: config.loadConfig };
}

/** The shell's DATABASE_POOL_SIZE for a bench's app, to compare pool sizes; none: the app's default. */
export function poolSizeFromShell(): { DATABASE_POOL_SIZE?: string } {
  const size = process.env.DATABASE_POOL_SIZE;
  return size ? { DATABASE_POOL_SIZE: size } : {};
}
