import type { StayForReview } from '@shared/api/reviews';
import { Avatar } from '@web/components/avatar';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { formatReaderDay } from '@web/lib/reader-format';
import { CalendarClock, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoment } from '../format';

/** A finished stay waiting for this reader's review: who, where, when, and until when. */
export function StayToReviewCard({ stay }: { stay: StayForReview }) {
  const { t } = useTranslation('reviews');
  return (
    <Card
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center md:p-5"
      data-testid="stay-to-review"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar
          src={stay.counterpart.avatarUrl}
          name={stay.counterpart.fullName}
          className="size-11 text-body"
        />
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{stay.counterpart.fullName}</h3>
          <p className="text-body-sm break-words">{stay.propertyTitle}</p>
          <p className="text-body-sm text-muted-foreground">
            {t('dateRange', {
              start: formatReaderDay(stay.record.startDate),
              end: formatReaderDay(stay.record.endDate),
            })}
          </p>
          <p className="mt-1 flex items-center gap-1 text-caption text-muted-foreground">
            <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
            {t('toWrite.deadline', { date: formatMoment(stay.reviewDeadline) })}
          </p>
        </div>
      </div>
      <Button asChild className="w-full sm:w-auto">
        <Link to={`/reviews/write/${stay.id}`}>
          <PenLine aria-hidden="true" />
          {/* Short on screen; the whole sentence for a screen reader. */}
          <span aria-hidden="true">{stay.canWrite ? t('toWrite.write') : t('toWrite.view')}</span>
          <span className="sr-only">
            {stay.canWrite
              ? t('toWrite.writeName', { name: stay.counterpart.fullName })
              : t('toWrite.viewName', { name: stay.counterpart.fullName })}
          </span>
        </Link>
      </Button>
    </Card>
  );
}
