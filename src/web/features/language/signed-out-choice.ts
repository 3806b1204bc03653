import { isLocale, type Locale } from '@shared/i18n/locales';

/** A choice made signed out (landing, login, sign-up), for the profile at sign-in. */
const CHOSEN_SIGNED_OUT_KEY = 'homestay.language.chosen-signed-out';

/** Keeps (or, with null, forgets) the language chosen while signed out. */
export function rememberSignedOutChoice(locale: Locale | null) {
  try {
    if (locale) window.localStorage.setItem(CHOSEN_SIGNED_OUT_KEY, locale);
    else window.localStorage.removeItem(CHOSEN_SIGNED_OUT_KEY);
  } catch {
    // Private mode: the device's language still changed.
  }
}

/** The language chosen while signed out, if any. */
export function signedOutChoice(): Locale | undefined {
  try {
    const chosen = window.localStorage.getItem(CHOSEN_SIGNED_OUT_KEY);
    return isLocale(chosen) ? chosen : undefined;
  } catch {
    return undefined;
  }
}
