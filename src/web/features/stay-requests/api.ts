import type {
  HostStayRequestPage,
  StayRequestCreate,
  StayRequestDecision,
  StayRequestDecline,
} from '@shared/api/memberships';
import type { StayRequest, StayRequestStatus } from '@shared/api/stay-requests';
import {
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { myPropertiesKey, propertyKeys } from '@web/features/properties/api';
import { api } from '@web/lib/api-client';

/*
 * Stay requests (contract: @shared/api/memberships). The host's lists live
 * under ['stay-requests', propertyId, status]; a decision or a new request
 * also changes the property (pending count, members), My Properties and View
 * Helpers, so those keys are refreshed too.
 */

export const stayRequestKeys = {
  all: ['stay-requests'] as const,
  property: (propertyId: string) => [...stayRequestKeys.all, propertyId] as const,
  list: (propertyId: string, status: StayRequestStatus) =>
    [...stayRequestKeys.property(propertyId), status] as const,
};

/** View Helpers' key root (features/helpers/api.ts builds on it). */
const helpersRootKey = ['helpers'] as const;

const encode = encodeURIComponent;

export const propertyRequestsQuery = (propertyId: string, status: StayRequestStatus) =>
  infiniteQueryOptions({
    queryKey: stayRequestKeys.list(propertyId, status),
    queryFn: ({ pageParam, signal }) =>
      api.get<HostStayRequestPage>(`/api/properties/${encode(propertyId)}/requests`, {
        query: { status, cursor: pageParam, limit: 20 },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The host's requests for one property with one status, newest first. */
export function usePropertyRequests(propertyId: string, status: StayRequestStatus) {
  return useInfiniteQuery(propertyRequestsQuery(propertyId, status));
}

/**
 * Refreshes what a request or a decision changes. Not awaited by the
 * mutations: the screen that asked usually goes away with the refetch (the
 * request leaves the pending list), and its own callbacks must still run.
 */
function refreshAfterDecision(queryClient: QueryClient, propertyId: string) {
  void Promise.all([
    queryClient.invalidateQueries({ queryKey: stayRequestKeys.property(propertyId) }),
    queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) }),
    queryClient.invalidateQueries({ queryKey: propertyKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: myPropertiesKey }),
    queryClient.invalidateQueries({ queryKey: helpersRootKey }),
  ]);
}

/** A helper asks to stay (POST /api/properties/:id/requests). */
export function useCreateStayRequest(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StayRequestCreate) =>
      api.post<StayRequest>(`/api/properties/${encode(propertyId)}/requests`, body),
    onSuccess: () => refreshAfterDecision(queryClient, propertyId),
  });
}

export function useAcceptStayRequest(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      api.post<StayRequestDecision>(`/api/stay-requests/${encode(requestId)}/accept`, {}),
    onSuccess: () => refreshAfterDecision(queryClient, propertyId),
  });
}

export function useDeclineStayRequest(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: StayRequestDecline }) =>
      api.post<StayRequestDecision>(`/api/stay-requests/${encode(requestId)}/decline`, body),
    onSuccess: () => refreshAfterDecision(queryClient, propertyId),
  });
}

/** The helper takes back a pending request. */
export function useWithdrawStayRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { id: string; propertyId: string }) =>
      api.post<StayRequestDecision>(`/api/stay-requests/${encode(request.id)}/withdraw`, {}),
    onSuccess: (_reply, request) => refreshAfterDecision(queryClient, request.propertyId),
  });
}
