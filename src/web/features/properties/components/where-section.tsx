import type { MapPoint } from '@shared/api/places';
import type { PropertyDetails } from '@shared/api/properties';
import { placeLine } from '@web/lib/labels/property-labels';
import { ExternalLink, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MapSlot } from './map-slot';
import { DetailSection } from './property-overview';

/** Zoom that shows the whole approximate circle (about 4 km across) on a phone. */
const AREA_ZOOM = 12;
const PIN_ZOOM = 15;

/**
 * "Where": the approximate circle for whoever may not know the exact place
 * yet, the exact pin (and the address) for members and helpers whose request
 * was accepted. The server decides which one this viewer gets.
 */
export function WhereSection({ property }: { property: PropertyDetails }) {
  const { t } = useTranslation('properties');
  const location = property.location ?? null;
  const address =
    property.view === 'public'
      ? null
      : [property.address, property.postalCode].filter(Boolean).join(', ');
  const place = placeLine(property);
  return (
    <DetailSection title={t('where.title')} icon={MapPin}>
      <div className="text-body">
        <p>{place}</p>
        {address && location?.precision === 'exact' ? (
          <p className="text-body-sm text-muted-foreground">{address}</p>
        ) : null}
      </div>
      {location === null ? (
        <p className="text-body-sm text-muted-foreground">{t('where.notPlaced')}</p>
      ) : location.precision === 'approximate' ? (
        <>
          <p className="text-body-sm text-muted-foreground">{t('where.approximate')}</p>
          <MapSlot
            map={{
              ariaLabel: t('where.areaMapLabel', { place }),
              center: { lat: location.lat, lng: location.lng },
              zoom: AREA_ZOOM,
              circle: {
                lat: location.lat,
                lng: location.lng,
                radiusMetres: location.radiusMetres,
              },
            }}
          />
        </>
      ) : (
        <>
          <p className="text-body-sm text-muted-foreground">{t('where.exact')}</p>
          <MapSlot
            map={{
              ariaLabel: t('where.pinMapLabel', { title: property.title }),
              center: { lat: location.lat, lng: location.lng },
              zoom: PIN_ZOOM,
              pin: { lat: location.lat, lng: location.lng },
              pinLabel: property.title,
            }}
          />
          <OpenStreetMapLink point={location} />
        </>
      )}
    </DetailSection>
  );
}

/** OpenStreetMap's page for a point, its marker on it (six decimals: about 10 cm). */
export function openStreetMapUrl(point: MapPoint): string {
  const lat = Number(point.lat.toFixed(6));
  const lng = Number(point.lng.toFixed(6));
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
}

/** The exact pin on openstreetmap.org, in a new tab. */
export function OpenStreetMapLink({ point }: { point: MapPoint }) {
  const { t } = useTranslation('properties');
  return (
    <a
      href={openStreetMapUrl(point)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 self-start text-body-sm font-semibold text-primary underline-offset-4 hover:underline"
    >
      {t('where.openInOsm')}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('where.newTab')}</span>
    </a>
  );
}
