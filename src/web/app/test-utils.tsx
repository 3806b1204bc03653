import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from './providers';
import { appRoutes } from './router';

export type SessionReply = 'signed-out' | 'loading' | 'network-error' | 'user' | 'host' | 'helper';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Answers GET /api/auth/get-session the way better-auth would. */
export function stubSession(reply: SessionReply) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (!url.startsWith('/api/auth/get-session')) {
      return json(404, { error: { code: 'not_found', message: 'Not found' } });
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
          session: { id: 's-1', userId: 'u-1', expiresAt: '2099-01-01T00:00:00.000Z' },
          user: { id: 'u-1', email: 'sam@example.com', name: 'Sam Rivers', role: reply },
        });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the whole app (providers, session, router) at `path`. */
export function renderApp(path: string, session: SessionReply) {
  stubSession(session);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(<AppProviders router={router} queryClient={createQueryClient()} />);
  return { router, ...view };
}
