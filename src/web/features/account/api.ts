import type {
  AuthUserReply,
  ChangePasswordBody,
  SessionListItem,
  TwoFactorEnableReply,
  TwoFactorPasswordBody,
} from '@shared/api/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  sessionQueryKey,
  sessionReplacingMutationKey,
  useSession,
} from '@web/features/auth/session';
import { endLocalSession } from '@web/features/auth/use-sign-out';
import { api } from '@web/lib/api-client';
import { useNavigate } from 'react-router';

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
