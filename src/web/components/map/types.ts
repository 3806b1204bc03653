/*
 * The shapes PlaceMap (./index.tsx) takes and gives back. They live apart
 * so the Leaflet chunk (./leaflet-map.tsx) and the page that shows a map
 * share them without importing each other.
 */

/** A point in WGS 84 degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The visible area, longitudes in [-180, 180]: west > east when it crosses the antimeridian. */
export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** A circle drawn on the map (a property's approximate place, a search radius). */
export interface MapCircle extends LatLng {
  radiusMetres: number;
}

/** A marker: one place (count 1) or a cluster of several showing how many. */
export interface MapMarker extends LatLng {
  /** Stable key (a property id, or the cluster's position). */
  id: string;
  count: number;
  /** Its accessible name, in the reader's language ('Quinta do Sol', '12 places'). */
  label: string;
  /** Drawn as chosen (its card is open). */
  selected?: boolean;
}

export interface PlaceMapProps {
  /** Where the map opens; a later change moves it there. */
  center: LatLng;
  /** Zoom level (0 world … 19 street), default 12; a later change zooms there. */
  zoom?: number;
  /** An area to show instead of center/zoom (e.g. the area searched); a later change fits it. */
  bounds?: MapBounds;
  /** A circle in the brand colour (an approximate place, a radius around a point). */
  circle?: MapCircle;
  /** A pin (an exact place). */
  pin?: LatLng;
  /** The pin can be dragged, moved with the arrow keys once focused, or put where the map is clicked. */
  draggablePin?: boolean;
  /** Called with the pin's new place after a drag, an arrow key or a click. */
  onPinMove?: (point: LatLng) => void;
  /** The pin's accessible name (required with draggablePin: say how to move it). */
  pinLabel?: string;
  /** Places and clusters to show; focusable, Enter or a click picks one. */
  clusters?: MapMarker[];
  /** A marker was picked. A cluster (count > 1) also zooms in around itself first. */
  onClusterClick?: (marker: MapMarker) => void;
  /** The view settled (once when the map is ready, then after every pan or zoom). */
  onMoveEnd?: (bounds: MapBounds, zoom: number) => void;
  /** Size it here: the map fills this box (give it a height). */
  className?: string;
  /** What the map shows, for screen readers ('Map of the places found'). */
  ariaLabel: string;
}
