import type { PlaceMapProps } from '@web/components/map/types';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Map as MapIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadPart, lazyPart } from './lazy-part';

/** The map's height on the property page. */
const MAP_HEIGHT = 'h-64 w-full sm:h-80';
const BOX = `${MAP_HEIGHT} rounded-2xl border border-border bg-muted`;

// Even the map's wrapper is fetched with the map: the property page is in
// the offline shell, where a map could not load its tiles anyway.
const PlaceMap = lazyPart<PlaceMapProps>(() =>
  import('@web/components/map').then((module) => module.PlaceMap),
);

/**
 * Where a map will be: a quiet box with "Show the map" until it is opened or
 * scrolled into view, so a page whose map stays out of sight never loads the
 * map's code or its tiles.
 */
export function MapSlot({ map }: { map: Omit<PlaceMapProps, 'className'> }) {
  const { t } = useTranslation('properties');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (open || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setOpen(true);
      },
      { rootMargin: '120px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);

  return (
    <div ref={box} className="w-full min-w-0">
      {open ? (
        <LoadPart
          part={PlaceMap}
          props={{ ...map, className: MAP_HEIGHT }}
          placeholder={<Skeleton className={`${MAP_HEIGHT} rounded-2xl`} />}
          failedClassName={`${BOX} flex items-center justify-center p-4`}
        />
      ) : (
        <div className={`${BOX} flex items-center justify-center p-4`}>
          <Button variant="outline" onClick={() => setOpen(true)}>
            <MapIcon aria-hidden="true" />
            {t('location.showMap')}
          </Button>
        </div>
      )}
    </div>
  );
}
