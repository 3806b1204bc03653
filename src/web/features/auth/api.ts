import type {
  AuthUserReply,
  PasswordResetRequestBody,
  ResetPasswordBody,
  SignInBody,
  SignInReply,
  SignUpBody,
  TwoFactorVerifyBody,
} from '@shared/api/auth';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@web/lib/api-client';
import { sessionQueryKey } from './session';

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
} as const;

/** A new person is signed in: drop what the cache held for anyone before, then read the session. */
export async function startFreshSession(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
  });
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

export const signUp = (body: SignUpBody) => api.post<AuthUserReply>(authPaths.signUp, body);
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

/** The sign-in answered with a session (true) or asks for a second factor (false). */
export const isSignedInReply = (
  reply: SignInReply,
): reply is Extract<SignInReply, { user: unknown }> => 'user' in reply;

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => startFreshSession(queryClient),
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
    await api.post(authPaths.signOut, {});
  } catch (error) {
    if (isApiError(error) && SIGNED_OUT_ANYWAY.has(error.status)) return;
    throw error;
  }
}
