import type { InvitePreview, JoinReply } from '@shared/api/invites';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myPropertiesKey, propertyKeys } from '@web/features/properties/api';
import { api } from '@web/lib/api-client';

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
