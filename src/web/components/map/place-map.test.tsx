import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LeafletMap, { type MapTexts } from './leaflet-map';

// Leaflet itself in jsdom (no layout: the map is 0 px wide, which is enough
// to see what it puts in the page and what it calls back).

const config = {
  tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};
const texts: MapTexts = {
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  roleDescription: 'map',
  tilesFailed: 'The map’s pictures didn’t load.',
  retry: 'Try again',
};

describe('the Leaflet map', () => {
  it('is a named region with zoom buttons and the tiles’ credit, and says where it settled', () => {
    const onMoveEnd = vi.fn();
    render(
      <LeafletMap
        config={config}
        texts={texts}
        center={{ lat: 38.57, lng: -7.91 }}
        zoom={10}
        ariaLabel="Map of the places found"
        onMoveEnd={onMoveEnd}
      />,
    );
    const region = screen.getByRole('region', { name: 'Map of the places found' });
    expect(region).toHaveAttribute('aria-roledescription', 'map');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    expect(onMoveEnd).toHaveBeenCalledTimes(1);
    expect(onMoveEnd.mock.calls[0]?.[1]).toBe(10);
    const bounds = onMoveEnd.mock.calls[0]?.[0];
    expect(bounds).toEqual({
      west: expect.any(Number),
      south: expect.any(Number),
      east: expect.any(Number),
      north: expect.any(Number),
    });
  });

  it('shows places and clusters as buttons named by the page; a pick calls back', () => {
    const onClusterClick = vi.fn();
    render(
      <LeafletMap
        config={config}
        texts={texts}
        center={{ lat: 38.57, lng: -7.91 }}
        ariaLabel="Map"
        clusters={[
          { id: 'a', lat: 38.5, lng: -7.9, count: 1, label: 'Quinta do Sol' },
          { id: 'b', lat: 38.7, lng: -8.1, count: 12, label: '12 places' },
        ]}
        onClusterClick={onClusterClick}
      />,
    );
    const place = screen.getByRole('button', { name: 'Quinta do Sol' });
    const cluster = screen.getByRole('button', { name: '12 places' });
    expect(cluster).toHaveTextContent('12');
    expect(place).toHaveAttribute('tabindex', '0');
    fireEvent.click(place);
    expect(onClusterClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'a', count: 1 }));
    fireEvent.keyDown(cluster, { key: 'Enter' });
    expect(onClusterClick).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'b', count: 12 }),
    );
    fireEvent.keyDown(place, { key: ' ' });
    expect(onClusterClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a' }));
  });

  it('lets its owner move the pin with the arrow keys', () => {
    const onPinMove = vi.fn();
    render(
      <LeafletMap
        config={config}
        texts={texts}
        center={{ lat: 38.57, lng: -7.91 }}
        zoom={14}
        ariaLabel="Where the property is"
        pin={{ lat: 38.57, lng: -7.91 }}
        draggablePin
        pinLabel="Your pin: drag it or use the arrow keys"
        onPinMove={onPinMove}
        circle={{ lat: 38.57, lng: -7.91, radiusMetres: 2000 }}
      />,
    );
    const pin = screen.getByRole('button', { name: 'Your pin: drag it or use the arrow keys' });
    act(() => {
      fireEvent.keyDown(pin, { key: 'ArrowUp' });
    });
    expect(onPinMove).toHaveBeenCalledTimes(1);
    const moved = onPinMove.mock.calls[0]?.[0];
    expect(moved.lat).toBeGreaterThan(38.57);
    expect(moved.lng).toBeCloseTo(-7.91, 3);
  });
});
