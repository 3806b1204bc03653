import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiRequest } from './api-client';
import { i18n } from './i18n/i18n';

const jsonResponse = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function mockFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The error a call rejects with; fails the test if it resolves. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('Expected the call to fail');
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('apiRequest', () => {
  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    const fetchMock = mockFetch(async () => jsonResponse(200, { id: 'c-1' }));
    await expect(api.post('/api/chores', { title: 'Feed the hens' })).resolves.toEqual({
      id: 'c-1',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/chores');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"title":"Feed the hens"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('adds query parameters and leaves out empty ones', async () => {
    const fetchMock = mockFetch(async () => jsonResponse(200, []));
    await api.get('/api/notifications', { query: { limit: 5, cursor: undefined, unread: true } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/notifications?limit=5&unread=true');
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const fetchMock = mockFetch(async () => jsonResponse(200, { ok: true }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'avatar.png');
    await api.post('/api/profile/avatar', form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('returns null for an empty reply', async () => {
    mockFetch(async () => new Response(null, { status: 204 }));
    await expect(api.delete('/api/notifications')).resolves.toBeNull();
  });

  it('turns the server error shape into an ApiError', async () => {
    mockFetch(async () =>
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Check the highlighted fields',
          fields: [{ field: 'body.email', message: 'Enter a valid email' }],
        },
      }),
    );
    const error = await failureOf(apiRequest('/api/profile', { method: 'PUT', body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Check the highlighted fields',
    });
    expect(error.fieldMessage('email')).toBe('Enter a valid email');
    expect(error.fieldMessage('bio')).toBeUndefined();
  });

  it('keeps the server’s English word for word in English, as message and serverMessage', async () => {
    mockFetch(async () =>
      jsonResponse(429, {
        error: { code: 'rate_limited', message: 'Too many attempts, wait 60 seconds' },
      }),
    );
    const error = await failureOf(api.post('/api/reports', {}));
    expect(error.message).toBe('Too many attempts, wait 60 seconds');
    expect(error.serverMessage).toBe('Too many attempts, wait 60 seconds');
  });

  it('says a server error in the reader’s language, keeping the server’s English beside it', async () => {
    await i18n.changeLanguage('de');
    mockFetch(async () =>
      jsonResponse(429, {
        error: { code: 'rate_limited', message: 'Too many attempts, wait 60 seconds' },
      }),
    );
    const error = await failureOf(api.post('/api/reports', {}));
    expect(error.message).toBe('Zu viele Versuche. Warte kurz und versuche es noch einmal.');
    expect(error.serverMessage).toBe('Too many attempts, wait 60 seconds');
    expect(error.code).toBe('rate_limited');
  });

  it('says the server’s field messages in the language on screen', async () => {
    await i18n.changeLanguage('de');
    mockFetch(async () =>
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'body.email: Enter a valid email address',
          fields: [{ field: 'body.email', message: 'Enter a valid email address' }],
        },
      }),
    );
    const error = await failureOf(api.post('/api/auth/sign-up/email', {}));
    expect(error.fieldMessage('email')).toBe('Gib eine gültige E-Mail-Adresse ein');
  });

  it('tells the server the language on screen on every call', async () => {
    const fetchMock = mockFetch(async () => jsonResponse(200, {}));
    await api.get('/api/profile');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Accept-Language': 'en' });
    await i18n.changeLanguage('pt-BR');
    await api.post('/api/auth/sign-up/email', { email: 'a@b.c' });
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({ 'Accept-Language': 'pt-BR' });
  });

  it('gives a safe generic error for a non-JSON failure', async () => {
    mockFetch(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await failureOf(api.get('/api/x'));
    expect(error).toMatchObject({
      status: 502,
      code: 'internal_error',
      message: 'An unexpected error occurred',
      fields: [],
    });
  });

  it('turns a network failure into network_error', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(api.get('/api/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('rethrows an abort as it is', async () => {
    const controller = new AbortController();
    mockFetch(async () => {
      controller.abort();
      throw new DOMException('Aborted', 'AbortError');
    });
    const error = await failureOf(api.get('/api/x', { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
  });
});
