import type {
  AuditLog,
  ModerationActionCreate,
  ModerationResult,
  ReportQueue,
  SuspensionList,
} from '@shared/api/admin';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useProfile } from '@web/features/profile/api';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session/session';

/*
 * The operators' moderation desk (contract: @shared/api/admin). Every route
 * answers 404 to anyone but an operator. Keys start with 'admin'.
 */

export const adminKeys = {
  all: ['admin'] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
  suspensions: () => [...adminKeys.all, 'suspensions'] as const,
  auditLog: () => [...adminKeys.all, 'audit-log'] as const,
};

const AUDIT_PAGE_SIZE = 20;

/**
 * Whether the signed-in person is an operator: the `operator` flag of their
 * own profile (GET /api/profile), which the shell loads anyway. Nobody else's
 * browser asks /api/admin anything, so the desk is not advertised and no 404
 * is logged on ordinary pages. `undefined` while unknown; signed out or any
 * failure: false. The desk's routes still check on the server.
 */
export function useIsOperator(): boolean | undefined {
  const session = useSession();
  const profile = useProfile();
  if (session.status === 'signed-out') return false;
  if (profile.isError) return false;
  return profile.data?.operator;
}

/** For the menu: true only for an operator. */
export function useShowsModerationMenu(): boolean {
  return useIsOperator() === true;
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
