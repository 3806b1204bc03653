import type {
  AuthUserReply,
  ChangePasswordBody,
  PasswordResetRequestBody,
  ResetPasswordBody,
  SessionListItem,
  SignInBody,
  SignInReply,
  SignUpBody,
  SignUpReply,
  TwoFactorEnableReply,
  TwoFactorPasswordBody,
  TwoFactorVerifyBody,
  VerificationMailReply,
} from '@shared/api/auth';
import {
  type Query,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, isApiError } from '@web/lib/api-client';
import { i18n, translate } from '@web/lib/i18n/i18n';
import { forgetLocalUser } from '@web/lib/session/local-user-state';
import {
  sessionQueryKey,
  sessionQueryOptions,
  sessionReplacingMutationKey,
  useSession,
} from '@web/lib/session/session';
import { runSignOutCleanups } from '@web/lib/session/sign-out-cleanups';
import { holdRequestsDuring } from '@web/lib/session/sign-out-gate';
import { useCallback, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isGenericMessage } from './error-messages';

/*
 * Signing up, in and out, and resetting a password: better-auth's endpoints
 * under /api/auth (contracts in @shared/api/auth). Each mutation that changes
 * who is signed in refetches the session, which every screen reads.
 */

export const authPaths = {
  signUp: '/api/auth/sign-up/email',
  signIn: '/api/auth/sign-in/email',
  signOut: '/api/auth/sign-out',
  verifyTotp: '/api/auth/two-factor/verify-totp',
  verifyBackupCode: '/api/auth/two-factor/verify-backup-code',
  requestPasswordReset: '/api/auth/request-password-reset',
  resetPassword: '/api/auth/reset-password',
  verificationMail: '/api/auth/verification-mail',
} as const;

/** A new person is signed in: drop what the cache held for anyone before, then read the session. */
export async function startFreshSession(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
  });
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

export const signUp = (body: SignUpBody) => api.post<SignUpReply>(authPaths.signUp, body);
export const signIn = (body: SignInBody) => api.post<SignInReply>(authPaths.signIn, body);

export type SecondFactorMethod = 'totp' | 'backup';

export const verifySecondFactor = (method: SecondFactorMethod, body: TwoFactorVerifyBody) =>
  api.post<AuthUserReply>(
    method === 'totp' ? authPaths.verifyTotp : authPaths.verifyBackupCode,
    body,
  );

/** The mailed link leads to /reset-password?token=… (the server builds it from PUBLIC_URL). */
export const requestPasswordReset = (body: PasswordResetRequestBody) =>
  api.post<{ status: boolean; message?: string }>(authPaths.requestPasswordReset, body);

export const resetPassword = (body: ResetPasswordBody) =>
  api.post<{ status: boolean }>(authPaths.resetPassword, body);

/** Resend (issue 14): the server answers the same whether or not a mail went out. */
export const requestVerificationMail = () =>
  api.post<VerificationMailReply>(authPaths.verificationMail, {});

export function useResendVerificationMail() {
  return useMutation({ mutationFn: requestVerificationMail });
}

/** The sign-in answered with a session (true) or asks for a second factor (false). */
export const isSignedInReply = (
  reply: SignInReply,
): reply is Extract<SignInReply, { user: unknown }> => 'user' in reply;

/**
 * Signs up; `signedIn` false means no session came back: the server answers a
 * registered address like a new one (issue 24) and mails its owner instead.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignUpBody) => {
      await signUp(body);
      await startFreshSession(queryClient);
      const user = await queryClient.ensureQueryData(sessionQueryOptions);
      return { signedIn: user !== null };
    },
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (reply) => {
      if (isSignedInReply(reply)) await startFreshSession(queryClient);
    },
  });
}

export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, body }: { method: SecondFactorMethod; body: TwoFactorVerifyBody }) =>
      verifySecondFactor(method, body),
    onSuccess: () => startFreshSession(queryClient),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Sign-out answers that still mean "you are signed out" (SPEC 7). */
export const SIGNED_OUT_ANYWAY = new Set([401, 403, 404]);

/** POST /api/auth/sign-out; resolves when the server signed us out or no longer knows us. */
export async function signOutOnServer(): Promise<void> {
  try {
    await api.post(authPaths.signOut, {}, { duringSignOut: true });
  } catch (error) {
    if (isApiError(error) && SIGNED_OUT_ANYWAY.has(error.status)) return;
    throw error;
  }
}

/**
 * Drops every cached query but the session's. A query a mounted page still
 * shows goes when that page lets go of it: removed under the page (a slow
 * render outlasts any timer), it would be fetched again, signed out, and fail.
 */
function forgetSignedInData(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  const waiting = new Set<Query>();
  for (const query of cache.getAll()) {
    if (query.queryKey[0] === sessionQueryKey[0]) continue;
    if (query.getObserversCount() === 0) cache.remove(query);
    else waiting.add(query);
  }
  if (waiting.size === 0) return;
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'observerRemoved' || !waiting.has(event.query)) return;
    if (event.query.getObserversCount() > 0) return;
    cache.remove(event.query);
    waiting.delete(event.query);
    if (waiting.size === 0) unsubscribe();
  });
}

/**
 * Forgets the signed-in user in this tab: the locally kept role and points,
 * what other parts registered with onSignOut (the offline copy, the push
 * subscription), every cached query, and the session; then goes to /welcome with SPEC 8's
 * toast. Used after the server ended the session (sign-out, "sign out
 * everywhere").
 */
