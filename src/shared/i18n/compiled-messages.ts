import { IntlMessageFormat } from 'intl-messageformat';

/*
 * The web build parses the catalogues' ICU messages once, at build time
 * (decision 151), so the browser needs no ICU parser: a message reaches it
 * either as plain text or as the syntax tree intl-messageformat would have
 * made of it. The server and the tests read the catalogues as written.
 */

/** ICU's syntax tree of a message (intl-messageformat takes it in place of the text). */
export type MessageAst = ReturnType<IntlMessageFormat['getAst']>;

/** A catalogue message as the browser gets it: plain text, or ICU parsed at build time. */
export type CompiledMessage = string | MessageAst;

/** A catalogue, or part of one, with its messages compiled. */
export interface CompiledCatalogue {
  [key: string]: CompiledMessage | CompiledCatalogue;
}

/**
 * True for a message ICU gives back as it is: no argument (`{`, `}`) and no
 * quoting (`'`). It needs no parsing, here or in the browser.
 */
export const isPlainMessage = (message: string): boolean => !/[{}']/.test(message);

/**
 * The message as the browser gets it: plain text as it is, anything else as
 * the syntax tree intl-messageformat makes of it (the options i18next's ICU
 * formatting uses: tags are text, for react-i18next's `Trans`).
 */
export function compileMessage(message: string, locale: string): CompiledMessage {
  if (isPlainMessage(message)) return message;
  return new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst();
}

/** Every message of a catalogue compiled; its shape (nested keys) unchanged. */
export function compileCatalogue(catalogue: unknown, locale: string): CompiledCatalogue {
  const compile = (value: unknown, path: string): CompiledMessage | CompiledCatalogue => {
    if (typeof value === 'string') return compileMessage(value, locale);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new Error(`${path || 'the catalogue'} must be text or an object of texts`);
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        compile(child, path ? `${path}.${key}` : key),
      ]),
    );
  };
  const compiled = compile(catalogue, '');
  if (typeof compiled === 'string' || Array.isArray(compiled)) {
    throw new Error('A catalogue must be an object of texts');
  }
  return compiled;
}
