import 'leaflet/dist/leaflet.css';
import './place-map.css';
import type { MapConfig } from '@shared/api/map';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { MapBounds, MapMarker, PlaceMapProps } from './types';

/*
 * The Leaflet side of PlaceMap (./index.tsx), in a chunk of its own. Leaflet
 * owns the map's DOM; React hands it the props through effects and keeps the
 * latest callbacks in refs, so a new arrow function per render never rebuilds
 * the map. It imports nothing of the app but React (its words come as
 * props): a chunk that reached the app's shared modules would make the
 * bundler split them, and the first paint would load more files.
 */

/** The map's own words, in the reader's language (from PlaceMap). */
export interface MapTexts {
  zoomIn: string;
  zoomOut: string;
  roleDescription: string;
  tilesFailed: string;
  retry: string;
}

const DEFAULT_ZOOM = 12;
const MAX_ZOOM = 19;
/** Pixels an arrow key moves a focused draggable pin. */
const PIN_STEP = 12;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Leaflet's bounds, which run past ±180 when the world repeats, as the API's. */
export function boundsOf(map: L.Map): MapBounds {
  const b = map.getBounds();
  const clampLat = (v: number) => Math.max(-90, Math.min(90, v));
  const wrap = (v: number) => ((((v + 180) % 360) + 360) % 360) - 180;
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  const whole = b.getEast() - b.getWest() >= 360;
  return {
    west: round(whole ? -180 : wrap(b.getWest())),
    south: round(clampLat(b.getSouth())),
    east: round(whole ? 180 : wrap(b.getEast())),
    north: round(clampLat(b.getNorth())),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function markerIcon(marker: MapMarker): L.DivIcon {
  if (marker.count <= 1) {
    return L.divIcon({
      className: `place-map-place${marker.selected ? ' is-selected' : ''}`,
      html: '<span class="place-map-place-dot"></span>',
      iconSize: [28, 28],
      iconAnchor: [14, 14],
    });
  }
  const size = marker.count < 10 ? 36 : marker.count < 100 ? 42 : 50;
  return L.divIcon({
    className: `place-map-cluster${marker.selected ? ' is-selected' : ''}`,
    html: `<span aria-hidden="true">${escapeHtml(String(marker.count))}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

const pinIcon = () =>
  L.divIcon({
    className: 'place-map-pin',
    html: '<svg viewBox="0 0 32 42" aria-hidden="true" focusable="false"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z"/><circle cx="16" cy="15.5" r="5.5"/></svg>',
    iconSize: [32, 42],
    iconAnchor: [16, 41],
  });

export default function LeafletMap({
  config,
  center,
  zoom,
  bounds,
  circle,
  pin,
  draggablePin = false,
  onPinMove,
  pinLabel,
  clusters,
  onClusterClick,
  onMoveEnd,
  className,
  ariaLabel,
  texts,
}: PlaceMapProps & { config: MapConfig; texts: MapTexts }) {
  const element = useRef<HTMLElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const tilesRef = useRef<L.TileLayer | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const callbacks = useRef({ onPinMove, onClusterClick, onMoveEnd });
  callbacks.current = { onPinMove, onClusterClick, onMoveEnd };

  // The map itself: made once per mount, removed on unmount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later centres, zooms and bounds move the map in their own effect
  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const animate = !reducedMotion();
    const map = L.map(container, {
      maxZoom: MAX_ZOOM,
      zoomControl: false,
      attributionControl: false,
      zoomAnimation: animate,
      fadeAnimation: animate,
      markerZoomAnimation: animate,
      worldCopyJump: true,
    });
    // No animation: the first view is reported below as it is.
    if (bounds) map.fitBounds(boundsToLeaflet(bounds), { animate: false });
    else map.setView([center.lat, center.lng], zoom ?? DEFAULT_ZOOM, { animate: false });
    L.control
      .zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut, position: 'topright' })
      .addTo(map);
    L.control
      .attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' })
      .addAttribution(config.attribution)
      .addTo(map);
    // OpenStreetMap's tile policy asks for a Referer; the app's own policy sends none.
    const tiles = L.tileLayer(config.tileUrl, {
      maxZoom: MAX_ZOOM,
      referrerPolicy: 'strict-origin-when-cross-origin',
    });
    let loaded = 0;
    let failed = 0;
    tiles.on('loading', () => {
      loaded = 0;
      failed = 0;
    });
    tiles.on('tileload', () => {
      loaded += 1;
      setTilesFailed(false);
    });
    tiles.on('tileerror', () => {
      failed += 1;
      if (loaded === 0 && failed >= 2) setTilesFailed(true);
    });
    tiles.addTo(map);
    tilesRef.current = tiles;
    map.on('moveend', () => callbacks.current.onMoveEnd?.(boundsOf(map), map.getZoom()));
    mapRef.current = map;
    callbacks.current.onMoveEnd?.(boundsOf(map), map.getZoom());
    // A box that changes size (a layout switch, a sheet) must not leave grey edges.
    const resized =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    resized?.observe(container);
    return () => {
      resized?.disconnect();
      map.remove();
      mapRef.current = null;
      tilesRef.current = null;
    };
  }, [config.tileUrl, config.attribution]);

  // A new centre, zoom or area from the page moves the map (not the map's own moves).
  const view = JSON.stringify(bounds ?? [center.lat, center.lng, zoom ?? DEFAULT_ZOOM]);
  const shownView = useRef(view);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || shownView.current === view) return;
    shownView.current = view;
    if (bounds) map.fitBounds(boundsToLeaflet(bounds), { animate: !reducedMotion() });
    else
      map.setView([center.lat, center.lng], zoom ?? map.getZoom(), { animate: !reducedMotion() });
  });

  // The circle.
  const [circleLat, circleLng, circleRadius] = [circle?.lat, circle?.lng, circle?.radiusMetres];
  useEffect(() => {
    const map = mapRef.current;
    if (!map || circleLat === undefined || circleLng === undefined || !circleRadius) return;
    const shape = L.circle([circleLat, circleLng], {
      radius: circleRadius,
      className: 'place-map-circle',
      interactive: false,
    }).addTo(map);
    return () => {
      shape.remove();
    };
  }, [circleLat, circleLng, circleRadius]);

  // The pin, draggable for its owner: drag, arrow keys, or a click on the map.
  const [pinLat, pinLng] = [pin?.lat, pin?.lng];
  useEffect(() => {
    const map = mapRef.current;
    if (!map || pinLat === undefined || pinLng === undefined) return;
    const marker = L.marker([pinLat, pinLng], {
      icon: pinIcon(),
      draggable: draggablePin,
      keyboard: draggablePin,
      autoPanOnFocus: draggablePin,
    }).addTo(map);
    const icon = marker.getElement();
    const moved = (point: L.LatLng) =>
      callbacks.current.onPinMove?.({ lat: round6(point.lat), lng: round6(point.lng) });
    if (icon && pinLabel) {
      icon.setAttribute('aria-label', pinLabel);
      if (!draggablePin) icon.setAttribute('role', 'img');
    }
    marker.on('dragend', () => moved(marker.getLatLng()));
    const onKey = (event: KeyboardEvent) => {
      const step: Record<string, [number, number]> = {
        ArrowUp: [0, -PIN_STEP],
        ArrowDown: [0, PIN_STEP],
        ArrowLeft: [-PIN_STEP, 0],
        ArrowRight: [PIN_STEP, 0],
      };
      const delta = step[event.key];
      if (!delta) return;
      event.preventDefault();
      event.stopPropagation();
      const at = map.latLngToContainerPoint(marker.getLatLng()).add(L.point(delta));
      const next = map.containerPointToLatLng(at);
      marker.setLatLng(next);
      moved(next);
    };
    const onMapClick = (event: L.LeafletMouseEvent) => {
      marker.setLatLng(event.latlng);
      moved(event.latlng);
    };
    if (draggablePin) {
      icon?.addEventListener('keydown', onKey);
      map.on('click', onMapClick);
    }
    return () => {
      icon?.removeEventListener('keydown', onKey);
      map.off('click', onMapClick);
      marker.remove();
    };
  }, [pinLat, pinLng, draggablePin, pinLabel]);

  // Markers and clusters.
  const markersKey = JSON.stringify(clusters ?? []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: markersKey stands for clusters' contents
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !clusters?.length) return;
    const layer = L.layerGroup().addTo(map);
    for (const cluster of clusters) {
      const marker = L.marker([cluster.lat, cluster.lng], {
        icon: markerIcon(cluster),
        keyboard: true,
        riseOnHover: true,
        zIndexOffset: cluster.selected ? 1000 : 0,
      }).addTo(layer);
      const icon = marker.getElement();
      icon?.setAttribute('aria-label', cluster.label);
      if (cluster.count <= 1) icon?.setAttribute('aria-pressed', String(Boolean(cluster.selected)));
      const pick = () => {
        if (cluster.count > 1) {
          map.setView([cluster.lat, cluster.lng], Math.min(map.getZoom() + 2, MAX_ZOOM), {
            animate: !reducedMotion(),
          });
        }
        callbacks.current.onClusterClick?.(cluster);
      };
      marker.on('click', pick);
      // A button: Enter and Space pick it too (Leaflet only opens popups on Enter).
      icon?.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        pick();
      });
    }
    return () => {
      layer.remove();
    };
  }, [markersKey]);

  return (
    <div className={className}>
      <section
        ref={element}
        aria-label={ariaLabel}
        aria-roledescription={texts.roleDescription}
        className="place-map absolute inset-0 isolate"
      />
      {tilesFailed ? (
        <div
          role="alert"
          className="absolute inset-x-3 bottom-8 z-10 flex flex-wrap items-center gap-2 rounded-xl border border-border bg-card/95 px-3 py-2 text-body-sm shadow-soft"
        >
          <span className="min-w-0 flex-1">{texts.tilesFailed}</span>
          <button
            type="button"
            className="inline-flex h-9 items-center rounded-lg border border-input bg-card px-3 font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            onClick={() => {
              setTilesFailed(false);
              tilesRef.current?.redraw();
            }}
          >
            {texts.retry}
          </button>
        </div>
      ) : null}
    </div>
  );
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

function boundsToLeaflet(b: MapBounds): L.LatLngBoundsExpression {
  // Across the antimeridian, east runs past 180 for Leaflet.
  const east = b.east < b.west ? b.east + 360 : b.east;
  return [
    [b.south, b.west],
    [b.north, east],
  ];
}
