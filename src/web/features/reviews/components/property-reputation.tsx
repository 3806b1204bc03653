import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePropertyReputation } from '../api';
import { RatingSummary } from './rating-summary';
import { ReviewListPreview } from './review-list-preview';

/**
 * A property's reputation on its page: helpers' average, how many stays it
 * hosted and how often the agreed hours held, and the latest reviews.
 */
export function PropertyReputation({
  propertyId,
  className,
}: {
  propertyId: string;
  className?: string;
}) {
  const { t } = useTranslation('reviews');
  const query = usePropertyReputation(propertyId);
  if (query.isPending)
    return (
      <div className={cn('flex flex-col gap-2', className)} aria-busy="true">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (query.isError || !query.data) return null;
  const { rating, staysHosted, staysWithAgreedHours, staysHoursHeld, reviews } = query.data;
  return (
    <section
      aria-labelledby={`property-reviews-${propertyId}`}
      className={cn('flex flex-col gap-3', className)}
      data-testid="property-reputation"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={`property-reviews-${propertyId}`} className="font-display text-title font-semibold">
          {t('title')}
        </h2>
        <RatingSummary rating={rating} />
      </div>
      <p className="flex items-start gap-1.5 text-body-sm text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span>
          {staysHosted === 0
            ? t('reputation.noStays')
            : t('reputation.hosted', { count: staysHosted })}
          {staysWithAgreedHours > 0
            ? ` · ${t('reputation.hoursHeld', { held: staysHoursHeld, total: staysWithAgreedHours })}`
            : ''}
        </span>
      </p>
      <ReviewListPreview reviews={reviews} empty={t('reputation.noneFromHelpers')} />
    </section>
  );
}
