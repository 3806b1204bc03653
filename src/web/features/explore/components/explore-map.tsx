import type { ExploreCard, MapCluster } from '@shared/api/explore';
import { PlaceMap } from '@web/components/map';
import type { LatLng, MapBounds, MapMarker } from '@web/components/map/types';
import { Button } from '@web/components/ui/button';
import {
  PropertyCover,
  PropertyTypeBadge,
} from '@web/features/properties/components/property-visuals';
import { SaveButton } from '@web/features/saved/components/save-button';
import { countryName } from '@web/lib/labels/property-labels';
import { LoaderCircle, MapPin, ScanSearch, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type MapView, useExploreMap } from '../api';
import type { ExploreFilters } from '../filters';

/** The first view: the area searched, the point searched near, the places listed, or the world. */
function initialView(filters: ExploreFilters, places: ExploreCard[]) {
  if (filters.area) return { center: middle(filters.area), bounds: filters.area };
  if (filters.near) {
    const km = filters.radiusKm ?? 50;
    const zoom = km <= 10 ? 11 : km <= 25 ? 10 : km <= 50 ? 9 : km <= 100 ? 8 : 7;
    return { center: filters.near, zoom };
  }
  const located = places.flatMap((place) => (place.location ? [place.location] : []));
  if (located.length === 1 && located[0]) return { center: located[0], zoom: 10 };
  if (located.length > 1) {
    const lats = located.map((p) => p.lat);
    const lngs = located.map((p) => p.lng);
    const bounds: MapBounds = {
      west: Math.min(...lngs) - 0.2,
      south: Math.min(...lats) - 0.2,
      east: Math.max(...lngs) + 0.2,
      north: Math.max(...lats) + 0.2,
    };
    return { center: middle(bounds), bounds };
  }
  return { center: { lat: 30, lng: 10 }, zoom: 2 };
}

const middle = (b: MapBounds): LatLng => ({
  lat: (b.south + b.north) / 2,
  lng: (b.west + b.east) / 2,
});

/** Longitude degrees across an area (west > east crosses the antimeridian). */
const width = (b: MapBounds) => (b.east >= b.west ? b.east - b.west : b.east + 360 - b.west);

/**
 * Whether the person took the map somewhere else than `from` (another zoom,
 * or a pan of more than a tenth of the view): a box of another size, or the scroll bar
 * coming and going moves the edges a little, and is not a new area.
 */
function departed(from: MapView, to: MapView): boolean {
  if (from.zoom !== to.zoom) return true;
  const [a, b] = [middle(from.bounds), middle(to.bounds)];
  const dLng = Math.abs(((b.lng - a.lng + 540) % 360) - 180);
  return (
    Math.abs(b.lat - a.lat) > (from.bounds.north - from.bounds.south) / 10 ||
    dLng > width(from.bounds) / 10
  );
}

/** The property a single-place marker stands for, as the card under the map shows it. */
type Picked = NonNullable<MapCluster['property']>;

/**
 * Explore's map: the properties matching the filters in the visible area,
 * as clusters (a count; a click zooms in) and single places (a click or
 * Enter opens a small card with a link). After the map is moved, 'Search
 * this area' hands its bounds to the list. The list beside it says the same
 * in words: the map is never the only way to a place.
 */
