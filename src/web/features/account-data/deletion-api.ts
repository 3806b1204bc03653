import {
  type DeletionRequest,
  type DeletionState,
  deletionPaths,
} from '@shared/api/account-deletion';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/*
 * Deleting one's account (contract: @shared/api/account-deletion). The state
 * is per person: the key carries the user's id, so a state read before a
 * sign-in as someone else is never shown to them.
 */

export const deletionKeys = {
  all: ['account', 'deletion'] as const,
  state: (userId: string) => [...deletionKeys.all, userId] as const,
};

export const fetchDeletionState = (signal?: AbortSignal) =>
  api.get<DeletionState>(deletionPaths.state, signal ? { signal } : {});

export const deletionStateQuery = (userId: string) =>
  queryOptions({
    queryKey: deletionKeys.state(userId),
    queryFn: ({ signal }) => fetchDeletionState(signal),
    // It changes only by this person's own actions here (asking signs every
    // device out; cancelling sets it below), so the shell need not re-ask often.
    staleTime: 5 * 60_000,
  });

export function useDeletionState(userId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...deletionStateQuery(userId), enabled: options.enabled ?? true });
}

/** Asks for the deletion. On success the server has ended every session, this one too. */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: (body: DeletionRequest) => api.post<DeletionState>(deletionPaths.request, body),
  });
}

/** Cancels a pending deletion; the state it answers replaces the cached one. */
export function useCancelDeletion(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DeletionState>(deletionPaths.cancel, {}),
    onSuccess: (state) => client.setQueryData(deletionKeys.state(userId), state),
  });
}
