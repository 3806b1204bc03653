import type { DataExport, DataExportList } from '@shared/api/data-export';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** The caller's data exports (issue 19); the contract is in src/shared/api/data-export.ts. */
export const dataExportsQueryKey = ['account', 'exports'] as const;

/** While a file is being prepared the list is read again this often (the job runs within seconds). */
export const PENDING_POLL_MS = 5_000;

export const dataExportsQueryOptions = queryOptions({
  queryKey: dataExportsQueryKey,
  queryFn: () => api.get<DataExportList>('/api/account/exports'),
  refetchInterval: (query) =>
    query.state.data?.items[0]?.status === 'pending' ? PENDING_POLL_MS : false,
});

export const useDataExports = () => useQuery(dataExportsQueryOptions);

/**
 * Asks for a new export. The id is made here, once per ask, so a request the
 * network retried makes one export on the server, not two.
 */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DataExport>('/api/account/exports', { id: crypto.randomUUID() }),
    onSuccess: (created) =>
      queryClient.setQueryData<DataExportList>(dataExportsQueryKey, (list) => ({
        items: [created, ...(list?.items ?? []).filter((item) => item.id !== created.id)],
      })),
    // A 409 means one is already being prepared: the list shows it.
    onError: () => queryClient.invalidateQueries({ queryKey: dataExportsQueryKey }),
  });
}
