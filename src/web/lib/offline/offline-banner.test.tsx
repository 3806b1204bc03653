import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';
import { formatSavedAt } from './saved-at';

afterEach(() => vi.restoreAllMocks());

const FETCHED_AT = new Date(2026, 10, 25, 14, 5).getTime();

/** A page using one query fetched at 14:05. */
function Page() {
  useQuery({ queryKey: ['chores'], queryFn: () => ['c-1'], staleTime: Infinity });
  return <OfflineBanner />;
}

describe('the offline banner', () => {
  it('says when the data on screen was fetched, in the reader’s way of writing a time', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const client = new QueryClient();
    client.setQueryData(['chores'], ['c-1'], { updatedAt: FETCHED_AT });
    render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();

    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Offline: showing what was saved at ${formatSavedAt(FETCHED_AT)}`,
    );
  });

  it('writes the time as the locale does, with the day when it was not today', () => {
    const now = new Date(2026, 10, 25, 18, 0).getTime();
    expect(formatSavedAt(FETCHED_AT, now, 'en-GB')).toBe('14:05');
    expect(formatSavedAt(FETCHED_AT, now, 'en-US')).toBe('2:05 PM');
    expect(formatSavedAt(FETCHED_AT, now + 24 * 3600_000, 'en-GB')).toBe('25 Nov, 14:05');
  });
});
