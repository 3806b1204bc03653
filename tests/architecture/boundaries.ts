import { readFileSync } from 'node:fs';
import path from 'node:path';
import { featureOf, type ImportEdge, ROOT } from './import-graph';

// The layout rules of STYLE.md and decision 070, as functions over the import
// graph, so the architecture test can state each one and check its own teeth
// on a made-up graph.

/** What a feature offers the others: on the server its service and presenter,
 * on the web its api.ts and the components directly in its components/ folder. */
export function isPublicModule(side: string, rest: string): boolean {
  if (side === 'server') return rest === 'service.ts' || rest === 'presenter.ts';
  return rest === 'api.ts' || /^components\/[^/]+\.tsx?$/.test(rest);
}

/** Imports from one feature into another feature's internals. */
export function deepFeatureImports(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => {
    const from = featureOf(edge.from);
    const to = featureOf(edge.to);
    if (!from || !to || from.side !== to.side || from.feature === to.feature) return false;
    return !isPublicModule(to.side, to.rest);
  });
}

/** Layers that features stand on and that must not lean back on a feature. */
const FOUNDATIONS = [
  'src/server/platform/',
  'src/server/db/',
  'src/web/components/',
  'src/web/lib/',
];

/** Imports from a foundation layer (platform, db, web components and lib) into a feature. */
export function foundationImportsOfFeatures(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter(
    (edge) => FOUNDATIONS.some((dir) => edge.from.startsWith(dir)) && featureOf(edge.to) !== null,
  );
}

export const MAX_LINES = 500;

/** Seed data (rows described as literals) may be long; its code may not. */
const LONG_FILE_ALLOWED = /^src\/server\/seed\/.*-data\.ts$/;

/** Source files over MAX_LINES lines, with their length. */
export function oversizedFiles(files: string[]): { file: string; lines: number }[] {
  return files
    .filter((file) => !LONG_FILE_ALLOWED.test(file))
    .map((file) => ({
      file,
      lines: readFileSync(path.join(ROOT, file), 'utf8').trimEnd().split('\n').length,
    }))
    .filter(({ lines }) => lines > MAX_LINES);
}

/** `event.data as …`: a realtime payload cast instead of narrowed by its kind. */
const REALTIME_CAST = /\bevent\.data\s+as\b|\bevent\s+as\s+RealtimeEvent\b|\bas\s+ServerFrame\b/;

/** Lines that cast a realtime event or its payload. */
export function realtimeCasts(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (REALTIME_CAST.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

/**
 * Module entry points that exist to gather a folder (drizzle's schema, the
 * storage drivers), and the browser build's stand-in for zod, which must
 * re-export zod to be it (a build alias; decision 144).
 */
const BARRELS = new Set([
  'src/server/db/schema/index.ts',
  'src/server/platform/storage/index.ts',
  'src/web/lib/zod-browser.ts',
]);

/**
 * Lines that re-export another module's names (`export … from`, or `export {
 * name }` of an imported name): a re-export chain is how four services once
 * came to import each other. Import a thing from the module that defines it.
 */
export function reExports(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (BARRELS.has(file)) continue;
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const imported = new Set(
      [...text.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}\s+from/gm)].flatMap((m) =>
        (m[1] ?? '').split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
      ),
    );
    text.split('\n').forEach((line, index) => {
      const forwarded = /^export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s+from\s/.test(line);
      const local = /^export\s+(?:type\s+)?\{([^}]*)\};?\s*$/.exec(line);
      const names = local
        ? (local[1] ?? '').split(',').map((n) => n.replace(/^\s*type\s+/, '').trim())
        : [];
      if (forwarded || names.some((name) => imported.has(name)))
        found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}
