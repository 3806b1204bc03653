import type {
  ExchangeTerms,
  ExchangeTermsInput,
  ExchangeTermsReply,
} from '@shared/api/exchange-terms';
import type { InviteCodeReply } from '@shared/api/invites';
import type { MembershipReply, MyProperties } from '@shared/api/memberships';
import type {
  HostPropertyView,
  PropertyCardPage,
  PropertyCreate,
  PropertyDetails,
  PropertyUpdate,
} from '@shared/api/properties';
import type { PropertyStatus } from '@shared/api/property-fields';
import type { PhotoList } from '@shared/api/property-photos';
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { uploadWithProgress } from '@web/lib/upload-with-progress';

/*
 * Properties, photos, exchange terms, invite codes and the helper's own
 * memberships (contracts: @shared/api/properties, @shared/api/memberships).
 * Every key starts with 'properties' or 'my-properties'; a write refreshes
 * what it can change by those same keys. Explore's cards read listed
 * properties, so writes that can list, unlist or change one refresh 'explore'.
 */

export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (status?: PropertyStatus) => [...propertyKeys.lists(), { status: status ?? null }] as const,
  detail: (id: string) => [...propertyKeys.all, 'detail', id] as const,
  terms: (id: string) => [...propertyKeys.all, 'terms', id] as const,
};

/** The helper's memberships and pending requests (GET /api/my-properties). */
export const myPropertiesKey = ['my-properties'] as const;
/** Explore's key root (features/explore/api.ts builds on it). */
export const exploreRootKey = ['explore'] as const;

const encode = encodeURIComponent;

// ---------------------------------------------------------------- reads

export const hostPropertiesQuery = (status?: PropertyStatus) =>
  infiniteQueryOptions({
    queryKey: propertyKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      api.get<PropertyCardPage>('/api/properties', {
        query: { status, cursor: pageParam, limit: 20 },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The host's own properties, newest first, a page at a time. */
export function useHostProperties(options: { status?: PropertyStatus; enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...hostPropertiesQuery(options.status),
    enabled: options.enabled ?? true,
  });
}

export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => api.get<PropertyDetails>(`/api/properties/${encode(id)}`, { signal }),
  });

/** One property as the caller may see it: `view` is 'host', 'member' or 'public'. */
export function useProperty(id: string | undefined) {
  return useQuery({ ...propertyQuery(id ?? ''), enabled: Boolean(id) });
}

export const termsQuery = (id: string) =>
  queryOptions({
    queryKey: propertyKeys.terms(id),
    queryFn: ({ signal }) =>
      api.get<ExchangeTermsReply>(`/api/properties/${encode(id)}/terms`, { signal }),
  });

export function useTerms(id: string | undefined) {
  return useQuery({ ...termsQuery(id ?? ''), enabled: Boolean(id) });
}

export const myPropertiesQuery = queryOptions({
  queryKey: myPropertiesKey,
  queryFn: ({ signal }) => api.get<MyProperties>('/api/my-properties', { signal }),
});

/** Helpers: their memberships (active first) and pending stay requests. */
export function useMyProperties(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myPropertiesQuery, enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------- cache helpers

/** Replaces a cached host view's fields, when one is cached. */
function patchHostView(
  queryClient: QueryClient,
  id: string,
  patch: (view: HostPropertyView) => Partial<HostPropertyView>,
) {
  queryClient.setQueryData<PropertyDetails>(propertyKeys.detail(id), (current) =>
    current && current.view === 'host' ? { ...current, ...patch(current) } : current,
  );
}

function storePhotos(queryClient: QueryClient, id: string, list: PhotoList) {
  const cover = list.photos.find((photo) => photo.isCover) ?? null;
  patchHostView(queryClient, id, () => ({
    photos: list.photos,
    cover: cover ? { url: cover.url, thumbnailUrl: cover.thumbnailUrl } : null,
  }));
  void queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: exploreRootKey });
}

/** After a change that any list or card may show. */
export function refreshPropertyLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: propertyKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: exploreRootKey }),
  ]);
}

// ---------------------------------------------------------------- writes

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyCreate) => api.post<HostPropertyView>('/api/properties', body),
    onSuccess: (property) => {
      queryClient.setQueryData(propertyKeys.detail(property.id), property);
      return queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
    },
  });
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PropertyUpdate }) =>
      api.patch<HostPropertyView>(`/api/properties/${encode(id)}`, body),
    onSuccess: (property) => {
      queryClient.setQueryData(propertyKeys.detail(property.id), property);
      return refreshPropertyLists(queryClient);
    },
  });
}

export function useDeleteProperty(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>(`/api/properties/${encode(id)}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: propertyKeys.detail(id) });
      return refreshPropertyLists(queryClient);
    },
  });
}

/** POST one photo with its own progress (one request per photo, so each has its bar). */
export function uploadPropertyPhoto(
  propertyId: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<PhotoList> {
  const form = new FormData();
  form.append('photos', file, file.name);
  return uploadWithProgress<PhotoList>(
    `/api/properties/${encode(propertyId)}/photos`,
    form,
    onProgress,
    signal,
  );
}

/** Puts the server's photo list of a property in the cache after an upload. */
export function usePhotoListStore() {
  const queryClient = useQueryClient();
  return (list: PhotoList, propertyId: string) => storePhotos(queryClient, propertyId, list);
}

export function useReorderPhotos(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoIds: string[]) =>
      api.put<PhotoList>(`/api/properties/${encode(propertyId)}/photos/order`, { photoIds }),
    onSuccess: (list) => storePhotos(queryClient, propertyId, list),
  });
}

export function useSetCoverPhoto(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      api.post<PhotoList>(
        `/api/properties/${encode(propertyId)}/photos/${encode(photoId)}/cover`,
        {},
      ),
    onSuccess: (list) => storePhotos(queryClient, propertyId, list),
  });
}

export function useDeletePhoto(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      api.delete<PhotoList>(`/api/properties/${encode(propertyId)}/photos/${encode(photoId)}`),
    onSuccess: (list) => storePhotos(queryClient, propertyId, list),
  });
}

export function useSaveTerms(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExchangeTermsInput) =>
      api.put<ExchangeTerms>(`/api/properties/${encode(propertyId)}/terms`, body),
    onSuccess: (terms) => {
      queryClient.setQueryData<ExchangeTermsReply>(propertyKeys.terms(propertyId), {
        propertyId,
        terms,
      });
      patchHostView(queryClient, propertyId, () => ({ terms }));
      return refreshPropertyLists(queryClient);
    },
  });
}

export function useRegenerateInviteCode(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<InviteCodeReply>(`/api/properties/${encode(propertyId)}/invite-code`, {}),
    onSuccess: (reply) => patchHostView(queryClient, propertyId, () => reply),
  });
}

/** A member leaves (POST /api/properties/:id/leave). */
export function useLeaveProperty(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MembershipReply>(`/api/properties/${encode(propertyId)}/leave`, {}),
    // Not awaited: the member view goes away with the refetch, and the
    // caller's own callbacks (toast, navigation) must still run.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) });
      void queryClient.invalidateQueries({ queryKey: myPropertiesKey });
    },
  });
}
