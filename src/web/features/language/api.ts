import type { Locale } from '@shared/i18n/locales';
import { useQueryClient } from '@tanstack/react-query';
import { applyLocale } from '@web/lib/i18n/language';
import { useSession } from '@web/lib/session/session';
import { rememberSignedOutChoice } from './signed-out-choice';

/*
 * The language follows the person (issue 17): chosen on one device, saved to
 * the profile, applied on every other device they sign in on (the signed-in
 * shell's ProfileLanguage).
 */

/**
 * Switches the app to `locale`; signed in, saves it to the profile too.
 * Resolves once the screen speaks it; rejects when the profile refused it
 * (the device keeps it either way). The profile's API (and its schemas, with
 * zod) loads only then: the picker is on the public pages (decision 148).
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
    const { storeProfile, updateProfile } = await import('@web/features/profile/api');
    storeProfile(queryClient, await updateProfile({ language: locale }));
  };
}
