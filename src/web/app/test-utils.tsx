import { configure, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from './providers';
import { appRoutes } from './router';

// The whole app loads lazily (a chunk per page); on a busy machine the first
// render of a page can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

export type SessionReply = 'signed-out' | 'loading' | 'network-error' | 'user' | 'host' | 'helper';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Answers one request a test cares about; undefined leaves it to the default (404). */
export type RequestHandler = (
  url: string,
  init: RequestInit | undefined,
) => Response | Promise<Response> | undefined;

export const TEST_USER = { id: 'u-1', email: 'sam@example.com', name: 'Sam Rivers' } as const;

/** Answers GET /api/auth/get-session the way better-auth would; other calls go to `handler`, else 404. */
export function stubSession(reply: SessionReply, handler?: RequestHandler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.startsWith('/api/auth/get-session')) {
      const answer = await handler?.(url, init);
      return answer ?? json(404, { error: { code: 'not_found', message: 'Not found' } });
    }
    switch (reply) {
      case 'loading':
        return new Promise<Response>(() => {});
      case 'network-error':
        throw new TypeError('Failed to fetch');
      case 'signed-out':
        return json(200, null);
      default:
        return json(200, {
          session: { id: 's-1', userId: TEST_USER.id, expiresAt: '2099-01-01T00:00:00.000Z' },
          user: { ...TEST_USER, role: reply, emailVerified: true },
        });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A GET /api/profile reply for the test user, with `overrides`. */
export function profileReply(
  role: 'user' | 'host' | 'helper',
  overrides: Record<string, unknown> = {},
) {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: TEST_USER.email,
    fullName: TEST_USER.name,
    avatarUrl: null,
    bio: 'Hello',
    phone: null,
    role,
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
    operator: false,
    ...overrides,
  };
}

/** Renders the whole app (providers, session, router) at `path`. */
export function renderApp(path: string, session: SessionReply, handler?: RequestHandler) {
  const fetchMock = stubSession(session, handler);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(<AppProviders router={router} queryClient={createQueryClient()} />);
  return { router, fetchMock, ...view };
}

/** Makes `(min-width: 768px)` match (a desktop) or not (a phone) for the rest of the test. */
export function setViewport(kind: 'phone' | 'desktop') {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: kind === 'desktop' && query.includes('min-width: 768px'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
