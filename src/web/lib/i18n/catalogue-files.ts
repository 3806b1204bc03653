import type { Locale } from '@shared/i18n/locales';

/**
 * Every catalogue, one lazy chunk each: a visitor's browser downloads only
 * the namespaces of their own language that the pages they open use. The
 * mails' words are the server's alone.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  ['./*/*.json', '!./*/mail.json'],
  // Short keys ('./en/common.json'): this index is in the first paint's code.
  { base: '../../../shared/i18n/catalogues/' },
);

const pathOf = (locale: Locale, namespace: string) => `./${locale}/${namespace}.json`;

/** Loads one catalogue; rejects for a namespace no catalogue has. */
export async function loadCatalogue(
  locale: Locale,
  namespace: string,
): Promise<Record<string, unknown>> {
  const load = files[pathOf(locale, namespace)];
  if (!load) throw new Error(`No catalogue ${locale}/${namespace}.json`);
  return (await load()).default;
}
