import type { LedgerPage, PointsAward, PointsSummary } from '@shared/api/points';
import type { Profile } from '@shared/api/profile';
import {
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { helperKeys } from '@web/features/memberships/api';
import { profileQueryKey } from '@web/features/profile/api';
import { propertyKeys } from '@web/features/properties/api';
import { api } from '@web/lib/api-client';

// Points (contracts: @shared/api/points): the balance, the ledger that
// explains it, and the host's bonus. The balance the drawer shows is the
// profile's `points`; setOwnPoints writes a new one there.

export const pointsKeys = {
  all: ['points'] as const,
  summary: () => [...pointsKeys.all, 'summary'] as const,
  ledger: (query: LedgerParams) => [...pointsKeys.all, 'ledger', query] as const,
};
export interface LedgerParams {
  propertyId?: string;
  helperId?: string;
  limit?: number;
}
export function usePointsSummary(enabled = true) {
  return useQuery({
    queryKey: pointsKeys.summary(),
    queryFn: ({ signal }) => api.get<PointsSummary>('/api/points', { signal }),
    enabled,
  });
}

export const ledgerQuery = (query: LedgerParams = {}) =>
  infiniteQueryOptions({
    queryKey: pointsKeys.ledger(query),
    queryFn: ({ pageParam, signal }) =>
      api.get<LedgerPage>('/api/points/ledger', {
        query: { ...query, limit: query.limit ?? 20, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useLedger(query: LedgerParams = {}, enabled = true) {
  return useInfiniteQuery({ ...ledgerQuery(query), enabled });
}

/** Writes a new balance where the drawer and the dashboard read it. */
export function setOwnPoints(queryClient: QueryClient, points: number) {
  queryClient.setQueryData<Profile>(profileQueryKey, (current) =>
    current ? { ...current, points } : current,
  );
}

/** A host's write that moves a helper's points: their totals show on properties and helpers. */
export function afterHostPointsChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
    queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
    queryClient.invalidateQueries({ queryKey: helperKeys.all }),
  ]);
}

/** A host bonus (ledger reason bonus); the request id makes a retry count once. */
export function useAwardBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsAward) => api.post('/api/points/bonus', body),
    onSuccess: () => {
      void afterHostPointsChange(queryClient);
    },
  });
}
