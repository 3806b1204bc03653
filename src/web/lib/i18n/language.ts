import { DEFAULT_LOCALE, isLocale, type Locale, pickLocale } from '@shared/i18n/locales';
import { i18n } from './i18n';

/**
 * Which language the app speaks (issue 17): the profile's saved choice, else
 * the browser's languages, else English. The last one applied is kept on the
 * device too, so the next start paints in it before the profile is read.
 */
export const LANGUAGE_STORAGE_KEY = 'homestay.language';

function savedOnDevice(): Locale | undefined {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** The language to start in, before anything is read from the server. */
export function initialLocale(): Locale {
  const saved = savedOnDevice();
  if (saved) return saved;
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  return pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The language the app speaks now. */
export const currentLocale = (): Locale =>
  isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;

/**
 * Speaks `locale` from now on in this tab: texts, `<html lang>`, and the
 * device's memory of it. Resolves once the texts on screen can be shown in it.
 */
export async function applyLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the profile still remembers it for a signed-in person.
  }
  document.documentElement.lang = locale;
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
