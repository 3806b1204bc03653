import type { ExploreCard, ExploreMap } from '@shared/api/explore';
import type { PlaceSuggestions } from '@shared/api/places';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, profileFixture, renderRoutes, sessionReply } from '@tests/web/auth-support';
import type { PlaceMapProps } from '@web/components/map/types';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { EXPLORE_VIEW_KEY } from './components/results-toolbar';
import ExplorePage from './pages/explore-page';

// Explore's map view (issue 18) with Leaflet stood in for: the page hands the
// map its clusters and reacts to its moves and picks; the list beside it is
// the same search in words.

const shown: { props: PlaceMapProps | null } = { props: null };
vi.mock('@web/components/map', () => ({
  PlaceMap: (props: PlaceMapProps) => {
    shown.props = props;
    return (
      <section aria-label={props.ariaLabel}>
        {props.clusters?.map((marker) => (
          <button key={marker.id} type="button" onClick={() => props.onClusterClick?.(marker)}>
            {marker.label}
          </button>
        ))}
      </section>
    );
  },
  MapSkeleton: () => <div aria-busy="true" />,
  preloadPlaceMap: () => {},
}));

const slow = { timeout: 30_000 };
const PRESS = '00000000-0000-4000-8000-0000000000a1';
const card = (id: string, title: string, extra: Partial<ExploreCard> = {}): ExploreCard => ({
  id,
  title,
  type: 'farm',
  city: 'Évora',
  region: null,
  country: 'PT',
  cover: null,
  provides: [],
  hoursPerWeek: 20,
  daysPerWeek: 5,
  minStayDays: 7,
  maxStayDays: 60,
  availableFrom: '2027-03-01',
  availableTo: '2027-10-31',
  listedAt: '2026-11-01T10:00:00.000Z',
  rating: { average: null, count: 0 },
  location: { lat: 38.57, lng: -7.91 },
  distanceKm: null,
  fit: null,
  ...extra,
});
const clusters: ExploreMap = {
  clusters: [
    { lat: 38.6, lng: -7.9, count: 4, property: null },
    {
      lat: 38.57,
      lng: -7.91,
      count: 1,
      property: {
        id: PRESS,
        title: 'Olive press',
        type: 'farm',
        city: 'Évora',
        country: 'PT',
        cover: null,
      },
    },
  ],
};
const towns: PlaceSuggestions = {
  places: [
    { city: 'Évora', region: 'Alentejo', country: 'PT', lat: 38.571, lng: -7.909, count: 3 },
  ],
};

function api(role: 'helper' | 'host' = 'helper', skills: string[] = []) {
  return mockApi({
    'GET /api/auth/get-session': () => json(200, sessionReply(role)),
    'GET /api/explore': () =>
      json(200, { items: [card(PRESS, 'Olive press', { distanceKm: 2.4 })], nextCursor: null }),
    'GET /api/explore/map': () => json(200, clusters),
    'GET /api/explore/places': () => json(200, towns),
    'GET /api/saved-properties/ids': () => json(200, { ids: [] }),
    'GET /api/profile': () => json(200, profileFixture({ role, skills })),
  });
}

const urls = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);

