import type { SavedPropertyPage } from '@shared/api/saved-properties';
import { screen, within } from '@testing-library/react';
import { json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { describe, expect, it } from 'vitest';
import SavedPage from './pages/saved-page';

// The Saved page (issue 18): the helper's saved properties, paused and full
// ones marked, a paused one no longer a link.

const slow = { timeout: 30_000 };
const item = (id: string, title: string, marks: { paused?: boolean; full?: boolean } = {}) => ({
  id,
  title,
  type: 'farm' as const,
  city: 'Évora',
  region: null,
  country: 'PT',
  cover: null,
  savedAt: '2026-11-20T10:00:00.000Z',
  paused: marks.paused ?? false,
  full: marks.full ?? false,
});
const page: SavedPropertyPage = {
  items: [
    item('5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d51', 'Open farm'),
    item('5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d52', 'Paused farm', { paused: true }),
    item('5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d53', 'Full farm', { full: true }),
  ],
  nextCursor: null,
};

describe('the Saved page', () => {
  it('lists saved properties with paused and full marked', slow, async () => {
    mockApi({
      'GET /api/auth/get-session': () => json(200, sessionReply('helper')),
      'GET /api/saved-properties': () => json(200, page),
      'GET /api/saved-properties/ids': () => json(200, { ids: page.items.map((i) => i.id) }),
    });
    renderRoutes([{ path: '/', element: <SavedPage /> }], '/');
    const list = await screen.findByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Open farm' })).toBeVisible();
    expect(within(cards[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(cards[1] as HTMLElement).getByText('Paused')).toBeVisible();
    expect(within(cards[2] as HTMLElement).getByText('Full')).toBeVisible();
    expect(
      within(cards[2] as HTMLElement).getByRole('button', { name: 'Save Full farm' }),
    ).toBeInTheDocument();
  });

  it('says how to save one when there is none', slow, async () => {
    mockApi({
      'GET /api/auth/get-session': () => json(200, sessionReply('helper')),
      'GET /api/saved-properties': () => json(200, { items: [], nextCursor: null }),
    });
    renderRoutes([{ path: '/', element: <SavedPage /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find properties' })).toHaveAttribute(
      'href',
      '/explore',
    );
  });
});