export function ExploreMap({
  filters,
  places,
  onSearchArea,
  className,
}: {
  filters: ExploreFilters;
  /** The list's places, to open on them when nothing else says where to look. */
  places: ExploreCard[];
  onSearchArea: (bounds: MapBounds) => void;
  className?: string;
}) {
  const { t } = useTranslation('explore');
  const [start] = useState(() => initialView(filters, places));
  const [view, setView] = useState<MapView | null>(null);
  const [moved, setMoved] = useState(false);
  const [picked, setPicked] = useState<Picked | null>(null);
  // Where the map opened, or the area last searched: 'Search this area' shows once the person leaves it.
  const searched = useRef<MapView | null>(null);
  const latest = useRef<MapView | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const map = useExploreMap(filters, view);
  const clusters = map.data?.clusters ?? [];
  const found = clusters.reduce((sum, cluster) => sum + cluster.count, 0);

  const markers: MapMarker[] = clusters.map((cluster) =>
    cluster.property
      ? {
          id: cluster.property.id,
          lat: cluster.lat,
          lng: cluster.lng,
          count: 1,
          label: t('map.place', { title: cluster.property.title, city: cluster.property.city }),
          selected: picked?.id === cluster.property.id,
        }
      : {
          id: `${cluster.lat},${cluster.lng},${cluster.count}`,
          lat: cluster.lat,
          lng: cluster.lng,
          count: cluster.count,
          label: t('map.cluster', { count: cluster.count }),
        },
  );

  return (
    <div className={className}>
      <PlaceMap
        center={start.center}
        zoom={start.zoom}
        bounds={start.bounds}
        circle={
          filters.near && filters.radiusKm
            ? { ...filters.near, radiusMetres: filters.radiusKm * 1000 }
            : undefined
        }
        clusters={markers}
        onClusterClick={(marker) => {
          const cluster = clusters.find((c) => c.property?.id === marker.id);
          setPicked(marker.count === 1 && cluster?.property ? cluster.property : null);
        }}
        onMoveEnd={(bounds, zoom) => {
          const now = { bounds, zoom };
          latest.current = now;
          searched.current ??= now;
          setMoved(departed(searched.current, now));
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setView(now), view ? 300 : 0);
        }}
        ariaLabel={t('map.label')}
        className="size-full"
      />
      {moved && view ? (
        <div className="pointer-events-none absolute inset-x-0 top-3 z-10 flex justify-center">
          <Button
            size="sm"
            className="pointer-events-auto shadow-lifted"
            onClick={() => {
              const area = latest.current ?? view;
              searched.current = area;
              onSearchArea(area.bounds);
              setMoved(false);
            }}
          >
            <ScanSearch aria-hidden="true" />
            {t('map.searchArea')}
          </Button>
        </div>
      ) : null}
      <MapStatus
        loading={map.isFetching}
        failed={map.isError}
        empty={map.isSuccess && clusters.length === 0}
        onRetry={() => void map.refetch()}
      />
      <p className="sr-only" aria-live="polite">
        {map.isSuccess ? t('map.found', { count: found }) : ''}
      </p>
      {picked ? <PickedCard property={picked} onClose={() => setPicked(null)} /> : null}
    </div>
  );
}

function MapStatus({
  loading,
  failed,
  empty,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('explore');
  if (!loading && !failed && !empty) return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-8 z-10 flex justify-center px-3">
      <p
        role={failed ? 'alert' : undefined}
        className="pointer-events-auto inline-flex items-center gap-2 rounded-full border border-border bg-card/95 px-3 py-1.5 text-body-sm shadow-soft"
      >
        {loading ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            {t('map.loadingPlaces')}
          </>
        ) : failed ? (
          <>
            {t('map.placesFailed')}
            <Button variant="link" size="sm" onClick={onRetry}>
              {t('map.retry')}
            </Button>
          </>
        ) : (
          t('map.emptyArea')
        )}
      </p>
    </div>
  );
}

/** The place a marker stands for: photo, title (its link), type and town; the heart. */
function PickedCard({ property, onClose }: { property: Picked; onClose: () => void }) {
  const { t } = useTranslation('explore');
  const card = useRef<HTMLElement>(null);
  // A new place picked: its card takes the focus, so it is read out and Tab reaches its link.
  // biome-ignore lint/correctness/useExhaustiveDependencies: property.id is the trigger
  useEffect(() => {
    card.current?.focus();
  }, [property.id]);
  return (
    <section
      ref={card}
      tabIndex={-1}
      aria-label={property.title}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="absolute inset-x-3 bottom-8 z-10 flex gap-3 rounded-2xl border border-border bg-card p-2 pr-3 shadow-lifted focus-visible:outline-2 focus-visible:outline-ring max-w-sm"
    >
      <PropertyCover
        cover={property.cover}
        type={property.type}
        alt=""
        className="size-16 shrink-0 rounded-xl sm:size-20"
      />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1 py-0.5">
        <PropertyTypeBadge type={property.type} />
        <Link
          to={`/properties/${property.id}`}
          className="line-clamp-2 font-display font-semibold leading-snug hover:underline"
        >
          {property.title}
        </Link>
        <p className="flex min-w-0 items-center gap-1 w-full text-caption text-muted-foreground">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">
            {[property.city, countryName(property.country)].join(', ')}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          onClick={onClose}
          aria-label={t('map.closeCard')}
        >
          <X aria-hidden="true" />
        </Button>
        <SaveButton propertyId={property.id} title={property.title} />
      </div>
    </section>
  );
}
