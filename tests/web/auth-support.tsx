import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SessionProvider } from '@web/lib/session/session';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';
import { onTestFinished, vi } from 'vitest';

/*
 * Component tests of the auth, profile and account screens: a fake network at
 * the api-client boundary (fetch), the real providers, router and toasts.
 */

export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const apiError = (status: number, code: string, message: string, fields?: unknown[]) =>
  json(status, { error: { code, message, ...(fields ? { fields } : {}) } });

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Stubs fetch with handlers keyed "METHOD /path" (no query). Every call is
 * recorded; a call without a handler fails the test.
 */
export function mockApi(handlers: Record<string, Handler | Response>) {
  const calls: RecordedCall[] = [];
  const unhandled: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) {
      unhandled.push(`${method} ${url.pathname}`);
      return apiError(500, 'internal_error', 'unhandled in test');
    }
    return typeof handler === 'function' ? handler(call) : handler.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  onTestFinished(() => {
    if (unhandled.length > 0) throw new Error(`Unhandled API calls: ${unhandled.join(', ')}`);
  });
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

export const sessionReply = (
  role: 'user' | 'host' | 'helper',
  extra: {
    sessionId?: string;
    twoFactorEnabled?: boolean;
    name?: string;
    /** Verified unless told otherwise (issue 14). */
    emailVerified?: boolean;
  } = {},
) => ({
  session: {
    id: extra.sessionId ?? 'sess-1',
    userId: 'u-1',
    expiresAt: '2099-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  user: {
    id: 'u-1',
    email: 'sam@example.com',
    name: extra.name ?? 'Sam Rivers',
    role,
    twoFactorEnabled: extra.twoFactorEnabled ?? false,
    emailVerified: extra.emailVerified ?? true,
  },
});

export const profileFixture = (overrides: Record<string, unknown> = {}) => ({
  id: '7f1c0c1e-8a53-4c1b-9a57-2f1d2b3c4d5e',
  email: 'sam@example.com',
  fullName: 'Sam Rivers',
  avatarUrl: null,
  bio: 'I love gardens.',
  phone: null,
  role: 'host',
  points: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  dateOfBirth: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  hasSeenWelcome: true,
  customChoreGroups: [],
  hostSignupInviteStatus: null,
  isComplete: true,
  skills: [],
  spokenLanguages: [],
  ...overrides,
});

/** A stand-in page that shows where the router is. */
export const Here = ({ name }: { name: string }) => <p>page:{name}</p>;

/**
 * Renders `routes` in a memory router at `path`, inside the app's providers
 * (query cache without retries, session, toasts).
 */
export function renderRoutes(routes: RouteObject[], path: string, extra?: ReactNode) {
  // Toasts live in a module-wide store: forget the previous test's.
  toast.dismiss();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
      <Toaster />
      {extra}
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}
