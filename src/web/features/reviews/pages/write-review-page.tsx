import type { StayForReview } from '@shared/api/reviews';
import { Avatar } from '@web/components/avatar';
import { LoadError, PageHeading } from '@web/components/page-states';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLiveReviews, useStayForReview } from '../api';
import { ReviewCard } from '../components/review-card';
import { ReviewForm } from '../components/review-form';
import { StayRecordSummary } from '../components/stay-record-summary';
import { formatMoment } from '../format';

/** /reviews/write/:stayId (Write a review): the stay, its record, and this reader's review. */
export default function WriteReviewPage() {
  const { t } = useTranslation('reviews');
  const { stayId = '' } = useParams();
  const query = useStayForReview(stayId);
  useLiveReviews();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <div>
        <Button asChild variant="link" size="sm">
          <Link to="/reviews">
            <ArrowLeft aria-hidden="true" />
            {t('write.allReviews')}
          </Link>
        </Button>
      </div>
      <PageHeading title={t('write.title')} />
      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{t('write.loading')}</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          what={t('write.loadWhat')}
          backTo={{ href: '/reviews', label: t('write.backToReviews') }}
        />
      ) : (
        <StayReview stay={query.data} />
      )}
    </div>
  );
}

function StayReview({ stay }: { stay: StayForReview }) {
  const { t } = useTranslation('reviews');
  return (
    <>
      <Card className="flex flex-col gap-4 p-4 md:p-5">
        <div className="flex items-center gap-3">
          <Avatar
            src={stay.counterpart.avatarUrl}
            name={stay.counterpart.fullName}
            className="size-12 text-title"
          />
          <div className="min-w-0">
            <p className="text-caption font-semibold tracking-wide text-muted-foreground uppercase">
              {stay.direction === 'host_about_helper' ? t('write.yourHelper') : t('write.yourHost')}
            </p>
            <p className="font-semibold break-words">{stay.counterpart.fullName}</p>
            <p className="text-body-sm text-muted-foreground break-words">{stay.propertyTitle}</p>
          </div>
        </div>
        <StayRecordSummary record={stay.record} />
      </Card>
      {stay.canWrite ? (
        <ReviewForm stay={stay} />
      ) : stay.myReview ? (
        <section aria-labelledby="my-review" className="flex flex-col gap-3">
          <h2 id="my-review" className="font-display text-title font-semibold">
            {t('write.yourReview')}
          </h2>
          {stay.myReview.publishedAt === null ? (
            <Alert tone="info">
              {t('write.pending', {
                name: stay.counterpart.fullName,
                date: formatMoment(stay.reviewDeadline),
              })}
            </Alert>
          ) : null}
          <ReviewCard review={stay.myReview} showCategories />
        </section>
      ) : (
        <Alert tone="info" title={t('write.closedTitle')}>
          {t('write.closed', { date: formatMoment(stay.reviewDeadline) })}
        </Alert>
      )}
      {stay.theirReview ? (
        <section aria-labelledby="their-review" className="flex flex-col gap-3">
          <h2 id="their-review" className="font-display text-title font-semibold">
            {t('write.theirReview', { name: stay.counterpart.fullName })}
          </h2>
          <ReviewCard review={stay.theirReview} showCategories canReply={!stay.theirReview.reply} />
        </section>
      ) : null}
    </>
  );
}
