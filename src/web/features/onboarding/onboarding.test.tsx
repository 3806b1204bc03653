import type { OnboardingView } from '@shared/api/onboarding';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { publicProfileFixture } from '@tests/web/profile-fixtures';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import OnboardingPage from './pages/onboarding-page';

const PROPERTY = '2b0c7a57-7f4d-4f0e-9d7b-0a1b2c3d4e5f';
const KEYS = '4c0c7a57-7f4d-4f0e-9d7b-0a1b2c3d4e51';
const WIFI = '4c0c7a57-7f4d-4f0e-9d7b-0a1b2c3d4e52';
const base = `/api/properties/${PROPERTY}/onboarding`;
const slow = { timeout: 30_000 };
const routes = [{ path: '/properties/:propertyId/onboarding', element: <OnboardingPage /> }];
const me = publicProfileFixture({ id: 'u-1', fullName: 'Sam Rivers' });

const items = [
  { id: KEYS, position: 0, title: 'Keys', details: 'By the door.', photoUrl: null },
  { id: WIFI, position: 1, title: 'Wi-Fi', details: null, photoUrl: null },
];

const memberView = (ticked: string[]): OnboardingView => ({
  propertyId: PROPERTY,
  propertyTitle: 'Orchard Hill Farm',
  viewerRole: 'member',
  items,
  mine: {
    helper: { ...me, role: 'helper' },
    acknowledgements: ticked.map((itemId) => ({
      itemId,
      acknowledgedAt: '2027-02-01T10:00:00.000Z',
    })),
    done: ticked.length,
    total: 2,
    completedAt: ticked.length === 2 ? '2027-02-01T10:00:00.000Z' : null,
    needs: [],
  },
  members: [],
});

const extra = {
  'GET /api/helpers': json(200, { items: [], nextCursor: null }),
  'GET /api/my-properties': json(200, { memberships: [], pendingRequests: [] }),
};

beforeEach(() => {
  vi.stubGlobal('WebSocket', undefined);
});

describe('onboarding', () => {
  it('a member ticks items and sees the progress and completion', slow, async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('helper')),
      [`GET ${base}`]: json(200, memberView([KEYS])),
      [`POST ${base}/items/${WIFI}/acknowledge`]: json(200, memberView([KEYS, WIFI])),
      ...extra,
    });
    renderRoutes(routes, `/properties/${PROPERTY}/onboarding`);
    await screen.findByText('1 of 2 done');
    expect(screen.getByRole('progressbar', { name: 'Your onboarding progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    // Keys is done already: only Wi-Fi has a button.
    const list = screen.getByRole('list', { name: 'Checklist' });
    expect(within(list).getAllByRole('button', { name: /Mark as done/ })).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: /Mark as done/ }));
    await screen.findByText('2 of 2 done');
    expect(screen.getByText('You’re all set')).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/items/${WIFI}/acknowledge`)).toHaveLength(1);
  });

  it('the host adds an item only with a title, and sees each member’s progress', slow, async () => {
    const hostView: OnboardingView = {
      propertyId: PROPERTY,
      propertyTitle: 'Orchard Hill Farm',
      viewerRole: 'host',
      items,
      mine: null,
      members: [
        {
          ...(memberView([KEYS]).mine as NonNullable<OnboardingView['mine']>),
          needs: [
            {
              id: '5c0c7a57-7f4d-4f0e-9d7b-0a1b2c3d4e5f',
              helperId: 'u-1',
              kind: 'diet',
              details: 'Vegetarian',
              acknowledgedAt: null,
              createdAt: '2027-02-01T10:00:00.000Z',
            },
          ],
        },
      ],
    };
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      [`GET ${base}`]: json(200, hostView),
      [`POST ${base}/items`]: json(201, {
        ...hostView,
        items: [
          ...items,
          { id: 'x', position: 2, title: 'Fire exits', details: null, photoUrl: null },
        ],
      }),
      ...extra,
    });
    renderRoutes(routes, `/properties/${PROPERTY}/onboarding`);
    await screen.findByRole('heading', { name: 'Induction checklist' });
    expect(screen.getByText('1 of 2 done')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Acknowledge/ })).toHaveTextContent(
      'Acknowledge Diet: Vegetarian',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(/Give the item a title/);
    expect(api.callsTo('POST', `${base}/items`)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^Title/), 'Fire exits');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await screen.findByRole('heading', { name: '3. Fire exits' });
    expect(api.callsTo('POST', `${base}/items`)[0]?.body).toEqual({
      title: 'Fire exits',
      details: null,
    });
  });
});
