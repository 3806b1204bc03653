import type { HelperTrackRecord } from '@shared/api/reviews';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { translate } from '@web/lib/i18n/i18n';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHelperReputation } from '../api';
import { formatHours } from '../format';
import { RatingSummary } from './rating-summary';
import { ReviewListPreview } from './review-list-preview';

/** '3 stays · 142 h logged · 96 % approved first time' */
export function trackRecordText(record: HelperTrackRecord): string {
  if (record.stays === 0) return translate('reviews', 'reputation.noStays');
  const parts = [
    translate('reviews', 'reputation.stays', { count: record.stays }),
    translate('reviews', 'reputation.logged', { hours: formatHours(record.minutesLogged) }),
  ];
  if (record.approvedFirstTimePercent !== null)
    parts.push(
      translate('reviews', 'reputation.approvedFirstTime', {
        percent: record.approvedFirstTimePercent,
      }),
    );
  return parts.join(' · ');
}

/**
 * A helper's reputation as a host weighs it: the average of hosts' reviews,
 * the record the app kept of their stays, and the latest reviews.
 */
export function HelperReputation({
  helperId,
  helperName,
  compact = false,
  className,
}: {
  helperId: string;
  helperName?: string;
  /** Only the rating and the record line (lists of requests or helpers). */
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('reviews');
  const query = useHelperReputation(helperId);
  if (query.isPending)
    return compact ? (
      // Spans: a compact reputation may sit inside a link's inline content.
      <span className={cn('block', className)} aria-busy="true">
        <span className="sr-only">{t('reputation.loading')}</span>
        <span className="block h-5 w-40 rounded-md bg-muted motion-safe:animate-pulse" />
      </span>
    ) : (
      <div className={cn('flex flex-col gap-2', className)} aria-busy="true">
        <span className="sr-only">{t('reputation.loading')}</span>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  // The reputation adds to a page; if it cannot load, the page still works.
  if (query.isError || !query.data) return null;
  const { rating, record, reviews } = query.data;
  const summary = (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="helper-reputation">
      <RatingSummary rating={rating} />
      <span className="flex items-center gap-1 text-body-sm text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-accent" />
        {trackRecordText(record)}
      </span>
    </span>
  );
  if (compact) return <span className={cn('block', className)}>{summary}</span>;
  return (
    <section
      aria-labelledby={`reputation-${helperId}`}
      className={cn('flex flex-col gap-3', className)}
    >
      <h2 id={`reputation-${helperId}`} className="font-display text-title font-semibold">
        {helperName ? t('reputation.helperTitle', { name: helperName }) : t('title')}
      </h2>
      {summary}
      <p className="text-caption text-muted-foreground">{t('reputation.recordNote')}</p>
      <ReviewListPreview reviews={reviews} empty={t('reputation.noneFromHosts')} />
    </section>
  );
}
