import type { StayForReview } from '@shared/api/reviews';
import { Avatar } from '@web/components/avatar';
import { LoadError, PageHeading } from '@web/components/page-states';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useLiveReviews, useStayForReview } from '../api';
import { ReviewCard } from '../components/review-card';
import { ReviewForm } from '../components/review-form';
import { StayRecordSummary } from '../components/stay-record-summary';
import { formatMoment } from '../format';

/** /reviews/write/:stayId (Write a review): the stay, its record, and this reader's review. */
export default function WriteReviewPage() {
  const { stayId = '' } = useParams();
  const query = useStayForReview(stayId);
  useLiveReviews();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <div>
        <Button asChild variant="link" size="sm">
          <Link to="/reviews">
            <ArrowLeft aria-hidden="true" />
            All reviews
          </Link>
        </Button>
      </div>
      <PageHeading title="Write a review" />
      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading the stay</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          what="this stay"
          backTo={{ href: '/reviews', label: 'Back to reviews' }}
        />
      ) : (
        <StayReview stay={query.data} />
      )}
    </div>
  );
}

function StayReview({ stay }: { stay: StayForReview }) {
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
              {stay.direction === 'host_about_helper' ? 'Your helper' : 'Your host'}
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
            Your review
          </h2>
          {stay.myReview.publishedAt === null ? (
            <Alert tone="info">
              {stay.counterpart.fullName} will see it once they’ve written theirs, or on{' '}
              {formatMoment(stay.reviewDeadline)}.
            </Alert>
          ) : null}
          <ReviewCard review={stay.myReview} showCategories />
        </section>
      ) : (
        <Alert tone="info" title="The time to review this stay has passed">
          Reviews closed on {formatMoment(stay.reviewDeadline)}.
        </Alert>
      )}
      {stay.theirReview ? (
        <section aria-labelledby="their-review" className="flex flex-col gap-3">
          <h2 id="their-review" className="font-display text-title font-semibold">
            {stay.counterpart.fullName}’s review of you
          </h2>
          <ReviewCard review={stay.theirReview} showCategories canReply={!stay.theirReview.reply} />
        </section>
      ) : null}
    </>
  );
}
