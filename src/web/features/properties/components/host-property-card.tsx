import type { PropertyCard } from '@shared/api/properties';
import { Card } from '@web/components/ui/card';
import { countryName } from '@web/lib/labels/property-labels';
import { CircleAlert, Inbox, MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PropertyCover, PropertyStatusBadge } from './property-visuals';

/** A host's property in their list: cover, title, place, status, helpers and waiting requests. */
export function HostPropertyCard({ property }: { property: PropertyCard }) {
  const { t } = useTranslation('properties');
  return (
    <Card className="group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lifted">
      <div className="relative">
        <PropertyCover
          cover={property.cover}
          type={property.type}
          alt=""
          className="aspect-[16/10] w-full"
        />
        <PropertyStatusBadge
          status={property.status}
          className="absolute top-3 left-3 shadow-soft"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-display text-title leading-snug font-semibold tracking-tight">
          <Link
            to={`/properties/${property.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-has-[a:focus-visible]:underline"
          >
            {property.title}
          </Link>
        </h2>
        <p className="flex items-center gap-1 text-body-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {t('card.place', { city: property.city, country: countryName(property.country) })}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-body-sm">
          <span className="inline-flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4 text-accent" />
            {t('card.helpers', { count: property.helperCount })}
          </span>
          <span
            className={
              property.pendingRequestCount > 0
                ? 'inline-flex items-center gap-1.5 font-semibold text-primary'
                : 'inline-flex items-center gap-1.5 text-muted-foreground'
            }
          >
            <Inbox aria-hidden="true" className="size-4" />
            {t('card.requestsWaiting', { count: property.pendingRequestCount })}
          </span>
        </div>
        {!property.hasTerms ? (
          <p className="flex items-center gap-1.5 text-caption text-warning">
            <CircleAlert aria-hidden="true" className="size-3.5" />
            {t('card.noTerms')}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
