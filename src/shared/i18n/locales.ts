/**
 * The languages Homestay speaks (issue 17). English is the source: SPEC.md's
 * strings are English, word for word, and every other catalogue has exactly
 * its keys.
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Each language's name in itself: a picker lists them so, whatever language
 * the page is in, a person finds their own.
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The language we speak for one BCP 47 tag: exact first, then by its
 * language alone ('es-MX' is Spanish, 'en-GB' English, any Portuguese is
 * Brazilian Portuguese, the one we have). Undefined when we speak none of it.
 */
export function matchLocale(tag: string): Locale | undefined {
  const wanted = tag.trim().toLowerCase();
  if (!wanted) return undefined;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split(/[-_]/)[0];
  return LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
}

/** The first of `preferred` (most wanted first) we speak, else English. */
export function pickLocale(preferred: readonly (string | null | undefined)[]): Locale {
  for (const tag of preferred) {
    const locale = tag ? matchLocale(tag) : undefined;
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * An Accept-Language header's tags, most wanted first (q=0 left out): what
 * the server uses for a person it has no saved language for.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
