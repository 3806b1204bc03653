import type { RealtimeEvent } from '@shared/api/realtime';
import type { Redemption } from '@shared/api/rewards';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { hostViewFixture, PROPERTY_ID } from '@tests/web/property-fixtures';
import { HostActions } from '@web/features/properties/components/host-property-panels';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { HostRewardsPanel } from './components/host-rewards-panel';

// Rewards live (issue 8): the host's "Rewards to hand out" follows
// `redemption.changed` on `me`, the catalogue follows `reward.*` on the property.

const subscribers = vi.hoisted(
  () => new Map<string, Set<{ onEvent: (e: RealtimeEvent) => void; onResync: () => void }>>(),
);
vi.mock('@web/lib/realtime/use-realtime-topic', async () => {
  const { useEffect, useRef } = await import('react');
  type Handlers = { onEvent: (e: RealtimeEvent) => void; onResync: () => void };
  return {
    useRealtimeTopic: (topic: string | null, handlers: Handlers) => {
      const latest = useRef(handlers);
      latest.current = handlers;
      useEffect(() => {
        if (!topic) return;
        const entry: Handlers = {
          onEvent: (e) => latest.current.onEvent(e),
          onResync: () => latest.current.onResync(),
        };
        const set = subscribers.get(topic) ?? new Set();
        set.add(entry);
        subscribers.set(topic, set);
        return () => {
          set.delete(entry);
        };
      }, [topic]);
    },
  };
});

const emit = (topic: string, event: RealtimeEvent) =>
  act(() => {
    for (const s of subscribers.get(topic) ?? []) s.onEvent(event);
  });

const slow = { timeout: 30_000 };

const redemption: Redemption = {
  id: '99999999-9999-4999-8999-999999999999',
  rewardId: '88888888-8888-4888-8888-888888888881',
  rewardTitle: 'Dinner at the tavern',
  propertyId: PROPERTY_ID,
  propertyTitle: 'Hillside olive farm',
  helper: { id: '44444444-4444-4444-8444-444444444444', fullName: 'Sam Rivers', avatarUrl: null },
  cost: 50,
  status: 'pending',
  decidedAt: null,
  declineReason: null,
  createdAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
};

describe('the host’s rewards view, live', () => {
  it(
    'shows a helper’s new request, and drops a cancelled one, without a reload',
    slow,
    async () => {
      let pending: Redemption[] = [];
      let rewards: unknown[] = [];
      const api = mockApi({
        'GET /api/auth/get-session': json(200, sessionReply('host')),
        [`GET /api/properties/${PROPERTY_ID}`]: json(200, hostViewFixture()),
        'GET /api/redemptions': () => json(200, { items: pending, nextCursor: null }),
        'GET /api/rewards': () => json(200, { items: rewards }),
        'GET /api/points/ledger': json(200, { items: [], nextCursor: null }),
      });
      renderRoutes(
        [
          {
            path: '/chores',
            element: (
              <HostRewardsPanel propertyId={PROPERTY_ID} propertyTitle="Hillside olive farm" />
            ),
          },
        ],
        '/chores',
      );
      expect(await screen.findByText(/No requests waiting/)).toBeInTheDocument();
      expect(subscribers.get('me')?.size).toBe(1);
      expect(subscribers.get(`property:${PROPERTY_ID}`)?.size).toBe(1);

      pending = [redemption];
      await emit('me', { kind: 'redemption.changed', data: redemption });
      expect(await screen.findByText('Dinner at the tavern')).toBeInTheDocument();

      pending = [];
      await emit('me', {
        kind: 'redemption.changed',
        data: { ...redemption, status: 'cancelled' },
      });
      expect(await screen.findByText(/No requests waiting/)).toBeInTheDocument();

      // A catalogue change on the property's topic refetches the catalogue.
      const before = api.callsTo('GET', '/api/rewards').length;
      rewards = [];
      await emit(`property:${PROPERTY_ID}`, { kind: 'reward.deleted', data: { id: 'x' } });
      await vi.waitFor(() =>
        expect(api.callsTo('GET', '/api/rewards').length).toBeGreaterThan(before),
      );
    },
  );
});

describe('declining a request', () => {
  it('asks to confirm, takes an optional reason and sends it', slow, async () => {
    let pending: Redemption[] = [redemption];
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      [`GET /api/properties/${PROPERTY_ID}`]: json(200, hostViewFixture()),
      'GET /api/redemptions': () => json(200, { items: pending, nextCursor: null }),
      'GET /api/rewards': json(200, { items: [] }),
      'GET /api/points/ledger': json(200, { items: [], nextCursor: null }),
      [`POST /api/redemptions/${redemption.id}/decline`]: (call) => {
        pending = [];
        const reason = (call.body as { reason: string | null }).reason;
        return json(200, { ...redemption, status: 'declined', declineReason: reason });
      },
    });
    renderRoutes(
      [
        {
          path: '/chores',
          element: (
            <HostRewardsPanel propertyId={PROPERTY_ID} propertyTitle="Hillside olive farm" />
          ),
        },
      ],
      '/chores',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Decline/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this request?' });
    expect(dialog).toHaveTextContent(
      'Sam Rivers keeps their points; the 50 points reserved are freed.',
    );
    await user.type(within(dialog).getByLabelText(/Reason/), '  Closed for the holidays  ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Request declined')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/redemptions/${redemption.id}/decline`)[0]?.body).toEqual({
      reason: 'Closed for the holidays',
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('the host’s property page', () => {
  it('links to the property’s rewards and bonus', () => {
    render(
      <MemoryRouter>
        <HostActions property={hostViewFixture()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Rewards & bonus' })).toHaveAttribute(
      'href',
      `/chores?property=${PROPERTY_ID}&view=rewards`,
    );
  });
});
