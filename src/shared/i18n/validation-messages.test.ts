import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import english from './catalogues/en/validation.json';

/*
 * Issue 17: the web says a schema's message in the reader's language by
 * finding its English text in validation.json. Every literal message the
 * shared schemas give zod (`message: '…'`, `error: '…'`) must be there, so a
 * new one cannot slip in untranslated. (A message built from a label or a
 * limit, `${label} is required`, says its issue's generic text instead.)
 */
const SHARED = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'catalogues' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const LITERAL =
  /\b(?:message|error):\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\$]|\\.)*)`)/g;

function literalMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SHARED)) {
    for (const match of readFileSync(file, 'utf8').matchAll(LITERAL)) {
      const message = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1');
      found.set(message, file.slice(SHARED.length + 1));
    }
  }
  return found;
}

describe('validation messages of the shared schemas', () => {
  it('finds the schemas’ messages', () => {
    expect(literalMessages().size).toBeGreaterThan(100);
  });

  it('has every literal message in en/validation.json', () => {
    const known = new Set(Object.values(english.messages));
    const missing = [...literalMessages()]
      .filter(([message]) => !known.has(message))
      .map(([message, file]) => `${file}: ${message}`);
    expect(missing).toEqual([]);
  });
});
