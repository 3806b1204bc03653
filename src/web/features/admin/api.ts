import type {
  AuditLog,
  ModerationActionCreate,
  ModerationResult,
  ReportQueue,
  SuspensionList,
} from '@shared/api/admin';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@web/lib/api-client';
import { useSession } from '@web/lib/session/session';

/*
 * The operators' moderation desk (contract: @shared/api/admin). Every route
 * answers 404 to anyone but an operator, so "am I an operator" is one GET:
 * 200 yes, 404 no. Keys start with 'admin'.
 */

export const adminKeys = {
  all: ['admin'] as const,
  me: (userId: string) => [...adminKeys.all, 'me', userId] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
  suspensions: () => [...adminKeys.all, 'suspensions'] as const,
  auditLog: () => [...adminKeys.all, 'audit-log'] as const,
};

const AUDIT_PAGE_SIZE = 20;

/**
 * Whether the signed-in person is an operator: `undefined` while unknown,
 * then true or false. Asked once per session (keyed by the user, never
 * stale, no retries: a 404 is the answer, not a failure).
 */
export function useIsOperator(): boolean | undefined {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const query = useQuery({
    queryKey: adminKeys.me(userId ?? 'anonymous'),
    queryFn: async ({ signal }) => {
      try {
        await api.get('/api/admin/me', { signal });
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return false;
        throw error;
      }
    },
    enabled: userId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  if (session.status === 'signed-out') return false;
  if (query.isError) return false;
  return query.data;
}

/** The open reports, grouped by what they are about (flagged groups first). */
export const useReportQueue = () =>
  useQuery({
    queryKey: adminKeys.reports(),
    queryFn: ({ signal }) => api.get<ReportQueue>('/api/admin/reports', { signal }),
  });

/** Who is suspended now. */
export const useSuspensions = () =>
  useQuery({
    queryKey: adminKeys.suspensions(),
    queryFn: ({ signal }) => api.get<SuspensionList>('/api/admin/suspensions', { signal }),
  });

/** The audit log, newest first, a page at a time. */
export const useAuditLog = () =>
  useInfiniteQuery({
    queryKey: adminKeys.auditLog(),
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditLog>('/api/admin/actions', {
        query: { limit: AUDIT_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/**
 * Dismiss, hide, suspend or lift. Afterwards the queue, the suspensions and
 * the audit log are all refetched: one action can change all three.
 */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModerationActionCreate) =>
      api.post<ModerationResult>('/api/admin/actions', body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reports() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.suspensions() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]),
  });
}
