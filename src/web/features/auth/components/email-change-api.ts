import type {
  EmailChangeRequest,
  EmailChangeState,
  EmailChangeUndoReply,
} from '@shared/api/email-change';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@web/features/profile/api';
import { api } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/session/session';

/** The signed-in person's pending email change (issue 19); the contract is in src/shared/api/email-change.ts. */
export const emailChangeQueryKey = ['account', 'email-change'] as const;

export const emailChangeQueryOptions = queryOptions({
  queryKey: emailChangeQueryKey,
  queryFn: () => api.get<EmailChangeState>('/api/account/email-change'),
});

export const useEmailChangeState = () => useQuery(emailChangeQueryOptions);

/** Asks for the change: the server checks the password and mails the link. */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailChangeRequest) =>
      api.post<EmailChangeState>('/api/account/email-change', body),
    onSuccess: (state) => queryClient.setQueryData(emailChangeQueryKey, state),
  });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<EmailChangeState>('/api/account/email-change'),
    onSuccess: (state) => queryClient.setQueryData(emailChangeQueryKey, state),
  });
}

/** After the link was opened: the address shown everywhere is read again. */
export function refreshAfterEmailChange(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: emailChangeQueryKey }),
    queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  ]);
}

/** "This wasn't me" (no session needed: the link's token is the proof). */
export const useUndoEmailChange = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<EmailChangeUndoReply>('/api/account/email-change/undo', { token }),
  });
