import type { PropertyDetails } from '@shared/api/properties';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { placeLine } from '@web/lib/labels/property-labels';
import { MapPin, ScrollText, Sparkles, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PropertyStatusBadge, PropertyTypeBadge } from './property-visuals';

/** A titled card on the property page. */
export function DetailSection({
  title,
  icon: Icon,
  children,
  className,
  action,
}: {
  title: string;
  icon?: typeof MapPin;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <Card className={cn('p-5 md:p-6', className)}>
      <section aria-label={title} className="flex flex-col gap-4">
        <div className="flex items-center gap-2.5">
          {Icon ? (
            <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
              <Icon aria-hidden="true" className="size-4.5" />
            </span>
          ) : null}
          <h2 className="min-w-0 flex-1 font-display text-title font-semibold tracking-tight">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** Title, type, place (and, for host and members, the street address). */
export function PropertyHeader({ property }: { property: PropertyDetails }) {
  const { t } = useTranslation('properties');
  const address =
    property.view === 'public'
      ? null
      : [property.address, property.postalCode].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <PropertyTypeBadge type={property.type} />
        {property.view === 'host' ? <PropertyStatusBadge status={property.status} /> : null}
      </div>
      <h1 className="font-display text-headline font-semibold tracking-tight md:text-display">
        {property.title}
      </h1>
      <p className="flex items-start gap-1.5 text-body text-muted-foreground">
        <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
        <span>
          {placeLine(property)}
          {address ? <span className="block text-body-sm">{address}</span> : null}
        </span>
      </p>
      <p className="flex items-center gap-1.5 text-body-sm text-muted-foreground">
        <Users aria-hidden="true" className="size-4 shrink-0" />
        {t('overview.helpers', { staying: property.helperCount, wanted: property.helpersWanted })}
      </p>
    </div>
  );
}

/** The description, amenities and house rules. */
export function PropertyAbout({ property }: { property: PropertyDetails }) {
  const { t } = useTranslation('properties');
  return (
    <>
      <DetailSection title={t('overview.about')} icon={Sparkles}>
        {property.description ? (
          <p className="text-body whitespace-pre-line">{property.description}</p>
        ) : (
          <p className="text-body-sm text-muted-foreground">{t('overview.noDescription')}</p>
        )}
        {property.amenities.length > 0 ? (
          <div>
            <h3 className="mb-2 text-body-sm font-semibold">{t('overview.amenities')}</h3>
            <ul className="flex flex-wrap gap-1.5">
              {property.amenities.map((amenity) => (
                <li
                  key={amenity}
                  className="rounded-full bg-primary-soft px-2.5 py-0.5 text-caption font-semibold text-primary-soft-foreground"
                >
                  {amenity}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </DetailSection>
      {property.houseRules ? (
        <DetailSection title={t('overview.houseRules')} icon={ScrollText}>
          <p className="text-body whitespace-pre-line">{property.houseRules}</p>
        </DetailSection>
      ) : null}
    </>
  );
}
