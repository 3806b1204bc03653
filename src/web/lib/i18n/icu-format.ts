import { isPlainMessage } from '@shared/i18n/compiled-messages';
import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import type { I18nFormatModule } from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';

/*
 * i18next's ICU formatting (decision 143), as i18next-icu did it, for
 * messages compiled at build time (decision 151): a catalogue's message is
 * plain text, given back as it is, or ICU's syntax tree, which
 * intl-messageformat formats without parsing. The tests and the dev server
 * read the catalogues as written; their ICU texts are parsed here, as
 * before. Formatters are made once per language, namespace and key.
 */

type Resolved = { resolved?: { res?: unknown } };

/*
 * intl-messageformat finds a formatter's locale with
 * Intl.NumberFormat.supportedLocalesOf, and that first call loads the
 * browser's number data: 13–16 ms on this machine, four times that on a
 * phone, inside the first render's task even when no message on the page
 * formats a number. Every language the app speaks (LOCALES) is the locale
 * as written, so it is taken as it is; a number, when a message has one,
 * still loads the data then.
 */
IntlMessageFormat.resolveLocale = (locales) =>
  new Intl.Locale(typeof locales === 'string' ? locales : (locales[0] ?? DEFAULT_LOCALE));

const formatters = new Map<string, IntlMessageFormat>();

function format(
  message: unknown,
  values: Record<string, unknown>,
  language: string,
  namespace: string,
  key: string,
  info?: Resolved,
): unknown {
  if (typeof message === 'string' && isPlainMessage(message)) return message;
  const id = `${language}\u0000${namespace}\u0000${key}`;
  try {
    let formatter = formatters.get(id);
    if (!formatter) {
      formatter = new IntlMessageFormat(
        message as ConstructorParameters<typeof IntlMessageFormat>[0],
        language,
        undefined,
        // Tags are text: react-i18next's Trans turns <0>…</0> into elements.
        { ignoreTag: true },
      );
      // A default value (no message found) is not remembered under the key.
      if (!info || info.resolved?.res) formatters.set(id, formatter);
    }
    return formatter.format(values as Parameters<IntlMessageFormat['format']>[0]);
  } catch {
    // A value missing: the message as written (i18next-icu's way), or the
    // key when only its syntax tree came.
    return typeof message === 'string' ? message : key;
  }
}

/** The i18nFormat module of the app's i18next instance. */
export const icuFormat = {
  type: 'i18nFormat',
  parse: format,
  // Plurals and selects are in the message: no `_one`/`_other` keys to look up.
  addLookupKeys: (keys: string[]) => keys,
} as I18nFormatModule;
