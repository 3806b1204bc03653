import { Button } from '@web/components/ui/button';
import { Map as MapIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The map's height on the property page. */
export const MAP_HEIGHT = 'h-64 w-full sm:h-80';

/**
 * Where a map will be: a quiet box with "Show the map" until it is opened or
 * scrolled into view, so a page whose map stays out of sight never loads the
 * map's code or its tiles.
 */
export function MapSlot({ children }: { children: () => ReactNode }) {
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
        children()
      ) : (
        <div
          className={`${MAP_HEIGHT} flex items-center justify-center rounded-2xl border border-border bg-muted p-4`}
        >
          <Button variant="outline" onClick={() => setOpen(true)}>
            <MapIcon aria-hidden="true" />
            {t('location.showMap')}
          </Button>
        </div>
      )}
    </div>
  );
}
