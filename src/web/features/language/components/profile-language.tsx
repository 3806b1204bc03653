import { useQueryClient } from '@tanstack/react-query';
import { storeProfile, updateProfile, useProfile } from '@web/features/profile/api';
import { applyLocale, currentLocale } from '@web/lib/i18n/language';
import { useEffect, useRef } from 'react';
import { rememberSignedOutChoice, signedOutChoice } from '../signed-out-choice';

/**
 * Keeps this device in the profile's language. A profile with none yet gets
 * this device's (so mail is written in it), and a choice made here while
 * signed out wins once, at sign-in.
 */
function useFollowProfileLanguage() {
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

/**
 * Keeps this device in the language saved on the profile (issue 17): mounted
 * once in the signed-in shell, so choosing a language on one device changes
 * every other one the next time it reads the profile.
 */
export function ProfileLanguage() {
  useFollowProfileLanguage();
  return null;
}
