import {
  CHORE_MESSAGES,
  type Chore,
  type ChoreBulkApproveReply,
  type ChoreCreate,
  type ChoreGroups,
  type ChorePage,
  type ChoreStatus,
  type ChoreUpdate,
  type HelperChoreTab,
} from '@shared/api/chores';
import type { WeeklyHoursList } from '@shared/api/points';
import type { RealtimeEvent } from '@shared/api/realtime';
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, isApiError } from '@web/lib/api-client';
import { translate } from '@web/lib/i18n/i18n';
import { keepNewest } from '@web/lib/keep-newest';
import { OUTBOX_KINDS, type OutboxSender } from '@web/lib/offline/outbox';
import { useRealtimeTopic } from '@web/lib/realtime/use-realtime-topic';
import { uploadWithProgress } from '@web/lib/upload-with-progress';
import { useCallback, useRef } from 'react';
import { toast } from 'sonner';
import { droppedHandInMessage, type QueuedHandIn, sendHandIn } from './hand-in-outbox';

/*
 * Chores and weekly hours (contract: @shared/api/chores). Every key starts
 * with 'chores' or 'chore-hours'; a write stores the chore it gets back and
 * refreshes the lists, and the property's realtime topic does the same for
 * changes made by someone else.
 */

export const choreKeys = {
  all: ['chores'] as const,
  lists: () => [...choreKeys.all, 'list'] as const,
  list: (query: ChoreListParams) => [...choreKeys.lists(), query] as const,
  detail: (id: string) => [...choreKeys.all, 'detail', id] as const,
  groups: () => [...choreKeys.all, 'groups'] as const,
};
export const hoursKeys = {
  all: ['chore-hours'] as const,
  list: (query: { propertyId?: string; helperId?: string }) => [...hoursKeys.all, query] as const,
};
/** The points summary and ledger (features/rewards reads them; approvals change them). */
const pointsRootKey = ['points'] as const;

const encode = encodeURIComponent;

/** What a chore list asks for (GET /api/chores). */
export interface ChoreListParams {
  propertyId?: string;
  status?: ChoreStatus;
  tab?: HelperChoreTab;
  group?: string;
  helperId?: string;
  limit?: number;
}

// ---------------------------------------------------------------- messages

const messageKeys = new Map<string, string>(
  Object.entries(CHORE_MESSAGES).map(([key, message]) => [message, key]),
);

/**
 * A server's chore message in the reader's language: the chore rules'
 * messages (CHORE_MESSAGES, sent in English) are in the catalogue; any
 * other message is shown as the server wrote it.
 */
export function choreMessage(message: string): string {
  const key = messageKeys.get(message);
  return key ? translate('chores', `serverMessages.${key}`) : message;
}

/**
 * What a failed chore request says to the person, if the server said why:
 * a chore rule in the reader's language, else the message of its error code.
 */
export const choreErrorText = (error: unknown): string | undefined => {
  if (!isApiError(error)) return undefined;
  return messageKeys.has(error.serverMessage) ? choreMessage(error.serverMessage) : error.message;
};

// ---------------------------------------------------------------- reads

export const choreListQuery = (query: ChoreListParams) =>
  infiniteQueryOptions({
    queryKey: choreKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      api.get<ChorePage>('/api/chores', {
        query: { ...query, limit: query.limit ?? 20, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** A list of chores, a page at a time (host: by property and status; helper: by tab). */
export function useChoreList(query: ChoreListParams, enabled = true) {
  return useInfiniteQuery({ ...choreListQuery(query), enabled });
}

export const choreQuery = (id: string) =>
  queryOptions({
    queryKey: choreKeys.detail(id),
    queryFn: ({ signal }) => api.get<Chore>(`/api/chores/${encode(id)}`, { signal }),
    structuralSharing: keepNewest,
  });

export function useChore(id: string | undefined) {
  return useQuery({ ...choreQuery(id ?? ''), enabled: Boolean(id) });
}

export function useChoreGroups(enabled = true) {
  return useQuery({
    queryKey: choreKeys.groups(),
    queryFn: ({ signal }) => api.get<ChoreGroups>('/api/chore-groups', { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export const hoursQuery = (query: { propertyId?: string; helperId?: string } = {}) =>
  queryOptions({
    queryKey: hoursKeys.list(query),
    queryFn: ({ signal }) => api.get<WeeklyHoursList>('/api/points/hours', { query, signal }),
  });

/** Hours this week against the agreed hours, per member and property. */
export function useWeeklyHours(
  query: { propertyId?: string; helperId?: string } = {},
  enabled = true,
) {
  return useQuery({ ...hoursQuery(query), enabled });
}

// ---------------------------------------------------------------- cache

/** Stores a chore as the server presents it and refreshes what lists it. */
export function storeChore(queryClient: QueryClient, chore: Chore) {
  queryClient.setQueryData(choreKeys.detail(chore.id), chore);
  void queryClient.invalidateQueries({ queryKey: choreKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: hoursKeys.all });
}

/** Approvals move points: the ledger, and the totals on properties and helpers. */
function afterPointsChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: pointsRootKey });
  void queryClient.invalidateQueries({ queryKey: ['properties'] });
  void queryClient.invalidateQueries({ queryKey: ['helpers'] });
}

/**
 * Keeps chore screens live: `chore.changed` stores the row, `chore.deleted`
 * drops it; a resync refetches every chore list (null: no property yet).
 */
export function usePropertyChoresLive(
  propertyId: string | null | undefined,
  /** Told of each chore that changed (to announce it). */
  onChange?: (chore: Chore) => void,
) {
  const queryClient = useQueryClient();
  const changed = useRef(onChange);
  changed.current = onChange;
  const onEvent = useCallback(
    (event: RealtimeEvent) => {
      if (event.kind === 'chore.changed') {
        storeChore(queryClient, event.data);
        changed.current?.(event.data);
      } else if (event.kind === 'chore.deleted') {
        queryClient.removeQueries({ queryKey: choreKeys.detail(event.data.id) });
        void queryClient.invalidateQueries({ queryKey: choreKeys.lists() });
      }
    },
    [queryClient],
  );
  const onResync = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: choreKeys.all });
    void queryClient.invalidateQueries({ queryKey: hoursKeys.all });
  }, [queryClient]);
  useRealtimeTopic(propertyId ? `property:${propertyId}` : null, { onEvent, onResync });
}

// ---------------------------------------------------------------- writes

type Body = Omit<ChoreCreate, 'propertyId'> & { propertyId: string };

export function useCreateChore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChoreCreate) => api.post<Chore>('/api/chores', body),
    onSuccess: (chore) => storeChore(queryClient, chore),
  });
}

