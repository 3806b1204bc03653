import { useSignOut } from '@web/features/auth/api';
import { useProfileGate } from '@web/features/auth/components/profile-gate';

/*
 * Where the shell meets the auth feature (issue 3): Logout and the profile
 * gate are the auth feature's; the shell only calls them.
 */

export interface ShellSignOut {
  signOut: () => Promise<unknown>;
  isPending: boolean;
}

/** Logout in the drawer: sign out, then /welcome (SPEC 2). */
export function useShellSignOut(): ShellSignOut {
  return useSignOut();
}

/** Mounted once inside the signed-in shell (SPEC 4's profile gate). */
export function useShellProfileGate(): void {
  useProfileGate();
}
