import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/*
 * Issue 17: every key of every English catalogue exists in every language,
 * with the same ICU arguments, parses as ICU, and is written for that
 * language (a catalogue mostly copied from English fails).
 */

const root = join(import.meta.dirname, 'catalogues');
type Catalogue = Record<string, string>;

function flatten(value: unknown, prefix = '', into: Catalogue = {}): Catalogue {
  if (typeof value === 'string') {
    into[prefix] = value;
    return into;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`${prefix || 'the catalogue'} must be text or an object of texts`);
  }
  for (const [key, child] of Object.entries(value)) {
    flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

const read = (locale: string, namespace: string): Catalogue =>
  flatten(JSON.parse(readFileSync(join(root, locale, `${namespace}.json`), 'utf8')));

type Element = {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
};

/** The ICU arguments a message uses ({name}, {count, plural, ...}), sorted. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const visit = (elements: Element[]) => {
    for (const element of elements) {
      // 0 is literal text and 7 the plural's '#': neither names an argument.
      if (element.type !== 0 && element.type !== 7 && typeof element.value === 'string') {
        names.add(element.value);
      }
      for (const option of Object.values(element.options ?? {})) visit(option.value);
      if (element.children) visit(element.children);
    }
  };
  visit(
    new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst() as Element[],
  );
  return [...names].sort();
}

const namespaces = readdirSync(join(root, DEFAULT_LOCALE))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

describe('catalogues', () => {
  it('have an English catalogue for every namespace of every language, and no other', () => {
    for (const locale of LOCALES) {
      const files = readdirSync(join(root, locale))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''))
        .sort();
      expect(files, locale).toEqual([...namespaces].sort());
    }
  });

  describe.each(namespaces)('%s', (namespace) => {
    const english = read(DEFAULT_LOCALE, namespace);

    it.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))(
      'in %s has every English key, with the same ICU arguments, written for the language',
      (locale) => {
        const translated = read(locale, namespace);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        let sameAsEnglish = 0;
        for (const [key, message] of Object.entries(english)) {
          const other = translated[key] ?? '';
          expect(other.trim(), `${locale}/${namespace}:${key} is empty`).not.toBe('');
          expect(argumentsOf(other, locale), `${locale}/${namespace}:${key}`).toEqual(
            argumentsOf(message, DEFAULT_LOCALE),
          );
          if (other === message) sameAsEnglish += 1;
        }
        // Names and words every language shares ('Homestay', 'Email' in
        // Portuguese) may stay; a catalogue mostly left in English may not.
        const total = Object.keys(english).length;
        if (total >= 10) expect(sameAsEnglish / total, `${locale}/${namespace}`).toBeLessThan(0.25);
      },
    );

    it('names no inline tag after an HTML void element (<Trans> would drop its text)', () => {
      const voidElements =
        /<\/?(area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)>/;
      for (const locale of LOCALES) {
        for (const [key, message] of Object.entries(read(locale, namespace))) {
          expect(voidElements.test(message), `${locale}/${namespace}:${key}`).toBe(false);
        }
      }
    });

    it('in English parses as ICU and has no empty text', () => {
      for (const [key, message] of Object.entries(english)) {
        expect(message.trim(), `${namespace}:${key}`).not.toBe('');
        expect(() => argumentsOf(message, DEFAULT_LOCALE), `${namespace}:${key}`).not.toThrow();
      }
    });
  });
});
