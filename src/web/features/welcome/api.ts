import type { Profile } from '@shared/api/profile';
import { useQueryClient } from '@tanstack/react-query';
import { storeProfile } from '@web/features/profile/api';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session/session';
import { useCallback } from 'react';

/*
 * "Shown once": the introduction remembers it was seen. Signed in, on the
 * profile (PATCH /api/profile { hasSeenWelcome: true }) and in this browser
 * under the user's id, so a failed or missing endpoint never shows it twice;
 * signed out, in this browser only.
 */

const STORAGE_KEY = 'homestay.hasSeenWelcome';
const keyFor = (userId: string | null) => (userId ? `${STORAGE_KEY}.${userId}` : STORAGE_KEY);

/** Whether this browser remembers the introduction as seen (by this user, or signed out). */
export function hasSeenWelcomeLocally(userId: string | null = null): boolean {
  try {
    return window.localStorage.getItem(keyFor(userId)) === '1';
  } catch {
    return false;
  }
}

function rememberLocally(userId: string | null) {
  try {
    window.localStorage.setItem(keyFor(userId), '1');
  } catch {
    // Private mode or storage full: the profile flag still holds it when signed in.
  }
}

/** Whether a signed-in user's introduction still waits: complete profile, unseen on it and in this browser. */
export function welcomeStillDue(profile: Profile | null | undefined, userId: string): boolean {
  // An incomplete profile goes to /signup/details first (the profile gate).
  return profile?.isComplete === true && !profile.hasSeenWelcome && !hasSeenWelcomeLocally(userId);
}

/** Marks the introduction seen; never throws (the endpoint may not be there yet). */
export function useMarkWelcomeSeen(): () => Promise<void> {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.status === 'signed-in' ? session.user.id : null;

  return useCallback(async () => {
    rememberLocally(null);
    if (!userId) return;
    rememberLocally(userId);
    try {
      const profile = await api.patch<Profile>('/api/profile', { hasSeenWelcome: true });
      storeProfile(queryClient, profile);
    } catch {
      // Remembered in this browser; the profile catches up the next time it can.
    }
  }, [queryClient, userId]);
}
