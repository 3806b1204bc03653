import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// A small reader of the project's own import graph. It reads source files as
// text: every import in src/ is a static `import … from '…'`, an
// `export … from '…'` or a dynamic `import('…')` with a literal path, so a
// regular expression finds them all without a parser (and without a new
// dependency just for a test).

export const ROOT = path.resolve(import.meta.dirname, '../..');

const ALIASES: Record<string, string> = {
  '@shared/': 'src/shared/',
  '@server/': 'src/server/',
  '@web/': 'src/web/',
  '@tests/': 'tests/',
};

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];
const IMPORT_PATTERN =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export type ImportEdge = {
  from: string;
  to: string;
  /** Whether every import of this edge is `import type` (erased at run time). */
  typeOnly: boolean;
};

/** Every source file below `dir` (relative to the root), tests included. */
export function sourceFiles(dir: string): string[] {
  const absolute = path.join(ROOT, dir);
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      // Installed packages are not the project's code, wherever they sit.
      if (entry === 'node_modules') continue;
      const full = path.join(current, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (SOURCE_EXTENSIONS.some((ext) => entry.endsWith(ext)) && !entry.endsWith('.d.ts')) {
        found.push(path.relative(ROOT, full));
      }
    }
  };
  walk(absolute);
  return found.sort();
}

function resolveSpecifier(fromFile: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = path.join(path.dirname(fromFile), specifier);
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) base = target + specifier.slice(alias.length);
  }
  if (base === null) return null; // a package
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  for (const candidate of candidates) {
    const full = path.join(ROOT, candidate);
    if (existsSync(full) && statSync(full).isFile()) return path.normalize(candidate);
  }
  return null;
}

/** The project-internal imports of the given files. */
export function importEdges(files: string[]): ImportEdge[] {
  const edges = new Map<string, ImportEdge>();
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of text.matchAll(IMPORT_PATTERN)) {
      const specifier = match[1] ?? match[2];
      if (!specifier) continue;
      const target = resolveSpecifier(file, specifier);
      if (!target) continue;
      const typeOnly = /^\s*(?:[;\s])?(?:import|export)\s+type\s/.test(match[0]);
      const key = `${file} -> ${target}`;
      const known = edges.get(key);
      if (known) known.typeOnly &&= typeOnly;
      else edges.set(key, { from: file, to: target, typeOnly });
    }
  }
  return [...edges.values()];
}

/** Strongly connected components with more than one file (Tarjan), each sorted. */
export function importCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
    if (!next.has(edge.to)) next.set(edge.to, []);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** `src/server/features/chores/service.ts` -> `{ side: 'server', feature: 'chores', rest: 'service.ts' }`. */
export function featureOf(file: string): { side: string; feature: string; rest: string } | null {
  const match = /^src\/(server|web)\/features\/([^/]+)\/(.+)$/.exec(file);
  if (!match) return null;
  const [, side = '', feature = '', rest = ''] = match;
  return { side, feature, rest };
}
