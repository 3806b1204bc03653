import { readerLocale } from '@web/lib/reader-format';

/*
 * Languages people speak (issue 18): ISO 639-1 codes on profiles, named by the
 * browser in the reader's language (Intl.DisplayNames: 'de' is 'German' in
 * English, 'Deutsch' in German, 'alemán' in Spanish). No catalogue holds them.
 */

/** About forty languages many helpers and hosts speak: what the profile offers to tick. */
export const COMMON_LANGUAGE_CODES = [
  'ar',
  'bg',
  'bn',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sr',
  'sv',
  'sw',
  'th',
  'tr',
  'uk',
  'vi',
  'zh',
] as const;

/** Intl's language names, one per locale; null where the runtime has none. */
const languageNames = new Map<string, Intl.DisplayNames | null>();

/** The name of a language code in the reader's language; the code itself if unknown. */
export function languageName(code: string, locale: string = readerLocale()): string {
  let names = languageNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    } catch {
      names = null;
    }
    languageNames.set(locale, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Several languages' names as one phrase, in the order given ('German, Portuguese and English'). */
export function languageListText(
  codes: readonly string[],
  locale: string = readerLocale(),
): string {
  const names = codes.map((code) => languageName(code, locale));
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/**
 * The common languages and any others already chosen, as `{ code, name }`
 * sorted by name in the reader's language (for pickers).
 */
export function languageOptions(
  chosen: readonly string[] = [],
  locale: string = readerLocale(),
): Array<{ code: string; name: string }> {
  const codes = new Set<string>([...COMMON_LANGUAGE_CODES, ...chosen]);
  const collator = new Intl.Collator(locale);
  return [...codes]
    .map((code) => ({ code, name: languageName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
