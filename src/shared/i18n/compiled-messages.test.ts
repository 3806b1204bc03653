import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { icuValueSets } from '@tests/helpers/icu-values';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import {
  type CompiledCatalogue,
  type CompiledMessage,
  compileCatalogue,
  isPlainMessage,
} from './compiled-messages';
import { LOCALES } from './locales';

/*
 * Decision 151: the web build parses the catalogues' ICU messages at build
 * time. Every message of every catalogue, compiled and carried as JSON (as
 * the build ships it), formats exactly as its text does, with each plural
 * and select form, in all five languages.
 */

const root = join(import.meta.dirname, 'catalogues');
const namespaces = readdirSync(join(root, 'en')).map((file) => file.replace(/\.json$/, ''));
const readText = (locale: string, namespace: string): unknown =>
  JSON.parse(readFileSync(join(root, locale, `${namespace}.json`), 'utf8'));

function messagesOf(
  text: unknown,
  compiled: CompiledCatalogue,
  prefix = '',
): Array<[string, string, CompiledMessage]> {
  return Object.entries(text as Record<string, unknown>).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const twin = compiled[key];
    if (typeof value === 'string') return [[path, value, twin as CompiledMessage]];
    return messagesOf(value, twin as CompiledCatalogue, path);
  });
}

const formatted = (message: CompiledMessage, locale: string, values: Record<string, unknown>) =>
  new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format(
    values as Parameters<IntlMessageFormat['format']>[0],
  );

describe('compiled catalogues', () => {
  describe.each(LOCALES)('%s', (locale) => {
    it.each(namespaces)('%s formats as its text, in every form', (namespace) => {
      const text = readText(locale, namespace);
      // Through JSON, as the build ships it.
      const compiled = JSON.parse(JSON.stringify(compileCatalogue(text, locale)));
      const messages = messagesOf(text, compiled);
      expect(messages.length).toBeGreaterThan(0);
      for (const [key, message, twin] of messages) {
        if (isPlainMessage(message)) {
          expect(twin, key).toBe(message);
          // ICU would have given it back as it is.
          expect(formatted(message, locale, {}), key).toBe(message);
          continue;
        }
        expect(Array.isArray(twin), key).toBe(true);
        const ast = new IntlMessageFormat(message, locale, undefined, {
          ignoreTag: true,
        }).getAst();
        for (const values of icuValueSets(ast)) {
          expect(formatted(twin, locale, values), `${key} ${JSON.stringify(values)}`).toEqual(
            formatted(message, locale, values),
          );
        }
      }
    });
  });

  it('refuses a catalogue that is not an object of texts', () => {
    expect(() => compileCatalogue({ a: { b: 3 } }, 'en')).toThrow('a.b must be text');
    expect(() => compileCatalogue('text', 'en')).toThrow();
  });
});
