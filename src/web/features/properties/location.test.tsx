import type { PropertyLocation } from '@shared/api/places';
import type { PropertyDetails } from '@shared/api/properties';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { hostViewFixture, PROPERTY_ID, publicViewFixture } from '@tests/web/property-fixtures';
import type { PlaceMapProps } from '@web/components/map/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProperty } from './api';
import { LocationSection } from './components/location-section';
import { WhereSection } from './components/where-section';

// Where a property is (issue 18): the host places the pin, everyone else sees
// the circle or the pin the server gives them. jsdom cannot draw Leaflet, so
// the map is a stand-in that shows its props and can move the pin.

vi.mock('@web/components/map', () => ({
  PlaceMap: (props: PlaceMapProps) => (
    <div
      role="img"
      aria-label={props.ariaLabel}
      data-center={`${props.center.lat},${props.center.lng}`}
      data-pin={props.pin ? `${props.pin.lat},${props.pin.lng}` : ''}
      data-circle={props.circle ? `${props.circle.radiusMetres}` : ''}
    >
      {props.draggablePin ? (
        <>
          <button type="button" onClick={() => props.onPinMove?.({ lat: 38.5, lng: -7.9 })}>
            fake drag
          </button>
          <button
            type="button"
            onClick={() => props.onMoveEnd?.({ west: -10, south: 36, east: -6, north: 40 }, 8)}
          >
            fake pan
          </button>
        </>
      ) : null}
    </div>
  ),
}));

const slow = { timeout: 30_000 };
const DETAIL = `/api/properties/${PROPERTY_ID}`;
const LOCATION = `/api/properties/${PROPERTY_ID}/location`;
const exact = (lat: number, lng: number): PropertyLocation => ({ precision: 'exact', lat, lng });

function Host() {
  const property = useProperty(PROPERTY_ID);
  return property.data?.view === 'host' ? <LocationSection property={property.data} /> : null;
}

/** The host's section over a server whose pin changes with PUT and DELETE. */
function renderHost(start: PropertyLocation | null, handlers: Parameters<typeof mockApi>[0] = {}) {
  let location = start;
  const api = mockApi({
    'GET /api/auth/get-session': () => json(200, sessionReply('host')),
    [`GET ${DETAIL}`]: () => json(200, hostViewFixture({ location })),
    [`PUT ${LOCATION}`]: (call) => {
      location = exact((call.body as { lat: number }).lat, (call.body as { lng: number }).lng);
      return json(200, location);
    },
    [`DELETE ${LOCATION}`]: () => {
      location = null;
      return new Response(null, { status: 204 });
    },
    ...handlers,
  });
  renderRoutes([{ path: '/', element: <Host /> }], '/');
  return api;
}

function renderWhere(property: PropertyDetails) {
  mockApi({ 'GET /api/auth/get-session': () => json(200, sessionReply('helper')) });
  renderRoutes([{ path: '/', element: <WhereSection property={property} /> }], '/');
}

