import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@shared/i18n/locales';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogue } from './catalogue-files';
import { icuFormat } from './icu-format';

/**
 * The app's one i18next instance (decision 143): ICU messages (plurals and
 * selects in the message, not in key suffixes; parsed at build time,
 * decision 151), catalogues per language and namespace loaded lazily, React
 * bound through react-i18next. Components use `useTranslation(namespace)`;
 * code outside React uses `i18n.t`.
 */
export const i18n = i18next.createInstance();

/** The namespace of texts every page shares (the shell, buttons, errors). */
export const COMMON_NAMESPACE = 'common';

/**
 * Labels of codes many features show (property types, chore statuses: see
 * src/web/lib/labels), loaded with the common texts so any page can show one.
 */
export const LABELS_NAMESPACE = 'labels';

/**
 * Form validation messages (src/web/lib/i18n/validation-text.ts): any form
 * or failed call can show one, so they load with the common texts.
 */
export const VALIDATION_NAMESPACE = 'validation';

/** The shell's texts (menus, tabs, page titles, not-found): on every page. */
export const SHELL_NAMESPACE = 'shell';

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLocale(language)) {
      callback(new Error(`Homestay does not speak ${language}`), false);
      return;
    }
    loadCatalogue(language, namespace)
      .then(async (catalogue) => {
        // Another language's validation texts are found by the schemas'
        // English (validation-text.ts): load that too, though never shown.
        if (namespace === VALIDATION_NAMESPACE && language !== DEFAULT_LOCALE) {
          const english = await loadCatalogue(DEFAULT_LOCALE, namespace);
          i18n.addResourceBundle(DEFAULT_LOCALE, namespace, english, true, false);
        }
        return catalogue;
      })
      .then(
        (catalogue) => callback(null, catalogue),
        (error: unknown) => callback(error as Error, false),
      );
  },
};

/**
 * Starts i18n in `locale` and resolves when its common texts are loaded. No
 * fallback language: every catalogue has every key (catalogues.test.ts), so
 * a Spanish reader never downloads the English ones as well.
 */
export async function startI18n(
  locale: Locale = DEFAULT_LOCALE,
  /** Catalogues to start with, already loaded (the tests' English). */
  bundled?: Resource,
): Promise<void> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(locale);
    return;
  }
  await i18n
    .use(icuFormat)
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: locale,
      supportedLngs: [...LOCALES],
      // 'pt-BR' is a language of its own here: never look for 'pt'.
      load: 'currentOnly',
      fallbackLng: false,
      ns: [COMMON_NAMESPACE, LABELS_NAMESPACE, VALIDATION_NAMESPACE, SHELL_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      // React escapes what it renders; ICU does the formatting.
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      ...(bundled ? { resources: bundled, partialBundledLanguages: true, initAsync: false } : {}),
    });
}

/**
 * `i18n.t` for code outside React (label maps, toasts of a module): the text
 * of `key` in `namespace`, in the language on screen now.
 */
export function translate(
  namespace: string,
  key: string,
  values: Record<string, unknown> = {},
): string {
  return String(i18n.t(key, { ...values, ns: namespace } as never));
}
