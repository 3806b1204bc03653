import { api, isOfflineError } from '@web/lib/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_WRITE_MESSAGE } from './online-status';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('writes with no network', () => {
  it('are refused before they are tried, saying why; reads still go (to the cache or the service worker)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    const error = await api.post('/api/chores/c-1/approve', {}).catch((e: unknown) => e);
    expect(isOfflineError(error)).toBe(true);
    expect((error as Error).message).toBe(OFFLINE_WRITE_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();

    await api.get('/api/chores');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
