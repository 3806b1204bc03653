import type { Availability } from '@shared/api/help-windows';
import { screen, within } from '@testing-library/react';
import { json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { describe, expect, it } from 'vitest';
import { AvailabilityCalendar } from './components/availability-calendar';

// The property page's weeks (issue 18): open, filling, full, or not needed.

const slow = { timeout: 30_000 };
const PROPERTY_ID = '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d41';

const availability: Availability = {
  windows: [
    {
      id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d42',
      startDate: '2027-03-01',
      endDate: '2027-03-21',
      helpersWanted: 2,
    },
  ],
  weeks: [
    { start: '2027-03-01', status: 'open', placesLeft: 2 },
    { start: '2027-03-08', status: 'filling', placesLeft: 1 },
    { start: '2027-03-15', status: 'full', placesLeft: 0 },
    { start: '2027-03-22', status: 'closed', placesLeft: 0 },
    { start: '2027-03-29', status: 'closed', placesLeft: 0 },
  ],
};

describe('the availability calendar', () => {
  it('groups the weeks by month and says each one’s state', slow, async () => {
    mockApi({
      'GET /api/auth/get-session': () => json(200, sessionReply('helper')),
      [`GET /api/properties/${PROPERTY_ID}/availability`]: () => json(200, availability),
    });
    renderRoutes([{ path: '/', element: <AvailabilityCalendar propertyId={PROPERTY_ID} /> }], '/');
    const march = await screen.findByRole('region', { name: 'March 2027' });
    const weeks = within(march).getAllByRole('listitem');
    expect(weeks.map((w) => w.textContent)).toEqual([
      'Week of Mar 1Open2 places left',
      'Week of Mar 8Filling1 place left',
      'Week of Mar 15Full',
      'Week of Mar 22Not needed',
      'Week of Mar 29Not needed',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'What the colours mean' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  });

  it('says when the host has published no dates', slow, async () => {
    mockApi({
      'GET /api/auth/get-session': () => json(200, sessionReply('helper')),
      [`GET /api/properties/${PROPERTY_ID}/availability`]: () =>
        json(200, { windows: [], weeks: [] }),
    });
    renderRoutes([{ path: '/', element: <AvailabilityCalendar propertyId={PROPERTY_ID} /> }], '/');
    expect(await screen.findByText(/hasn’t published dates yet/)).toBeInTheDocument();
  });
});
