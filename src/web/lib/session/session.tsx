import type { SessionReply } from '@shared/api/auth';
import type { Role } from '@shared/api/profile';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, isApiError } from '@web/lib/api-client';
import {
  closeBrowserRealtime,
  onRealtimeStatus,
  resumeBrowserRealtime,
} from '@web/lib/realtime/realtime-lifecycle';
import { createContext, type ReactNode, use, useEffect, useMemo } from 'react';
import { forgetLocalUser, rememberRole } from './local-user-state';

export type UserRole = Role;

export interface SessionUser {
  id: string;
  email: string;
  /** 'user' until the role is chosen at /role-select. */
  role: UserRole;
  fullName: string | null;
  /** The auth session's id (marks "this device" in the session list; keys the profile gate). */
  sessionId: string | null;
  twoFactorEnabled: boolean;
  /** False until the mailed link is followed (issue 14): some actions wait for it. */
  emailVerified: boolean;
}

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

/** Invalidate this key after signing in or out. */
export const sessionQueryKey = ['auth', 'session'] as const;

const SESSION_PATH = '/api/auth/get-session';

const asText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * Reads better-auth's `{ session, user }` reply (`SessionReply`, or `null`) into
 * our user; checked field by field so an odd reply reads as signed out.
 */
export function toSessionUser(body: unknown): SessionUser | null {
  const reply = body as {
    user?: Record<string, unknown>;
    session?: Record<string, unknown>;
  } | null;
  const user = reply?.user;
  const id = asText(user?.id);
  const email = asText(user?.email);
  if (!user || !id || !email) return null;
  const role: UserRole = user.role === 'host' || user.role === 'helper' ? user.role : 'user';
  return {
    id,
    email,
    role,
    fullName: asText(user.fullName) ?? asText(user.name),
    sessionId: asText(reply?.session?.id),
    twoFactorEnabled: user.twoFactorEnabled === true,
    emailVerified: user.emailVerified === true,
  };
}

/** The read begun by beginSessionRead, until the first session query takes it. */
let earlyRead: Promise<SessionReply> | null = null;

/**
 * Starts reading the session as the app's code starts (main.tsx), before the
 * catalogues and the first render: the first session query then takes this
 * read instead of beginning its own, so a signed-in page's reads do not wait
 * for the catalogues and then the session one after the other (issue 20, a
 * phone's first paint). Only the request moves: its answer, or its failure,
 * is read by the query as its own would be, once the query runs (after the
 * device's saved copy is open), so the offline rules are unchanged.
 */
export function beginSessionRead(): void {
  const read = api.get<SessionReply>(SESSION_PATH);
  // Its failure is the query's to handle, once it takes it.
  read.catch(() => undefined);
  earlyRead = read;
}

/** The session's reply: the early read once, else a request of its own. */
function readSession(signal?: AbortSignal): Promise<SessionReply> {
  const early = earlyRead;
  earlyRead = null;
  return early ?? api.get<SessionReply>(SESSION_PATH, signal ? { signal } : {});
}

/**
 * The current user, or null when nobody is signed in. With no network the
 * answer is unknown, not "signed out": the last known user (the device's
 * saved copy, issue 16) stays, so a reload on a dead signal keeps the person
 * in the app. A real 401 (or no session) still signs out.
 */
export async function fetchSessionUser(
  signal?: AbortSignal,
  lastKnown: SessionUser | null = null,
): Promise<SessionUser | null> {
  try {
    return toSessionUser(await readSession(signal));
  } catch (error) {
    if (isApiError(error) && error.code === 'network_error') return lastKnown;
    // No session endpoint yet, or no session: nobody is signed in.
    if (isApiError(error) && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

const MAX_UNAVAILABLE_RETRIES = 4;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal, client }) =>
    fetchSessionUser(signal, client.getQueryData<SessionUser | null>(sessionQueryKey) ?? null),
  staleTime: 60_000,
  // A server hiccup gets one more try; then the visitor is treated as signed
  // out. A 503 says the database is restarting (back within seconds): tried
  // for longer (the client's back-off: 1 + 2 + 4 + 8 s), so a page opened
  // meanwhile does not sign its visitor out.
  retry: (failureCount, error) =>
    error instanceof ApiError &&
    error.status >= 500 &&
    failureCount < (error.status === 503 ? MAX_UNAVAILABLE_RETRIES : 1),
});

/**
 * The key of every request that replaces this device's session with a new one
 * (turning two-step verification on or off, changing the password): the
 * server ends the old session, which closes the realtime socket, before the
 * reply sets the new cookie.
 */
export const sessionReplacingMutationKey = ['auth', 'replace-session'] as const;

/** Resolves once no session-replacing request is in flight. */
function sessionReplacementsSettled(queryClient: QueryClient): Promise<void> {
  const mutationKey = sessionReplacingMutationKey;
  return new Promise((resolve) => {
    if (queryClient.isMutating({ mutationKey }) === 0) return resolve();
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (queryClient.isMutating({ mutationKey }) > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The server closed the realtime socket because this session ended. Re-read
 * the session, but only once a request replacing it here has its reply (with
 * the new cookie): read earlier, it would sign the user out of the page they
 * were on. Still signed in (the session was replaced): reconnect at once.
 */
async function recheckEndedSession(queryClient: QueryClient) {
  await sessionReplacementsSettled(queryClient);
  let user: SessionUser | null;
  try {
    user = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
  } catch {
    // Cancelled (this tab is signing out) or unreadable: nothing to resume.
    return;
  }
  if (user) resumeBrowserRealtime();
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const query = useQuery(sessionQueryOptions);
  const user = query.data ?? null;
  const session = useMemo<Session>(() => {
    if (query.isPending) return { status: 'loading', user: null };
    if (user) return { status: 'signed-in', user };
    return { status: 'signed-out', user: null };
  }, [query.isPending, user]);

  // SPEC 3, 4: the role is kept locally, rewritten on every auth change and
  // cleared when nobody is signed in.
  const role = user?.role ?? null;
  useEffect(() => {
    if (query.isPending) return;
    if (role) rememberRole(role);
    else forgetLocalUser();
  }, [query.isPending, role]);

  // The realtime socket is closed by the server when this session ends
  // (signed out on another device, expired, replaced): re-read the session so
  // the route guards take over. Signed out here: close the socket.
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeStatus((status) => {
        if (status === 'signed_out') void recheckEndedSession(queryClient);
      }),
    [queryClient],
  );
  const signedOut = !query.isPending && !user;
  useEffect(() => {
    if (signedOut) closeBrowserRealtime();
  }, [signedOut]);
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** Who is signed in. Must be used inside `SessionProvider`. */
export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>.');
  return session;
}
