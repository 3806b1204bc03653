import type {
  HelperNeedInput,
  OnboardingItemInput,
  OnboardingItemUpdate,
  OnboardingView,
} from '@shared/api/onboarding';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { helperKeys } from '@web/features/memberships/api';
import { myPropertiesKey, propertyKeys } from '@web/features/properties/api';
import { api } from '@web/lib/api-client';
import { useRealtimeTopic } from '@web/lib/realtime/use-realtime-topic';

/*
 * Onboarding (contract: @shared/api/onboarding). One key per property; every
 * write answers the whole view, which replaces the cached one.
 */

export const onboardingKeys = {
  all: ['onboarding'] as const,
  view: (propertyId: string) => [...onboardingKeys.all, propertyId] as const,
};

const encode = encodeURIComponent;
const base = (propertyId: string) => `/api/properties/${encode(propertyId)}/onboarding`;

export const onboardingQuery = (propertyId: string) =>
  queryOptions({
    queryKey: onboardingKeys.view(propertyId),
    queryFn: ({ signal }) => api.get<OnboardingView>(base(propertyId), { signal }),
  });

/** The checklist with the caller's progress (member) or everyone's (host); live. */
export function useOnboarding(propertyId: string) {
  const client = useQueryClient();
  const refresh = () =>
    void client.invalidateQueries({ queryKey: onboardingKeys.view(propertyId) });
  useRealtimeTopic(propertyId ? `property:${propertyId}` : null, {
    onEvent: (event) => {
      if (event.kind === 'onboarding.changed') refresh();
    },
    onResync: refresh,
  });
  return useQuery({ ...onboardingQuery(propertyId), enabled: Boolean(propertyId) });
}

function useOnboardingWrite<I>(propertyId: string, call: (input: I) => Promise<OnboardingView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (view) => {
      client.setQueryData(onboardingKeys.view(propertyId), view);
      void client.invalidateQueries({ queryKey: helperKeys.all });
      void client.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) });
      void client.invalidateQueries({ queryKey: myPropertiesKey });
    },
  });
}

export const useAddItem = (propertyId: string) =>
  useOnboardingWrite(propertyId, (input: OnboardingItemInput) =>
    api.post<OnboardingView>(`${base(propertyId)}/items`, input),
  );
export const useUpdateItem = (propertyId: string) =>
  useOnboardingWrite(
    propertyId,
    ({ itemId, ...input }: OnboardingItemUpdate & { itemId: string }) =>
      api.patch<OnboardingView>(`${base(propertyId)}/items/${encode(itemId)}`, input),
  );
export const useDeleteItem = (propertyId: string) =>
  useOnboardingWrite(propertyId, (itemId: string) =>
    api.delete<OnboardingView>(`${base(propertyId)}/items/${encode(itemId)}`),
  );
export const useReorderItems = (propertyId: string) =>
  useOnboardingWrite(propertyId, (itemIds: string[]) =>
    api.put<OnboardingView>(`${base(propertyId)}/order`, { itemIds }),
  );
export const useSetItemPhoto = (propertyId: string) =>
  useOnboardingWrite(propertyId, ({ itemId, file }: { itemId: string; file: File }) => {
    const form = new FormData();
    form.append('photo', file);
    return api.post<OnboardingView>(`${base(propertyId)}/items/${encode(itemId)}/photo`, form);
  });
export const useDeleteItemPhoto = (propertyId: string) =>
  useOnboardingWrite(propertyId, (itemId: string) =>
    api.delete<OnboardingView>(`${base(propertyId)}/items/${encode(itemId)}/photo`),
  );
export const useAcknowledgeItem = (propertyId: string) =>
  useOnboardingWrite(propertyId, (itemId: string) =>
    api.post<OnboardingView>(`${base(propertyId)}/items/${encode(itemId)}/acknowledge`, {}),
  );
export const useAddNeed = (propertyId: string) =>
  useOnboardingWrite(propertyId, (input: HelperNeedInput) =>
    api.post<OnboardingView>(`${base(propertyId)}/needs`, input),
  );
export const useDeleteNeed = (propertyId: string) =>
  useOnboardingWrite(propertyId, (needId: string) =>
    api.delete<OnboardingView>(`${base(propertyId)}/needs/${encode(needId)}`),
  );
export const useAcknowledgeNeed = (propertyId: string) =>
  useOnboardingWrite(propertyId, (needId: string) =>
    api.post<OnboardingView>(`${base(propertyId)}/needs/${encode(needId)}/acknowledge`, {}),
  );

/** Opens (or reuses) the conversation with the host about this property: for "Ask a question". */
export const startPropertyConversation = (propertyId: string) =>
  api.post<{ id: string }>('/api/conversations', { propertyId });
