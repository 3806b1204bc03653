import { useProfile } from '@web/features/profile/api';

/*
 * The signed-in user's own profile, as the shell and the dashboard read it:
 * the profile feature's query (GET /api/profile), so there is one cached copy
 * and every profile write shows in the drawer at once.
 */

/** The profile while signed in; `data` is undefined while loading or when it cannot be read. */
export const useOwnProfile = useProfile;

/** SPEC 3 and 9: points start at 0 when absent (and while the profile is unknown). */
export function usePoints(): number {
  return useOwnProfile().data?.points ?? 0;
}