describe('Explore’s map', () => {
  beforeEach(() => {
    localStorage.removeItem(EXPLORE_VIEW_KEY);
    shown.props = null;
  });

  it('switches between list and map, and remembers the choice on this device', slow, async () => {
    api();
    const view = renderRoutes([{ path: '/explore', element: <ExplorePage /> }], '/explore');
    const list = await screen.findByRole('button', { name: 'List' });
    const map = screen.getByRole('button', { name: 'Map' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(map).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: 'Map of the places found' })).toBeNull();
    await userEvent.click(map);
    expect(map).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('region', { name: 'Map of the places found' })).toBeVisible();
    // The list stays beside the map: the accessible way to every place.
    expect(screen.getByRole('region', { name: 'Places' })).toBeVisible();
    expect(localStorage.getItem(EXPLORE_VIEW_KEY)).toBe('map');
    view.unmount();

    renderRoutes([{ path: '/explore', element: <ExplorePage /> }], '/explore');
    expect(await screen.findByRole('button', { name: 'Map' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it(
    'shows the clusters of the visible area; a place opens a card with its link; a move offers to search the area',
    slow,
    async () => {
      localStorage.setItem(EXPLORE_VIEW_KEY, 'map');
      const { fetchMock } = api();
      const view = renderRoutes([{ path: '/explore', element: <ExplorePage /> }], '/explore');
      const region = await screen.findByRole('region', { name: 'Map of the places found' });
      // The map opens on the places listed.
      expect(shown.props?.center).toEqual({ lat: 38.57, lng: -7.91 });
      act(() => shown.props?.onMoveEnd?.({ west: -8, south: 38, east: -7, north: 39 }, 9));
      expect(
        await within(region).findByRole('button', { name: '4 places here, zoom in' }),
      ).toBeVisible();
      const asked = urls(fetchMock, '/api/explore/map').at(-1);
      expect(asked?.searchParams.get('west')).toBe('-8');
      expect(asked?.searchParams.get('zoom')).toBe('9');
      expect(screen.getByText('5 places on the map here')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();

      await userEvent.click(within(region).getByRole('button', { name: 'Olive press, Évora' }));
      const picked = screen.getByRole('region', { name: 'Olive press' });
      expect(picked).toHaveFocus();
      expect(within(picked).getByRole('link', { name: 'Olive press' })).toHaveAttribute(
        'href',
        `/properties/${PRESS}`,
      );
      expect(within(picked).getByRole('button', { name: 'Save Olive press' })).toBeVisible();
      fireEvent.keyDown(picked, { key: 'Escape' });
      expect(screen.queryByRole('region', { name: 'Olive press' })).toBeNull();

      // A small settle (a resize) is not a move; a pan is.
      act(() => shown.props?.onMoveEnd?.({ west: -8.01, south: 38, east: -7.01, north: 39 }, 9));
      expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();
      act(() => shown.props?.onMoveEnd?.({ west: -9, south: 38, east: -8, north: 39 }, 9));
      await userEvent.click(await screen.findByRole('button', { name: 'Search this area' }));
      await waitFor(() =>
        expect(view.location()).toBe('/explore?west=-9&south=38&east=-8&north=39'),
      );
      expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();
      await waitFor(() =>
        expect(urls(fetchMock, '/api/explore').at(-1)?.searchParams.get('west')).toBe('-9'),
      );
      expect(screen.getByRole('button', { name: 'Remove filter: Map area' })).toBeVisible();
    },
  );

  it(
    'searches near a town picked from the suggestions, then sorts nearest first',
    slow,
    async () => {
      const { fetchMock } = api();
      const view = renderRoutes([{ path: '/explore', element: <ExplorePage /> }], '/explore');
      // Below 768 px the filters are in the sheet.
      await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
      const sheet = screen.getByRole('dialog', { name: 'Filters' });
      expect(within(sheet).getByLabelText('Within')).toBeDisabled();
      const near = within(sheet).getByRole('combobox', { name: 'Near' });
      await userEvent.type(near, 'Évo');
      const option = await within(sheet).findByRole('option', {
        name: /Évora, Alentejo, Portugal/,
      });
      expect(near).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{ArrowDown}');
      expect(option).toHaveAttribute('aria-selected', 'true');
      expect(near).toHaveAttribute('aria-activedescendant', option.id);
      await userEvent.keyboard('{Enter}');
      expect(near).toHaveValue('Évora, Alentejo, Portugal');
      expect(urls(fetchMock, '/api/explore/places').at(-1)?.searchParams.get('q')).toBe('Évo');
      await userEvent.selectOptions(within(sheet).getByLabelText('Within'), '50');
      await userEvent.click(within(sheet).getByRole('button', { name: 'Show places' }));
      await waitFor(() =>
        expect(view.location()).toBe(
          '/explore?lat=38.571&lng=-7.909&radiusKm=50&near=%C3%89vora%2C+Alentejo%2C+Portugal',
        ),
      );
      expect(
        screen.getByRole('button', { name: 'Remove filter: Near Évora, Alentejo, Portugal' }),
      ).toBeVisible();
      expect(await screen.findByText('2.4 km away')).toBeVisible();

      const sort = screen.getByLabelText('Sort');
      expect(
        within(sort)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Newest', 'Nearest first', 'Best fit']);
      await userEvent.selectOptions(sort, 'distance');
      await waitFor(() =>
        expect(urls(fetchMock, '/api/explore').at(-1)?.searchParams.get('sort')).toBe('distance'),
      );
      expect(urls(fetchMock, '/api/explore').at(-1)?.searchParams.get('near')).toBeNull();
    },
  );

  it('says why there is no ‘near me’ when the location is refused', slow, async () => {
    api();
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({
        code: 1,
        message: 'denied',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
    });
    renderRoutes([{ path: '/explore', element: <ExplorePage /> }], '/explore');
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(
      screen.getByText(
        'Location is off for Homestay. Allow it in your browser’s settings, or type a town.',
      ),
    ).toBeVisible();
  });

  it(
    'offers best fit to helpers only, and a helper without skills is shown where to add them',
    slow,
    async () => {
      api('helper', []);
      renderRoutes([{ path: '/explore', element: <ExplorePage /> }], '/explore?sort=fit');
      expect(
        await screen.findByText(/Best fit compares your skills with the skills hosts ask for/),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Add your skills to your profile' })).toHaveAttribute(
        'href',
        '/profile',
      );
    },
  );

  it('keeps best fit away from hosts', slow, async () => {
    api('host');
    renderRoutes([{ path: '/explore', element: <ExplorePage /> }], '/explore');
    const sort = await screen.findByLabelText('Sort');
    await waitFor(() =>
      expect(
        within(sort)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Newest']),
    );
  });
});
