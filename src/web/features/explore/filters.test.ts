import { EXPLORE_SORTS } from '@shared/api/explore';
import { PLACE_LIMITS } from '@shared/api/places';
import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  countActiveFilters,
  EXPLORE_SORT_VALUES,
  emptyFilters,
  filtersFromParams,
  filtersToParams,
  filtersToQuery,
  RADIUS_KM_MAX,
  withNear,
} from './filters';

const from = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('Explore’s filters in the address bar', () => {
  it('read an area, a point with its name and distance, and the order', () => {
    const filters = from(
      'west=-8.5&south=38.1&east=-7.2&north=39&lat=38.57&lng=-7.91&near=%C3%89vora%2C+Portugal&radiusKm=50&sort=distance',
    );
    expect(filters.area).toEqual({ west: -8.5, south: 38.1, east: -7.2, north: 39 });
    expect(filters.near).toEqual({ lat: 38.57, lng: -7.91, label: 'Évora, Portugal' });
    expect(filters.radiusKm).toBe(50);
    expect(filters.sort).toBe('distance');
  });

  it('drop what the server would refuse: half an area, half a point, a radius or nearest first without a point', () => {
    expect(from('west=1&south=2&east=3').area).toBeNull();
    expect(from('west=1&south=5&east=3&north=2').area).toBeNull();
    expect(from('west=200&south=1&east=3&north=2').area).toBeNull();
    expect(from('lat=38.5').near).toBeNull();
    expect(from('lat=abc&lng=1').near).toBeNull();
    expect(from('radiusKm=50').radiusKm).toBeNull();
    expect(from('lat=1&lng=2&radiusKm=9000').radiusKm).toBeNull();
    expect(from('sort=distance').sort).toBe('default');
    expect(from('sort=loudest').sort).toBe('default');
    expect(from('sort=fit').sort).toBe('fit');
  });

  it('write the API’s query without the place’s name, and the address bar with it', () => {
    const filters = {
      ...emptyFilters,
      area: { west: -8.123456789, south: 38, east: -7, north: 39 },
      near: { lat: 38.5712345678, lng: -7.9, label: 'Évora, Portugal' },
      radiusKm: 25,
      sort: 'distance' as const,
    };
    expect(filtersToQuery(filters)).toEqual({
      west: '-8.12346',
      south: '38',
      east: '-7',
      north: '39',
      lat: '38.57123',
      lng: '-7.9',
      radiusKm: '25',
      sort: 'distance',
    });
    expect(filtersToParams(filters).near).toBe('Évora, Portugal');
    expect(filtersToQuery(emptyFilters)).toEqual({});
    // Back from the address bar, the same filters.
    expect(from(new URLSearchParams(filtersToParams(filters)).toString()).near?.label).toBe(
      'Évora, Portugal',
    );
  });

  it('give way to a new point (the area goes) and drop the distance and nearest first with it', () => {
    const near = { lat: 1, lng: 2, label: 'Braga, Portugal' };
    const withArea = { ...emptyFilters, area: { west: 0, south: 0, east: 1, north: 1 } };
    expect(withNear(withArea, near)).toMatchObject({ near, area: null });
    const sorted = { ...emptyFilters, near, radiusKm: 50, sort: 'distance' as const };
    expect(withNear(sorted, null)).toMatchObject({ near: null, radiusKm: null, sort: 'default' });
    expect(withNear({ ...sorted, sort: 'fit' }, null).sort).toBe('fit');
  });

  it('count the point and its distance on the Filters button; Clear all keeps the words and the order', () => {
    const filters = {
      ...emptyFilters,
      q: 'olive',
      country: 'PT',
      near: { lat: 1, lng: 2, label: '' },
      radiusKm: 10,
      sort: 'fit' as const,
    };
    expect(countActiveFilters(filters)).toBe(3);
    expect(clearedFilters(filters)).toEqual({ ...emptyFilters, q: 'olive', sort: 'fit' });
    expect(clearedFilters({ ...filters, sort: 'distance' }).sort).toBe('default');
  });

  it('know the contract’s sorts and largest distance', () => {
    expect(EXPLORE_SORT_VALUES).toEqual(EXPLORE_SORTS);
    expect(RADIUS_KM_MAX).toBe(PLACE_LIMITS.radiusKmMax);
  });
});
