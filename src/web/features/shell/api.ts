import type { Profile } from '@shared/api/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@web/features/auth/session';
import { api, isApiError } from '@web/lib/api-client';

/**
 * The signed-in user's own profile (GET /api/profile), for the drawer's
 * avatar and the helper's points. The shell's public data surface: other
 * features (the dashboard) read it from here.
 */
export const profileQueryKey = ['profile'] as const;

/** The profile, or null when it cannot be read (not there yet, or signed out). */
export async function fetchOwnProfile(signal?: AbortSignal): Promise<Profile | null> {
  try {
    return await api.get<Profile>('/api/profile', signal ? { signal } : {});
  } catch (error) {
    // The drawer and dashboard fall back to the session's name and 0 points.
    if (isApiError(error) && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export const ownProfileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => fetchOwnProfile(signal),
  staleTime: 60_000,
});

/** The profile while signed in; `data` is undefined while loading and null when unreadable. */
export function useOwnProfile() {
  const session = useSession();
  return useQuery({ ...ownProfileQueryOptions, enabled: session.status === 'signed-in' });
}

/** SPEC 3 and 9: points start at 0 when absent. */
export function usePoints(): number {
  const profile = useOwnProfile();
  return profile.data?.points ?? 0;
}
