import type {
  HelperReputation,
  PropertyReputation,
  Review,
  ReviewCreate,
  ReviewList,
  ReviewReply,
  ReviewTab,
  StayForReview,
  StayList,
} from '@shared/api/reviews';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { exploreRootKey } from '@web/features/properties/api';
import { api } from '@web/lib/api-client';
import { useRealtimeTopic } from '@web/lib/realtime/use-realtime-topic';

/*
 * Reviews of finished stays and the reputation they add up to (contract:
 * @shared/api/reviews). Keys start with 'reviews'. Reviews carry no
 * updatedAt (one never changes but for its single reply), so plain
 * structural sharing is enough. A write refreshes every review list and the
 * stay; reputations follow when a stay publishes, which the server decides.
 */

export const reviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (tab: ReviewTab) => [...reviewKeys.lists(), tab] as const,
  stay: (stayId: string) => [...reviewKeys.all, 'stay', stayId] as const,
  helper: (helperId: string) => [...reviewKeys.all, 'helper', helperId] as const,
  property: (propertyId: string) => [...reviewKeys.all, 'property', propertyId] as const,
};

const encode = encodeURIComponent;
const PAGE_SIZE = 20;

/** One tab of /reviews: stays to review, or reviews received / written, a page at a time. */
export function useReviewList<T extends ReviewTab>(tab: T) {
  return useInfiniteQuery({
    queryKey: reviewKeys.list(tab),
    queryFn: ({ pageParam, signal }) =>
      api.get<T extends 'to-write' ? StayList : ReviewList>('/api/reviews', {
        query: { tab, limit: PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export const stayForReviewQuery = (stayId: string) =>
  queryOptions({
    queryKey: reviewKeys.stay(stayId),
    queryFn: ({ signal }) => api.get<StayForReview>(`/api/stays/${encode(stayId)}`, { signal }),
  });

/** A finished stay as its reader sees it (404 for anyone but its two people). */
export const useStayForReview = (stayId: string) => useQuery(stayForReviewQuery(stayId));

export const helperReputationQuery = (helperId: string) =>
  queryOptions({
    queryKey: reviewKeys.helper(helperId),
    queryFn: ({ signal }) =>
      api.get<HelperReputation>(`/api/reviews/helpers/${encode(helperId)}`, { signal }),
    staleTime: 60_000,
  });

export const useHelperReputation = (helperId: string) =>
  useQuery({ ...helperReputationQuery(helperId), enabled: Boolean(helperId) });

export const propertyReputationQuery = (propertyId: string) =>
  queryOptions({
    queryKey: reviewKeys.property(propertyId),
    queryFn: ({ signal }) =>
      api.get<PropertyReputation>(`/api/reviews/properties/${encode(propertyId)}`, { signal }),
    staleTime: 60_000,
  });

export const usePropertyReputation = (propertyId: string) =>
  useQuery({ ...propertyReputationQuery(propertyId), enabled: Boolean(propertyId) });

/** Writes this reader's one review of a stay. */
export function useSubmitReview(stayId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewCreate) =>
      api.post<Review>(`/api/stays/${encode(stayId)}/review`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: reviewKeys.lists() });
      void client.invalidateQueries({ queryKey: reviewKeys.stay(stayId) });
      // The second review publishes both: the reputations may have moved.
      void client.invalidateQueries({ queryKey: [...reviewKeys.all, 'helper'] });
      void client.invalidateQueries({ queryKey: [...reviewKeys.all, 'property'] });
      void client.invalidateQueries({ queryKey: exploreRootKey });
    },
  });
}

/** The reviewed person's one public answer to a published review. */
export function useReplyToReview(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewReply) =>
      api.post<Review>(`/api/reviews/${encode(reviewId)}/reply`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}

/** Notifications that mean a stay or its reviews changed for this reader. */
const REVIEW_NOTIFICATIONS = new Set(['review_request', 'review_published', 'review_reminder']);

/**
 * Keeps the review pages current while open: a stay ending or the other
 * side's review publishing both reach the reader as a notification (the
 * server sends no review event of its own), so one of those refreshes them.
 */
export function useLiveReviews() {
  const client = useQueryClient();
  useRealtimeTopic('notifications', {
    onEvent: (event) => {
      if (event.kind !== 'notification.created') return;
      if (!REVIEW_NOTIFICATIONS.has(event.data.type)) return;
      void client.invalidateQueries({ queryKey: reviewKeys.all });
    },
    onResync: () => void client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