export function useUpdateChore(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId: _ignored, ...body }: Body) =>
      api.patch<Chore>(`/api/chores/${encode(id)}`, body satisfies ChoreUpdate),
    onSuccess: (chore) => storeChore(queryClient, chore),
  });
}

type Action = 'take' | 'start' | 'approve' | 'cancel';

/** take, start, approve or cancel: a body-less action on one chore. */
export function useChoreAction(action: Action) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Chore>(`/api/chores/${encode(id)}/${action}`, {}),
    onSuccess: (chore) => {
      storeChore(queryClient, chore);
      if (action === 'approve') afterPointsChange(queryClient);
    },
  });
}

export function useSendBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      api.post<Chore>(`/api/chores/${encode(id)}/send-back`, { note }),
    onSuccess: (chore) => storeChore(queryClient, chore),
  });
}

export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choreIds: string[]) =>
      api.post<ChoreBulkApproveReply>('/api/chores/bulk-approve', { choreIds }),
    onSuccess: (reply) => {
      for (const chore of reply.approved)
        queryClient.setQueryData(choreKeys.detail(chore.id), chore);
      void queryClient.invalidateQueries({ queryKey: choreKeys.lists() });
      afterPointsChange(queryClient);
    },
  });
}

export function useSubmitChore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      note,
      minutesSpent,
    }: {
      id: string;
      note: string | null;
      minutesSpent: number | null;
    }) => api.post<Chore>(`/api/chores/${encode(id)}/submit`, { note, minutesSpent }),
    onSuccess: (chore) => storeChore(queryClient, chore),
  });
}

/** Uploads the proof photo with progress (replaces an earlier one). */
export function useUploadChorePhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      onProgress,
      signal,
    }: {
      file: File;
      onProgress: (percent: number) => void;
      signal?: AbortSignal;
    }) => {
      const form = new FormData();
      form.append('file', file);
      return uploadWithProgress<Chore>(`/api/chores/${encode(id)}/photo`, form, onProgress, signal);
    },
    onSuccess: (chore) => queryClient.setQueryData(choreKeys.detail(chore.id), chore),
  });
}

export function useRemoveChorePhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Chore>(`/api/chores/${encode(id)}/photo`),
    onSuccess: (chore) => queryClient.setQueryData(choreKeys.detail(chore.id), chore),
  });
}

// ---------------------------------------------------------------- offline

/** The outbox's name for a hand-in made with no network (issue 16). */
export const CHORE_HAND_IN_OUTBOX_KIND = OUTBOX_KINDS.choreHandIn;

/** Sends a hand-in the outbox kept; one that can no longer apply is dropped with a clear message. */
export const choreHandInOutboxSender: OutboxSender<QueuedHandIn> = {
  send: (handIn) => sendHandIn(handIn),
  onSent: (handIn, chore, client) => {
    storeChore(client, chore as Chore);
    toast.success(translate('chores', 'handIn.sent', { title: handIn.choreTitle }), {
      description: translate('chores', 'handIn.sentDescription'),
    });
  },
  onDropped: (handIn, error, client) => {
    toast.error(droppedHandInMessage(handIn, error), { duration: 12_000 });
    void client.invalidateQueries({ queryKey: choreKeys.detail(handIn.choreId) });
    void client.invalidateQueries({ queryKey: choreKeys.lists() });
  },
};
