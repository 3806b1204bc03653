import type { MapConfig } from '@shared/api/map';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { api } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { MapPin, MapPinOff } from 'lucide-react';
import {
  Component,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceMapProps } from './types';

/*
 * The app's map (issue 18; docs/decisions/146-leaflet-map.md). Leaflet and
 * its CSS are a chunk of their own (./leaflet-map.tsx), fetched the first
 * time a map is shown, beside the tile settings (GET /api/map/config); the
 * page shows a skeleton meanwhile, and a retry if either fails. The props
 * are described in ./types.ts.
 */

export const mapConfigQuery = queryOptions({
  queryKey: ['map-config'],
  queryFn: ({ signal }) => api.get<MapConfig>('/api/map/config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

let mapModule: Promise<typeof import('./leaflet-map')> | null = null;
/** The Leaflet chunk, fetched once; a failed fetch is tried again next time. */
const loadMap = () => {
  mapModule ??= import('./leaflet-map').catch((error: unknown) => {
    mapModule = null;
    throw error;
  });
  return mapModule;
};
let LazyLeafletMap = lazy(loadMap);

/** Starts fetching the map's code early (e.g. when the Map button is pointed at). */
export function preloadPlaceMap() {
  loadMap().catch(() => {});
}

/**
 * A map with OpenStreetMap-style raster tiles: a centre or an area, and
 * optionally a circle, a pin (draggable for its owner), markers and
 * clusters. Give it a height through `className`. Keyboard: the map pans
 * with the arrow keys and zooms with + and -; every marker is a button
 * (Tab, then Enter). Whatever it shows must also be said in the page's text
 * (a list, an address): a map alone is not accessible.
 *
 *   <PlaceMap center={{ lat, lng }} zoom={13} circle={{ lat, lng, radiusMetres: 2000 }}
 *     ariaLabel={t('where.map')} className="h-64" />
 */
export function PlaceMap(props: PlaceMapProps) {
  const { t } = useTranslation('explore');
  const config = useQuery(mapConfigQuery);
  const [attempt, setAttempt] = useState(0);
  useEffect(preloadPlaceMap, []);
  const retry = () => {
    LazyLeafletMap = lazy(loadMap);
    setAttempt((n) => n + 1);
    if (config.isError) void config.refetch();
  };
  const frame = cn(
    'relative isolate overflow-hidden rounded-2xl border border-border',
    props.className,
  );

  if (config.isError) return <MapError className={frame} onRetry={retry} />;
  if (!config.data) return <MapSkeleton className={frame} />;
  return (
    <MapErrorBoundary key={attempt} fallback={<MapError className={frame} onRetry={retry} />}>
      <Suspense fallback={<MapSkeleton className={frame} />}>
        <LazyLeafletMap
          {...props}
          className={frame}
          config={config.data}
          texts={{
            zoomIn: t('map.zoomIn'),
            zoomOut: t('map.zoomOut'),
            roleDescription: t('map.roleDescription'),
            tilesFailed: t('map.tilesFailed'),
            retry: t('map.retry'),
          }}
        />
      </Suspense>
    </MapErrorBoundary>
  );
}

/** The map's place while its code and tiles load. */
export function MapSkeleton({ className }: { className?: string }) {
  const { t } = useTranslation('explore');
  return (
    <div className={cn('flex items-center justify-center bg-muted', className)} aria-busy="true">
      <span className="sr-only">{t('map.loading')}</span>
      <MapPin
        aria-hidden="true"
        className="size-8 text-muted-foreground/60 motion-safe:animate-pulse"
      />
    </div>
  );
}

function MapError({ className, onRetry }: { className?: string; onRetry: () => void }) {
  const { t } = useTranslation('explore');
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-2 bg-muted px-5 py-6 text-center',
        className,
      )}
    >
      <MapPinOff aria-hidden="true" className="size-7 text-muted-foreground" />
      <p className="font-semibold">{t('map.failedTitle')}</p>
      <p className="max-w-xs text-body-sm text-muted-foreground">{t('map.failedText')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('map.retry')}
      </Button>
    </div>
  );
}

class MapErrorBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // A chunk that did not arrive is the network's doing; anything else is a bug to see.
    if (!/dynamically imported module|Importing a module script failed|fetch/i.test(error.message))
      console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
