import type { RealtimeEvent } from '@shared/api/realtime';
import type {
  Redemption,
  RedemptionPage,
  RedemptionStatus,
  Reward,
  RewardCreate,
  RewardList,
  RewardUpdate,
} from '@shared/api/rewards';
import {
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { afterHostPointsChange, pointsKeys, setOwnPoints } from '@web/features/points/api';
import { profileQueryKey } from '@web/features/profile/api';
import { api } from '@web/lib/api-client';
import { useRealtimeTopic } from '@web/lib/realtime/use-realtime-topic';
import { useCallback } from 'react';

/*
 * Writes refresh without awaiting (void): the screen's own mutate() callbacks
 * (toasts, closing a dialog) run before a refetch can unmount the card.
 *
 * Points, the ledger, reward catalogues and redemptions (contracts:
 * @shared/api/chores for points, @shared/api/rewards). Keys start with
 * 'points', 'rewards' or 'redemptions'. The balance the drawer shows is the
 * profile's `points` (one cached copy, GET /api/profile): `points.changed`
 * writes it there, so the drawer, the dashboard card and /rewards move together.
 */

export const rewardKeys = {
  all: ['rewards'] as const,
  list: () => [...rewardKeys.all, 'list'] as const,
};
export const redemptionKeys = {
  all: ['redemptions'] as const,
  list: (query: RedemptionParams) => [...redemptionKeys.all, 'list', query] as const,
};
/** The profile feature's key (GET /api/profile): where the drawer reads points. */
export const profileKey = profileQueryKey;

const encode = encodeURIComponent;

export interface RedemptionParams {
  status?: RedemptionStatus;
  propertyId?: string;
  limit?: number;
}

// ---------------------------------------------------------------- reads

export const rewardsQuery = queryOptions({
  queryKey: rewardKeys.list(),
  queryFn: ({ signal }) => api.get<RewardList>('/api/rewards', { signal }),
});

/** Host: every reward of their properties; helper: the active ones where they are a member. */
export function useRewards(enabled = true) {
  return useQuery({ ...rewardsQuery, enabled });
}

export function useRedemptions(query: RedemptionParams = {}, enabled = true) {
  return useInfiniteQuery({
    queryKey: redemptionKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      api.get<RedemptionPage>('/api/redemptions', {
        query: { ...query, limit: query.limit ?? 50, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}

// ---------------------------------------------------------------- live points

/**
 * The helper's `me` topic: `points.changed` moves the balance at once
 * everywhere it shows, and refreshes the summary and the history that explain
 * it; `redemption.changed` (one of theirs was asked for, cancelled, handed
 * over or declined) refreshes their requests and what they reserve. Mounted
 * once by the shell for helpers.
 */
export function useLivePoints(enabled: boolean) {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: RealtimeEvent) => {
      if (event.kind === 'redemption.changed') {
        void queryClient.invalidateQueries({ queryKey: redemptionKeys.all });
        void queryClient.invalidateQueries({ queryKey: pointsKeys.summary() });
        return;
      }
      if (event.kind !== 'points.changed') return;
      setOwnPoints(queryClient, event.data.points);
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
      void queryClient.invalidateQueries({ queryKey: redemptionKeys.all });
    },
    [queryClient],
  );
  const onResync = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: profileKey });
    void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    void queryClient.invalidateQueries({ queryKey: redemptionKeys.all });
  }, [queryClient]);
  useRealtimeTopic(enabled ? 'me' : null, { onEvent, onResync });
}

/**
 * The host's `me` topic while a rewards view is open: `redemption.changed`
 * (a helper asked for a reward or cancelled, or another tab handed one over
 * or declined it) refreshes the redemptions to hand out and the points they
 * move; a resync refetches them.
 */
export function useLiveRedemptions(enabled = true) {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: RealtimeEvent) => {
      if (event.kind !== 'redemption.changed') return;
      void queryClient.invalidateQueries({ queryKey: redemptionKeys.all });
      if (event.data.status === 'fulfilled') void afterHostPointsChange(queryClient);
    },
    [queryClient],
  );
  const onResync = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: redemptionKeys.all });
    void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
  }, [queryClient]);
  useRealtimeTopic(enabled ? 'me' : null, { onEvent, onResync });
}

/**
 * A property's topic while its reward catalogue shows: `reward.changed` and
 * `reward.deleted` (deleted, or made inactive) refetch the catalogues; so
 * does a resync (null: nothing to follow).
 */
export function useLiveRewards(propertyId: string | null | undefined) {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: RealtimeEvent) => {
      if (event.kind === 'reward.changed' || event.kind === 'reward.deleted')
        void queryClient.invalidateQueries({ queryKey: rewardKeys.all });
    },
    [queryClient],
  );
  const onResync = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: rewardKeys.all });
  }, [queryClient]);
  useRealtimeTopic(propertyId ? `property:${propertyId}` : null, { onEvent, onResync });
}

// ---------------------------------------------------------------- writes

function refreshRewards(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
    queryClient.invalidateQueries({ queryKey: redemptionKeys.all }),
  ]);
}

export function useCreateReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, ...body }: RewardCreate & { propertyId: string }) =>
      api.post<Reward>(`/api/properties/${encode(propertyId)}/rewards`, body),
    onSuccess: () => {
      void refreshRewards(queryClient);
    },
  });
}

export function useUpdateReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RewardUpdate & { id: string }) =>
      api.patch<Reward>(`/api/rewards/${encode(id)}`, body),
    onSuccess: () => {
      void refreshRewards(queryClient);
    },
  });
}

export function useDeleteReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/rewards/${encode(id)}`),
    onSuccess: () => {
      void refreshRewards(queryClient);
    },
  });
}

export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: string) =>
      api.post<Redemption>(`/api/rewards/${encode(rewardId)}/redeem`, {}),
    onSuccess: () => {
      void refreshRewards(queryClient);
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    },
  });
}

type RedemptionAction = 'fulfil' | 'decline' | 'cancel';

export function useRedemptionAction(action: RedemptionAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string | null }) =>
      api.post<Redemption>(
        `/api/redemptions/${encode(id)}/${action}`,
        action === 'decline' ? { reason: reason ?? null } : {},
      ),
    onSuccess: () => {
      void refreshRewards(queryClient);
      void afterHostPointsChange(queryClient);
    },
  });
}
