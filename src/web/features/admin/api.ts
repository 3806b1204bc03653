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

/*
 * Who is an operator. GET /api/admin/me answers 200 to an operator and 404 to
 * anyone else. A 404 is the answer, not a failure, but the browser still logs
 * it as a failed resource, so nobody is asked on every page: the desk's own
 * route asks (an operator opens /admin once), and the answer is remembered
 * in this browser for that account. The menu asks again only for an account
 * remembered as an operator, so a revoked operator loses the item on the
 * next load.
 */

const operatorHintKey = (userId: string) => `homestay.operator.${userId}`;

function readOperatorHint(userId: string): boolean {
  try {
    return window.localStorage.getItem(operatorHintKey(userId)) === '1';
  } catch {
    return false;
  }
}

function writeOperatorHint(userId: string, operator: boolean) {
  try {
    if (operator) window.localStorage.setItem(operatorHintKey(userId), '1');
    else window.localStorage.removeItem(operatorHintKey(userId));
  } catch {
    // Storage off (a private window): the menu item waits for the next /admin visit.
  }
}

const operatorQuery = (userId: string) => ({
  queryKey: adminKeys.me(userId),
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    let operator: boolean;
    try {
      await api.get('/api/admin/me', { signal });
      operator = true;
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) throw error;
      operator = false;
    }
    writeOperatorHint(userId, operator);
    return operator;
  },
  retry: false,
  // Once per session: a grant or a revocation shows on the next load.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
});

/**
 * For the /admin route: whether the signed-in person is an operator,
 * `undefined` while unknown. Signed out, or any failure: false.
 */
export function useIsOperator(): boolean | undefined {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const query = useQuery({ ...operatorQuery(userId ?? 'anonymous'), enabled: userId !== null });
  if (session.status === 'signed-out') return false;
  if (query.isError) return false;
  return query.data;
}

/** For the menu: true only for an operator (asks only an account remembered as one). */
export function useShowsModerationMenu(): boolean {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const query = useQuery({
    ...operatorQuery(userId ?? 'anonymous'),
    enabled: userId !== null && readOperatorHint(userId),
  });
  return query.data === true;
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
