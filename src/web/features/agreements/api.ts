import type {
  AgreementApproveInput,
  AgreementChangesInput,
  AgreementSignInput,
  AgreementSummary,
  AgreementSummaryList,
  AgreementTermsInput,
  AgreementThread,
} from '@shared/api/agreements';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { helperKeys } from '@web/features/memberships/api';
import { myPropertiesKey, propertyKeys } from '@web/features/properties/api';
import { api } from '@web/lib/api-client';
import { useRealtimeTopic } from '@web/lib/realtime/use-realtime-topic';

/*
 * Agreements (contract: @shared/api/agreements). Keys start with
 * 'agreements'; a write puts the fresh thread in the cache and refreshes the
 * summaries, and the membership views that show "signed".
 */

export const agreementKeys = {
  all: ['agreements'] as const,
  summaries: () => [...agreementKeys.all, 'summaries'] as const,
  thread: (propertyId: string, helperId: string) =>
    [...agreementKeys.all, 'thread', propertyId, helperId] as const,
};

const encode = encodeURIComponent;
const threadPath = (propertyId: string, helperId: string) =>
  `/api/properties/${encode(propertyId)}/agreements/${encode(helperId)}`;

export const agreementThreadQuery = (propertyId: string, helperId: string) =>
  queryOptions({
    queryKey: agreementKeys.thread(propertyId, helperId),
    queryFn: ({ signal }) => api.get<AgreementThread>(threadPath(propertyId, helperId), { signal }),
  });

/** Every version between this property and helper (host or that helper). */
export function useAgreementThread(propertyId: string, helperId: string | undefined) {
  const client = useQueryClient();
  useRealtimeTopic(propertyId && helperId ? `property:${propertyId}` : null, {
    onEvent: (event) => {
      if (event.kind !== 'agreement.changed') return;
      if (event.data.helperId !== helperId) return;
      void client.invalidateQueries({ queryKey: agreementKeys.thread(propertyId, helperId ?? '') });
      void client.invalidateQueries({ queryKey: agreementKeys.summaries() });
    },
    onResync: () =>
      void client.invalidateQueries({ queryKey: agreementKeys.thread(propertyId, helperId ?? '') }),
  });
  return useQuery({
    ...agreementThreadQuery(propertyId, helperId ?? ''),
    enabled: Boolean(propertyId && helperId),
  });
}

export const agreementSummariesQuery = () =>
  queryOptions({
    queryKey: agreementKeys.summaries(),
    queryFn: ({ signal }) => api.get<AgreementSummaryList>('/api/agreements', { signal }),
    staleTime: 30_000,
  });

/** The caller's agreements, latest version per (property, helper). */
export function useAgreementSummaries(enabled = true) {
  return useQuery({ ...agreementSummariesQuery(), enabled });
}

/** The summary for one pair, from the shared list (undefined while loading). */
export function useAgreementSummary(
  propertyId: string,
  helperId: string | undefined,
): { loading: boolean; summary: AgreementSummary | null } {
  const query = useAgreementSummaries(Boolean(helperId));
  return {
    loading: query.isPending,
    summary:
      query.data?.items.find((s) => s.propertyId === propertyId && s.helperId === helperId) ?? null,
  };
}

function useThreadWrite<I>(propertyId: string, helperId: string, action: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: I) =>
      api.post<AgreementThread>(
        `${threadPath(propertyId, helperId)}${action ? `/${action}` : ''}`,
        body,
      ),
    onSuccess: (thread) => {
      client.setQueryData(agreementKeys.thread(propertyId, helperId), thread);
      void client.invalidateQueries({ queryKey: agreementKeys.summaries() });
      void client.invalidateQueries({ queryKey: helperKeys.all });
      void client.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) });
      void client.invalidateQueries({ queryKey: myPropertiesKey });
    },
  });
}

export const useSendAgreement = (propertyId: string, helperId: string) =>
  useThreadWrite<AgreementTermsInput>(propertyId, helperId, '');
export const useSignAgreement = (propertyId: string, helperId: string) =>
  useThreadWrite<AgreementSignInput>(propertyId, helperId, 'sign');
export const useApproveAgreement = (propertyId: string, helperId: string) =>
  useThreadWrite<AgreementApproveInput>(propertyId, helperId, 'approve');
export const useRequestAgreementChanges = (propertyId: string, helperId: string) =>
  useThreadWrite<AgreementChangesInput>(propertyId, helperId, 'request-changes');