/** Stubs the device's position: a fix, or an error code (1 refused, 2 unavailable, 3 timeout). */
function stubGeolocation(answer: { lat: number; lng: number } | 1 | 2 | 3) {
  const getCurrentPosition = vi.fn(
    (found: PositionCallback, failed?: PositionErrorCallback | null) => {
      if (typeof answer === 'number')
        failed?.({
          code: answer,
          message: '',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
      else
        found({
          coords: { latitude: answer.lat, longitude: answer.lng },
        } as GeolocationPosition);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the host places the property', () => {
  it('invites a property with no pin, then saves typed coordinates', slow, async () => {
    const user = userEvent.setup();
    const api = renderHost(null);
    expect(await screen.findByText('Not on the map yet')).toBeInTheDocument();
    expect(screen.getByText(/about 2 km around it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place it on the map' }));

    // The editor is a chunk of its own.
    await user.click(await screen.findByRole('button', { name: 'Save location' }));
    expect(screen.getByText('Enter the latitude')).toBeInTheDocument();
    expect(screen.getByText('Enter the longitude')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Latitude/), '95');
    await user.type(screen.getByLabelText(/Longitude/), '-7.9135');
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(screen.getByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(api.callsTo('PUT', LOCATION)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Latitude/));
    await user.type(screen.getByLabelText(/Latitude/), '38.5714');
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(await screen.findByText('Location saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', LOCATION)[0]?.body).toEqual({ lat: 38.5714, lng: -7.9135 });
    // The details are read again, and the saved pin can be removed now.
    expect(api.callsTo('GET', DETAIL).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Remove from the map' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=38.5714&mlon=-7.9135#map=15/38.5714/-7.9135',
    );
  });

  it('loads the map only when asked; the pin and the fields follow each other', slow, async () => {
    const user = userEvent.setup();
    renderHost(exact(38.57, -7.91));
    await user.click(await screen.findByRole('button', { name: 'Show the map' }));
    const map = await screen.findByRole('img', { name: 'Map with the pin of Hillside olive farm' });
    expect(map).toHaveAttribute('data-pin', '38.57,-7.91');

    await user.click(within(map).getByRole('button', { name: 'fake drag' }));
    expect(screen.getByLabelText(/Latitude/)).toHaveValue(38.5);
    expect(screen.getByLabelText(/Longitude/)).toHaveValue(-7.9);

    await user.clear(screen.getByLabelText(/Longitude/));
    await user.type(screen.getByLabelText(/Longitude/), '-8.25');
    expect(map).toHaveAttribute('data-pin', '38.5,-8.25');
    expect(map).toHaveAttribute('data-center', '38.5,-8.25');
  });

  it('puts a first pin in the middle of the map', slow, async () => {
    const user = userEvent.setup();
    renderHost(null);
    await user.click(await screen.findByRole('button', { name: 'Place it on the map' }));
    await user.click(await screen.findByRole('button', { name: 'Show the map' }));
    const map = await screen.findByRole('img', { name: 'Map with the pin of Hillside olive farm' });
    expect(map).toHaveAttribute('data-pin', '');
    await user.click(within(map).getByRole('button', { name: 'fake pan' }));
    await user.click(screen.getByRole('button', { name: 'Put the pin in the middle of the map' }));
    expect(map).toHaveAttribute('data-pin', '38,-8');
    expect(screen.getByLabelText(/Latitude/)).toHaveValue(38);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Not on the map yet')).toBeInTheDocument();
  });

  it('removes the pin only after confirming', slow, async () => {
    const user = userEvent.setup();
    const api = renderHost(exact(38.57, -7.91));
    await user.click(await screen.findByRole('button', { name: 'Remove from the map' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Remove Hillside olive farm from the map?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', LOCATION)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove from the map' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove from the map' }),
    );
    expect(await screen.findByText('Removed from the map')).toBeInTheDocument();
    expect(api.callsTo('DELETE', LOCATION)).toHaveLength(1);
    expect(await screen.findByText('Not on the map yet')).toBeInTheDocument();
  });

  it('shows the server’s refusal', slow, async () => {
    const user = userEvent.setup();
    renderHost(exact(38.57, -7.91), {
      [`PUT ${LOCATION}`]: () => apiError(403, 'forbidden', 'Only the host can do this'),
    });
    await user.click(await screen.findByRole('button', { name: 'Save location' }));
    expect(await screen.findByText('Couldn’t save the location')).toBeInTheDocument();
  });

  it('uses the device’s location', slow, async () => {
    const user = userEvent.setup();
    const asked = stubGeolocation({ lat: 41.1496, lng: -8.611 });
    renderHost(null);
    await user.click(await screen.findByRole('button', { name: 'Place it on the map' }));
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/Latitude/)).toHaveValue(41.1496);
    expect(screen.getByLabelText(/Longitude/)).toHaveValue(-8.611);
    expect(screen.getByRole('status')).toHaveTextContent('The pin is at your location now.');
  });

  it.each([
    [1 as const, 'You didn’t allow access to your location.'],
    [2 as const, 'Your device couldn’t tell where you are.'],
    [3 as const, 'Finding your location took too long.'],
  ])('says why the device gave no location (code %i)', slow, async (code, text) => {
    const user = userEvent.setup();
    stubGeolocation(code);
    renderHost(null);
    await user.click(await screen.findByRole('button', { name: 'Place it on the map' }));
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(/Latitude/)).toHaveValue(null);
  });

  it('says when the browser cannot locate at all', slow, async () => {
    const user = userEvent.setup();
    renderHost(null);
    await user.click(await screen.findByRole('button', { name: 'Place it on the map' }));
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This browser can’t share your location.');
  });
});

describe('where a property is, for everyone else', () => {
  it('gives the area and never a pin while it is approximate', slow, async () => {
    const user = userEvent.setup();
    renderWhere(
      publicViewFixture({
        location: { precision: 'approximate', lat: 38.58, lng: -7.93, radiusMetres: 2000 },
      }),
    );
    expect(
      screen.getByText(
        'Approximate location: exact place shared once you join or your request is accepted',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /OpenStreetMap/ })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the map' }));
    const map = await screen.findByRole('img', {
      name: 'Map of the area around Évora, Alentejo, Portugal',
    });
    expect(map).toHaveAttribute('data-circle', '2000');
    expect(map).toHaveAttribute('data-pin', '');
  });

  it('gives the exact pin and a link to OpenStreetMap', slow, async () => {
    const user = userEvent.setup();
    renderWhere(publicViewFixture({ location: exact(38.5714, -7.9135) }));
    expect(screen.getByText('Exact location')).toBeInTheDocument();
    expect(screen.queryByText(/Approximate location/)).toBeNull();
    expect(screen.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=38.5714&mlon=-7.9135#map=15/38.5714/-7.9135',
    );
    await user.click(screen.getByRole('button', { name: 'Show the map' }));
    expect(
      await screen.findByRole('img', { name: 'Map with the pin of Hillside olive farm' }),
    ).toHaveAttribute('data-pin', '38.5714,-7.9135');
  });

  it('says when the host has not placed it', slow, async () => {
    renderWhere(publicViewFixture({ location: null }));
    await waitFor(() =>
      expect(
        screen.getByText('The host hasn’t placed this property on the map yet.'),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Show the map' })).toBeNull();
  });
});
