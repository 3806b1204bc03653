import { isLocale, type Locale } from '@shared/i18n/locales';
import { useQueryClient } from '@tanstack/react-query';
import { storeProfile, updateProfile, useProfile } from '@web/features/profile/api';
import { applyLocale, currentLocale } from '@web/lib/i18n/language';
import { useSession } from '@web/lib/session/session';
import { useEffect, useRef } from 'react';

/*
 * The language follows the person (issue 17): chosen on one device, saved to
 * the profile, applied on every other device they sign in on.
 */

/** A choice made signed out (landing, login, sign-up), for the profile at sign-in. */
const CHOSEN_SIGNED_OUT_KEY = 'homestay.language.chosen-signed-out';

function rememberSignedOutChoice(locale: Locale | null) {
  try {
    if (locale) window.localStorage.setItem(CHOSEN_SIGNED_OUT_KEY, locale);
    else window.localStorage.removeItem(CHOSEN_SIGNED_OUT_KEY);
  } catch {
    // Private mode: the device's language still changed.
  }
}

function signedOutChoice(): Locale | undefined {
  try {
    const chosen = window.localStorage.getItem(CHOSEN_SIGNED_OUT_KEY);
    return isLocale(chosen) ? chosen : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Switches the app to `locale`; signed in, saves it to the profile too.
 * Resolves once the screen speaks it; rejects when the profile refused it
 * (the device keeps it either way).
 */
export function useChooseLanguage() {
  const session = useSession();
  const queryClient = useQueryClient();
  return async (locale: Locale) => {
    await applyLocale(locale);
    if (session.status !== 'signed-in') {
      rememberSignedOutChoice(locale);
      return;
    }
    storeProfile(queryClient, await updateProfile({ language: locale }));
  };
}

/**
 * Keeps this device in the profile's language. A profile with none yet gets
 * this device's (so mail is written in it), and a choice made here while
 * signed out wins once, at sign-in.
 */
export function useFollowProfileLanguage() {
  const { data: profile } = useProfile();
  const queryClient = useQueryClient();
  const saving = useRef(false);
  useEffect(() => {
    if (!profile || saving.current) return;
    const chosen = signedOutChoice();
    const wanted = chosen ?? (profile.language === null ? currentLocale() : undefined);
    if (wanted && wanted !== profile.language) {
      saving.current = true;
      updateProfile({ language: wanted })
        .then((saved) => storeProfile(queryClient, saved))
        .catch(() => {
          // Saved next time the profile is read; this device speaks it already.
        })
        .finally(() => {
          saving.current = false;
        });
      rememberSignedOutChoice(null);
      return;
    }
    rememberSignedOutChoice(null);
    if (profile.language && profile.language !== currentLocale()) {
      void applyLocale(profile.language);
    }
  }, [profile, queryClient]);
}
