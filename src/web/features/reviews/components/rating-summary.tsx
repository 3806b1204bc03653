import type { RatingSummary as RatingSummaryData } from '@shared/api/reviews';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { Sparkles, Star } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { formatRating } from '../format';

/**
 * An average and how many reviews made it: '4.8 ★ (12)'; a 'New' badge until
 * the first review is published, so nobody reads 0 stars as a bad record.
 */
export function RatingSummary({
  rating,
  className,
}: {
  rating: RatingSummaryData | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation('reviews');
  if (!rating || rating.count === 0 || rating.average === null) {
    return (
      <Badge variant="accent" className={className}>
        <Sparkles aria-hidden="true" />
        <Trans t={t} i18nKey="rating.new" components={{ sr: <span className="sr-only" /> }} />
      </Badge>
    );
  }
  const average = formatRating(rating.average);
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-body-sm font-semibold', className)}
      data-testid="rating-summary"
    >
      <span aria-hidden="true" className="inline-flex items-center gap-1">
        {average}
        <Star className="size-4 fill-warning text-warning" />
        <span className="font-normal text-muted-foreground">({rating.count})</span>
      </span>
      <span className="sr-only">
        {t('rating.summary', { rating: average, count: rating.count })}
      </span>
    </span>
  );
}
