import type { SavedIds, SavedPropertyPage, SaveState } from '@shared/api/saved-properties';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/*
 * Saved properties (issue 18; contract @shared/api/saved-properties). The
 * hearts read one list of ids; a save or unsave updates it at once and
 * refreshes the Saved page's list.
 */

export const savedKeys = {
  all: ['saved-properties'] as const,
  ids: () => [...savedKeys.all, 'ids'] as const,
  list: () => [...savedKeys.all, 'list'] as const,
};

const encode = encodeURIComponent;

export const savedIdsQuery = () =>
  queryOptions({
    queryKey: savedKeys.ids(),
    queryFn: ({ signal }) => api.get<SavedIds>('/api/saved-properties/ids', { signal }),
    staleTime: 60_000,
  });

/** The ids of the helper's saved properties (only helpers ask). */
export function useSavedIds(enabled: boolean) {
  return useQuery({ ...savedIdsQuery(), enabled });
}

export const SAVED_PAGE_SIZE = 12;

export const savedListQuery = () =>
  infiniteQueryOptions({
    queryKey: savedKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      api.get<SavedPropertyPage>('/api/saved-properties', {
        query: { cursor: pageParam, limit: SAVED_PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The Saved page's list, newest saved first. */
export function useSavedList() {
  return useInfiniteQuery(savedListQuery());
}

/** Saves or forgets a property; the hearts change before the server answers. */
export function useToggleSave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, save }: { propertyId: string; save: boolean }) =>
      save
        ? api.put<SaveState>(`/api/properties/${encode(propertyId)}/save`, {})
        : api.delete<SaveState>(`/api/properties/${encode(propertyId)}/save`),
    onMutate: async ({ propertyId, save }) => {
      await client.cancelQueries({ queryKey: savedKeys.ids() });
      const before = client.getQueryData<SavedIds>(savedKeys.ids());
      const others = (before?.ids ?? []).filter((id) => id !== propertyId);
      client.setQueryData<SavedIds>(savedKeys.ids(), {
        ids: save ? [propertyId, ...others] : others,
      });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) client.setQueryData(savedKeys.ids(), context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: savedKeys.all }),
  });
}