export async function endLocalSession(queryClient: QueryClient, navigate: NavigateFunction) {
  forgetLocalUser();
  await queryClient.cancelQueries();
  // Signed out in this tab first: while the cleanups below run (IndexedDB,
  // the push subscription), a page still mounting (a lazy route's chunk
  // arriving) would otherwise fetch with the ended session and get 401s.
  queryClient.setQueryData(sessionQueryKey, null);
  // The page being left may be a signed-in one whose guard now sends the
  // visitor to /login; let that happen first (cache listeners run on a
  // zero-delay timer), so that going to /welcome is the last navigation.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await runSignOutCleanups();
  forgetSignedInData(queryClient);
  await navigate('/welcome', { replace: true });
  // Signing out happens on any page: the texts' namespace may not be loaded yet.
  await i18n.loadNamespaces('auth');
  toast.success(translate('auth', 'signOut.doneTitle'), {
    description: translate('auth', 'signOut.doneDescription'),
  });
}

/**
 * The Logout action (SPEC 2, 4, 7, 8): signs out on the server, treating
 * 401/403/404 as "already signed out", then ends the session locally. Any
 * other failure keeps the user signed in and toasts 'Error signing out'.
 * Resolves to true when the user is signed out.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const signOut = useCallback(async (): Promise<boolean> => {
    setPending(true);
    // Calls a page makes meanwhile wait, so none reads with the ending session.
    const signedOut = await holdRequestsDuring(async () => {
      try {
        await signOutOnServer();
      } catch (error) {
        const message =
          (isApiError(error) || error instanceof Error) && !isGenericMessage(error.message)
            ? error.message
            : translate('common', 'errors.unexpected');
        await i18n.loadNamespaces('auth');
        toast.error(translate('auth', 'signOut.failedTitle'), { description: message });
        return false;
      }
      await endLocalSession(queryClient, navigate);
      return true;
    });
    setPending(false);
    return signedOut;
  }, [queryClient, navigate]);

  return { signOut, isPending };
}

/*
 * Account security: the devices signed in, the password and two-step
 * verification (better-auth's endpoints under /api/auth; contracts in
 * @shared/api/auth).
 */

export const sessionsQueryKey = ['account', 'sessions'] as const;

export const fetchSessions = (signal?: AbortSignal) =>
  api.get<SessionListItem[]>('/api/auth/list-sessions', signal ? { signal } : {});

export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: ({ signal }) => fetchSessions(signal),
});

export function useSessions() {
  const session = useSession();
  return useQuery({ ...sessionsQueryOptions, enabled: session.status === 'signed-in' });
}

function useRefreshingMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  keys: ReadonlyArray<readonly string[]>,
  options: { replacesSession?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...(options.replacesSession ? { mutationKey: sessionReplacingMutationKey } : {}),
    mutationFn,
    onSuccess: () =>
      Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Signs out one other device. */
export const useRevokeSession = () =>
  useRefreshingMutation(
    (token: string) => api.post<{ status: boolean }>('/api/auth/revoke-session', { token }),
    [sessionsQueryKey],
  );

/** Signs out every device but this one. */
export const useRevokeOtherSessions = () =>
  useRefreshingMutation(
    () => api.post<{ status: boolean }>('/api/auth/revoke-other-sessions', {}),
    [sessionsQueryKey],
  );

/** Signs out everywhere, this device included, then ends the session here too. */
export function useRevokeAllSessions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<{ status: boolean }>('/api/auth/revoke-sessions', {}),
    onSuccess: () => endLocalSession(queryClient, navigate),
  });
}

/** Changing the password can start a new session here (other sessions end): reread both. */
export const useChangePassword = () =>
  useRefreshingMutation(
    (body: ChangePasswordBody) => api.post<AuthUserReply>('/api/auth/change-password', body),
    [sessionQueryKey, sessionsQueryKey],
    { replacesSession: true },
  );

/** Step 1 of turning two-step verification on: the secret and backup codes (not on yet). */
export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: (body: TwoFactorPasswordBody) =>
      api.post<TwoFactorEnableReply>('/api/auth/two-factor/enable', body),
  });

/** Step 2: the first code from the app turns it on. */
export const useConfirmTwoFactor = () =>
  useRefreshingMutation(
    (code: string) => api.post<AuthUserReply>('/api/auth/two-factor/verify-totp', { code }),
    // Turning it on starts a fresh session here.
    [sessionQueryKey, sessionsQueryKey],
    { replacesSession: true },
  );

export const useDisableTwoFactor = () =>
  useRefreshingMutation(
    (body: TwoFactorPasswordBody) =>
      api.post<{ status: boolean }>('/api/auth/two-factor/disable', body),
    // Turning it off starts a fresh session here too.
    [sessionQueryKey],
    { replacesSession: true },
  );

export const useNewBackupCodes = () =>
  useMutation({
    mutationFn: (body: TwoFactorPasswordBody) =>
      api.post<{ status: boolean; backupCodes: string[] }>(
        '/api/auth/two-factor/generate-backup-codes',
        body,
      ),
  });

/** The base32 secret inside an otpauth:// URI, for people who type it in. */
export function secretFromTotpUri(uri: string): string | null {
  const match = /[?&]secret=([^&]+)/i.exec(uri);
  return match?.[1] ? decodeURIComponent(match[1]).toUpperCase() : null;
}
