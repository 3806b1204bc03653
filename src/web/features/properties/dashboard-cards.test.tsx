import { screen, within } from '@testing-library/react';
import { hostProfile, PROPERTY_ID } from '@tests/web/property-fixtures';
import { json, profileReply, renderApp } from '@web/app/test-utils';
import { formatDay } from '@web/lib/labels/property-labels';
import { afterEach, describe, expect, it } from 'vitest';

// The dashboard's issue-5 cards read the properties, helpers and My Properties
// endpoints (their empty states are the dashboard's own tests).

const card = {
  id: PROPERTY_ID,
  title: 'Hillside olive farm',
  type: 'farm',
  city: 'Évora',
  country: 'PT',
  status: 'listed',
  cover: null,
  helperCount: 1,
  pendingRequestCount: 2,
  hasTerms: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const membership = {
  id: '55555555-5555-4555-8555-555555555555',
  propertyId: PROPERTY_ID,
  helperId: '66666666-6666-4666-8666-666666666666',
  status: 'active',
  joinedVia: 'invite_code',
  startDate: '2026-03-01',
  endDate: null,
  endedAt: null,
  agreementFormCompleted: false,
  onboardingCompletedAt: null,
  exchangePoints: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const propertyRef = {
  id: PROPERTY_ID,
  title: card.title,
  type: 'farm',
  city: 'Évora',
  country: 'PT',
  status: 'listed',
  cover: null,
};
const helper = { ...hostProfile, id: membership.helperId, fullName: 'Hugo Helper', role: 'helper' };

afterEach(() => {
  window.localStorage.clear();
});

describe('dashboard cards with issue-5 data', () => {
  it('shows the host’s properties, waiting requests and helpers', async () => {
    renderApp('/dashboard', 'host', (url) => {
      if (url === '/api/profile') return json(200, profileReply('host'));
      if (url.startsWith('/api/properties?')) return json(200, { items: [card], nextCursor: null });
      if (url.startsWith('/api/helpers?'))
        return json(200, {
          items: [{ helper, membership, property: propertyRef }],
          nextCursor: null,
        });
      return undefined;
    });
    const properties = await screen.findByRole(
      'region',
      { name: 'Your properties' },
      { timeout: 5000 },
    );
    expect(
      await within(properties).findByRole('link', { name: /Hillside olive farm/ }),
    ).toHaveAttribute('href', `/properties/${PROPERTY_ID}`);
    expect(within(properties).getByText('Évora, Portugal · Listed · 1 helper')).toBeInTheDocument();

    const requests = screen.getByRole('region', { name: 'Stay requests' });
    expect(within(requests).getByRole('link', { name: /2 requests waiting/ })).toHaveAttribute(
      'href',
      `/properties/${PROPERTY_ID}/requests`,
    );
    const helpers = screen.getByRole('region', { name: 'Your helpers' });
    expect(await within(helpers).findByRole('link', { name: /Hugo Helper/ })).toHaveAttribute(
      'href',
      `/helpers/${membership.helperId}`,
    );
  });

  it('shows a helper where they stay and the requests they are waiting on', async () => {
    renderApp('/dashboard', 'helper', (url) => {
      if (url === '/api/profile') return json(200, profileReply('helper'));
      if (url === '/api/my-properties')
        return json(200, {
          memberships: [{ membership, property: propertyRef, host: hostProfile }],
          pendingRequests: [
            {
              request: {
                id: '77777777-7777-4777-8777-777777777777',
                propertyId: '88888888-8888-4888-8888-888888888888',
                propertyTitle: 'Lakeside guesthouse',
                helperId: membership.helperId,
                startDate: '2027-04-01',
                endDate: '2027-05-01',
                message: 'Hi',
                answers: [],
                status: 'pending',
                declineReason: null,
                decidedAt: null,
                createdAt: '2026-01-01T00:00:00.000Z',
                updatedAt: '2026-01-01T00:00:00.000Z',
              },
              property: {
                ...propertyRef,
                id: '88888888-8888-4888-8888-888888888888',
                title: 'Lakeside guesthouse',
              },
            },
          ],
        });
      return undefined;
    });
    const mine = await screen.findByRole('region', { name: 'My Properties' }, { timeout: 5000 });
    expect(
      await within(mine).findByRole('link', { name: /Hillside olive farm/ }),
    ).toHaveTextContent(`since ${formatDay('2026-03-01')}`);
    expect(within(mine).getByRole('link', { name: /Lakeside guesthouse/ })).toHaveTextContent(
      'Request waiting for the host',
    );
  });
});
