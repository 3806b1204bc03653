import { isProfileComplete, type Profile } from '@shared/api/profile';
import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '@web/features/profile/api';
import { i18n, translate } from '@web/lib/i18n/i18n';
import { markProfileGateDone, profileGateDoneFor } from '@web/lib/session/local-user-state';
import { type Session, useSession } from '@web/lib/session/session';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { withRedirect } from '../redirect';

/** Pages where the gate never runs (SPEC 4: the sign-up and login pages). */
export const PROFILE_GATE_SKIPPED_PATHS = [
  '/signup',
  '/signup/details',
  '/login',
  '/role-select',
  '/reset-password',
] as const;

const normalise = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || '/';

export function isProfileGateSkipped(pathname: string): boolean {
  return (PROFILE_GATE_SKIPPED_PATHS as readonly string[]).includes(normalise(pathname));
}

export type ProfileGateDecision =
  /** Nothing to do: signed out, on a sign-up/login page, or already checked this session. */
  | 'skip'
  /** The profile is still loading. */
  | 'wait'
  | 'complete'
  /** Toast and send to /signup/details. */
  | 'incomplete';

/** SPEC 4's rule, as a pure function: after login, once per session, an incomplete profile is sent to complete it. */
export function profileGateDecision(input: {
  session: Session;
  pathname: string;
  doneThisSession: boolean;
  profile: Pick<Profile, 'fullName' | 'bio'> | undefined;
}): ProfileGateDecision {
  if (input.session.status !== 'signed-in') return 'skip';
  if (input.doneThisSession || isProfileGateSkipped(input.pathname)) return 'skip';
  if (!input.profile) return 'wait';
  return isProfileComplete(input.profile) ? 'complete' : 'incomplete';
}

/** The key the gate is remembered under: the auth session, or the user when the session has no id. */
const gateKeyOf = (session: Session) =>
  session.status === 'signed-in' ? (session.user.sessionId ?? `user:${session.user.id}`) : null;

/**
 * The profile gate (SPEC 4). Mount it once inside the router, in the shell
 * around signed-in pages: after login, once per session, a profile without a
 * full name or a bio shows 'Complete your profile' and goes to /signup/details
 * (with a redirect back to where the user was going).
 */
export function useProfileGate(): void {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const key = gateKeyOf(session);
  const doneThisSession = key !== null && profileGateDoneFor(key);
  const applies =
    session.status === 'signed-in' && !doneThisSession && !isProfileGateSkipped(location.pathname);
  const profile = useQuery({ ...profileQueryOptions, enabled: applies });

  const decision = profileGateDecision({
    session,
    pathname: location.pathname,
    doneThisSession,
    profile: profile.data,
  });
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!key || (decision !== 'complete' && decision !== 'incomplete')) return;
    markProfileGateDone(key);
    if (decision === 'incomplete') {
      // The shell's pages may not have the `auth` texts loaded yet.
      void i18n.loadNamespaces('auth').then(() =>
        toast.info(translate('auth', 'profileGate.title'), {
          description: translate('auth', 'profileGate.description'),
        }),
      );
      const back = normalise(here) === '/dashboard' ? null : here;
      navigate(withRedirect('/signup/details', back), { replace: true });
    }
  }, [decision, key, here, navigate]);
}

/** The gate as a component, for mounting where a hook call is awkward. */
export function ProfileGate(): null {
  useProfileGate();
  return null;
}
