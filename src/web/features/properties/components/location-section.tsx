import type { HostPropertyView } from '@shared/api/properties';
import { Skeleton } from '@web/components/ui/skeleton';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadPart, lazyPart } from './lazy-part';
import { DetailSection } from './property-overview';

// The section's content is the host's alone, and saving needs the network:
// it stays out of the page's chunk (and so out of the offline shell).
const LocationBody = lazyPart(() =>
  import('./location-editor').then((module) => module.LocationBody),
);

/**
 * "Location on the map": the host places the exact pin (drag it, click the
 * map, use the device's location or type the coordinates), saves it, or takes
 * the property off the map again.
 */
export function LocationSection({ property }: { property: HostPropertyView }) {
  const { t } = useTranslation('properties');
  return (
    <DetailSection title={t('location.title')} icon={MapPin}>
      <LoadPart
        part={LocationBody}
        props={{ property }}
        placeholder={
          <div aria-busy="true">
            <span className="sr-only">{t('location.loading')}</span>
            <Skeleton className="h-24 w-full rounded-xl" />
          </div>
        }
      />
    </DetailSection>
  );
}
