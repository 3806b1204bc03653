import type { InvitationOptOutBody, InvitationOptOutReply } from '@shared/api/invitation-opt-outs';
import type { InvitePreview, JoinReply } from '@shared/api/invites';
import type {
  HelperDetail,
  HelperListQuery,
  HelperPage,
  Invitation,
  InvitationCreate,
  InvitationList,
  MembershipReply,
} from '@shared/api/memberships';
import type { MembershipStatus } from '@shared/api/properties';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { myPropertiesKey, propertyKeys } from '@web/features/properties/api';
import { api } from '@web/lib/api-client';

/*
 * View Helpers, Manage Helpers and email invites (contract:
 * @shared/api/memberships). Keys start with 'helpers' (stay-request decisions
 * refresh that root too); removing a member also changes the property.
 */

export const helperKeys = {
  all: ['helpers'] as const,
  lists: () => [...helperKeys.all, 'list'] as const,
  list: (filters: { propertyId?: string; status?: MembershipStatus }) =>
    [
      ...helperKeys.lists(),
      { propertyId: filters.propertyId ?? null, status: filters.status ?? null },
    ] as const,
  detail: (helperId: string) => [...helperKeys.all, 'detail', helperId] as const,
  invitations: (propertyId: string) => [...helperKeys.all, 'invitations', propertyId] as const,
};

const encode = encodeURIComponent;

export const helpersQuery = (
  filters: { propertyId?: string; status?: MembershipStatus },
  limit = 20,
) =>
  infiniteQueryOptions({
    queryKey: [...helperKeys.list(filters), limit],
    queryFn: ({ pageParam, signal }) =>
      api.get<HelperPage>('/api/helpers', {
        query: { ...filters, cursor: pageParam, limit } satisfies HelperListQuery,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Everyone who is or was a member of the host's properties, most recent first. */
export function useHelpers(
  filters: { propertyId?: string; status?: MembershipStatus },
  options: { limit?: number; enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    ...helpersQuery(filters, options.limit),
    enabled: options.enabled ?? true,
  });
}

export const helperQuery = (helperId: string) =>
  queryOptions({
    queryKey: helperKeys.detail(helperId),
    queryFn: ({ signal }) => api.get<HelperDetail>(`/api/helpers/${encode(helperId)}`, { signal }),
  });

export function useHelper(helperId: string) {
  return useQuery(helperQuery(helperId));
}

/** The host removes a member (they keep their history; they are told). */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, helperId }: { propertyId: string; helperId: string }) =>
      api.post<MembershipReply>(
        `/api/properties/${encode(propertyId)}/members/${encode(helperId)}/remove`,
        {},
      ),
    onSuccess: (_reply, { propertyId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: helperKeys.all }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.lists() }),
      ]),
  });
}

export function useInvitations(propertyId: string | undefined) {
  return useQuery({
    queryKey: helperKeys.invitations(propertyId ?? ''),
    queryFn: ({ signal }) =>
      api.get<InvitationList>(`/api/properties/${encode(propertyId ?? '')}/invitations`, {
        signal,
      }),
    enabled: Boolean(propertyId),
  });
}

/** Mails someone the join link of a property. */
export function useInviteByEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, body }: { propertyId: string; body: InvitationCreate }) =>
      api.post<Invitation>(`/api/properties/${encode(propertyId)}/invitations`, body),
    onSuccess: (_invitation, { propertyId }) =>
      queryClient.invalidateQueries({ queryKey: helperKeys.invitations(propertyId) }),
  });
}

/**
 * The recipient of an invitation mail stops further invitations, signed in
 * or not: the page posts the address and the token its link carried.
 */
export function useStopInvitations() {
  return useMutation({
    mutationFn: (body: InvitationOptOutBody) =>
      api.post<InvitationOptOutReply>('/api/invitation-opt-outs', body),
  });
}

/*
 * Joining by invite code (contract: @shared/api/properties, /api/invites).
 * The preview is not retried: a wrong code stays wrong, and attempts are
 * rate-limited.
 */

export const inviteKeys = { preview: (code: string) => ['invites', code] as const };

const CODE_PATTERN = /^[A-Z2-7]{16}$/;

/**
 * A code as typed or pasted: spaces and dashes dropped, upper case; a pasted
 * join link gives its code. Null when it cannot be a code.
 */
export function normalizeInviteCode(input: string): string | null {
  const fromLink = input.match(/\/properties\/join\/([^/?#\s]+)/i)?.[1];
  const code = decodeURIComponent(fromLink ?? input)
    .replace(/[\s-]/g, '')
    .toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

export const invitePreviewQuery = (code: string) =>
  queryOptions({
    queryKey: inviteKeys.preview(code),
    queryFn: ({ signal }) =>
      api.get<InvitePreview>(`/api/invites/${encodeURIComponent(code)}`, { signal }),
    retry: false,
    staleTime: 0,
  });

export function useInvitePreview(code: string) {
  return useQuery(invitePreviewQuery(code));
}

export function useJoinProperty(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<JoinReply>(`/api/invites/${encodeURIComponent(code)}/join`, {}),
    // Not awaited: the caller moves on to the property page at once.
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: inviteKeys.preview(code) });
      void queryClient.invalidateQueries({ queryKey: myPropertiesKey });
      void queryClient.invalidateQueries({
        queryKey: propertyKeys.detail(reply.membership.propertyId),
      });
    },
  });
}
