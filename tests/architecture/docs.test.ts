import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs stay true to the code (issue 13): every link and every file path
// they name exists, every decision record has its three parts, and the index
// lists every feature page.

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const markdownIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownIn(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
const documents = ['README.md', ...markdownIn('docs')];

/** Relative links `[text](path#anchor)` that lead nowhere. */
function brokenLinks(path: string): string[] {
  const links = [...read(path).matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1] ?? '');
  return links
    .filter((link) => !/^[a-z]+:/i.test(link))
    .filter((link) => !existsSync(normalize(join(ROOT, dirname(path), link))))
    .map((link) => `${path}: ${link}`);
}

/** Paths in backticks, such as `src/server/app.ts`, that are not in the tree. */
function missingPaths(path: string): string[] {
  const named = [...read(path).matchAll(/`((?:src|tests|e2e|bench|scripts)\/[^`\s]+)`/g)].map(
    (m) => m[1] ?? '',
  );
  return named
    .filter((file) => !/[<>{}*…]/.test(file) && !file.startsWith('bench/results/'))
    .filter((file) => !existsSync(join(ROOT, file.split('#')[0] ?? file)))
    .map((file) => `${path}: ${file}`);
}

describe('the documentation', () => {
  it('links only to files that exist', () => {
    expect(documents.flatMap(brokenLinks)).toEqual([]);
  });

  it('names only source paths that exist', () => {
    expect(documents.flatMap(missingPaths)).toEqual([]);
  });

  it('gives every decision record a context, a decision and consequences', () => {
    const incomplete = markdownIn('docs/decisions').filter((path) => {
      const text = read(path);
      return !['## Context', '## Decision', '## Consequences'].every((h) => text.includes(h));
    });
    expect(incomplete).toEqual([]);
  });

  it('lists every feature page in the index', () => {
    const index = read('docs/README.md');
    const unlisted = markdownIn('docs/features').filter(
      (path) => !index.includes(`(${path.slice('docs/'.length)})`),
    );
    expect(unlisted).toEqual([]);
  });
});
