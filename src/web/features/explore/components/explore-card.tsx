import type { ExploreCard as ExploreCardData } from '@shared/api/explore';
import { Card } from '@web/components/ui/card';
import {
  PropertyCover,
  PropertyTypeBadge,
  ProvisionList,
} from '@web/features/properties/components/property-visuals';
import { RatingSummary } from '@web/features/reviews/components/rating-summary';
import { useFormat } from '@web/lib/i18n/format';
import { countryName, formatDayRange, stayLengthText } from '@web/lib/labels/property-labels';
import { CalendarRange, Clock, MapPin, Navigation, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A listing in Explore: photo, title, place, type, what is provided, hours
 * and dates, and when the search gives them, how far it is and how well the
 * helper's skills fit. `action` sits on the photo, above the card's link (the heart).
 */
export function ExploreCard({
  property,
  action,
}: {
  property: ExploreCardData;
  action?: ReactNode;
}) {
  const { t } = useTranslation('explore');
  const { number } = useFormat();
  return (
    <Card className="group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lifted">
      <div className="relative">
        <PropertyCover
          cover={property.cover}
          type={property.type}
          alt=""
          className="aspect-[16/10] w-full"
        />
        <div className="absolute top-3 left-3">
          <PropertyTypeBadge type={property.type} />
        </div>
        {action ? <div className="absolute top-3 right-3 z-10">{action}</div> : null}
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
        <RatingSummary rating={property.rating} className="self-start" />
        <p className="flex items-center gap-1 text-body-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {[property.city, property.region, countryName(property.country)]
            .filter(Boolean)
            .join(', ')}
        </p>
        {property.distanceKm !== null || property.fit ? (
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-body-sm font-semibold">
            {property.distanceKm !== null ? (
              <span className="inline-flex items-center gap-1 text-accent-soft-foreground">
                <Navigation aria-hidden="true" className="size-3.5" />
                {t('card.distance', { distance: number(property.distanceKm) })}
              </span>
            ) : null}
            {property.fit ? (
              // None of the skills wanted is plain information, not a highlight.
              <span
                className={`inline-flex items-center gap-1 ${
                  property.fit.matched > 0
                    ? 'text-primary-soft-foreground'
                    : 'font-normal text-muted-foreground'
                }`}
              >
                {property.fit.matched > 0 ? (
                  <Sparkles aria-hidden="true" className="size-3.5" />
                ) : null}
                {t('card.fit', { matched: property.fit.matched, wanted: property.fit.wanted })}
              </span>
            ) : null}
          </p>
        ) : null}
        <ProvisionList provides={property.provides} limit={3} className="mt-1" />
        <dl className="mt-auto grid gap-1 pt-2 text-body-sm">
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock aria-hidden="true" className="size-4 text-accent" />
              <span className="sr-only">{t('card.help')}</span>
            </dt>
            <dd>
              {t('card.helpLine', {
                hours: number(property.hoursPerWeek),
                days: property.daysPerWeek,
                stay: stayLengthText(property.minStayDays, property.maxStayDays),
              })}
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <CalendarRange aria-hidden="true" className="size-4 text-accent" />
              <span className="sr-only">{t('card.available')}</span>
            </dt>
            <dd>{formatDayRange(property.availableFrom, property.availableTo)}</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
