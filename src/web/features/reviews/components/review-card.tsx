import type { Review } from '@shared/api/reviews';
import { Avatar } from '@web/components/avatar';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { ReportButton } from '@web/features/safety/components/report-button';
import { cn } from '@web/lib/cn';
import { useSession } from '@web/lib/session/session';
import { EyeOff, Lock, MessageSquareReply } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { categoryLabel, formatMoment } from '../format';
import { RatingStars } from './rating-stars';
import { ReplyForm } from './reply-form';

/**
 * One review: who wrote it and when, the stars, the words, the reviewed
 * person's reply, and the private note for the two people allowed to read it.
 */
export function ReviewCard({
  review,
  canReply = false,
  showProperty = false,
  showCategories = false,
  className,
}: {
  review: Review;
  /** The reader is the person reviewed and may still answer (once). */
  canReply?: boolean;
  /** Name the property (lists across stays). */
  showProperty?: boolean;
  showCategories?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('reviews');
  const categories = Object.entries(review.categories);
  // Anyone who reads a review may report it, except the one who wrote it.
  const viewerId = useSession().user?.id;
  const reportable = viewerId !== undefined && viewerId !== review.author.id;
  return (
    <Card className={cn('p-4 md:p-5', className)} data-testid="review-card">
      <article
        aria-label={t('card.by', { name: review.author.fullName })}
        className="flex flex-col gap-3"
      >
        <header className="flex items-start gap-3">
          <Avatar
            src={review.author.avatarUrl}
            name={review.author.fullName}
            className="size-10 text-body-sm"
          />
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words">{review.author.fullName}</p>
            <p className="text-caption text-muted-foreground">
              {showProperty ? `${review.propertyTitle} · ` : ''}
              <time dateTime={review.submittedAt}>{formatMoment(review.submittedAt)}</time>
            </p>
            {review.publishedAt === null ? (
              <Badge variant="neutral" className="mt-1">
                <EyeOff aria-hidden="true" />
                {t('card.hidden')}
              </Badge>
            ) : null}
          </div>
          {reportable ? (
            <ReportButton
              icon
              label={t('card.report')}
              target={{ type: 'review', id: review.id }}
              className="-mt-1 -mr-1"
            />
          ) : null}
        </header>
        <RatingStars value={review.rating} />
        <p className="text-body whitespace-pre-line break-words">{review.publicText}</p>
        {showCategories && categories.length > 0 ? (
          <dl className="grid gap-1.5 text-body-sm sm:grid-cols-2">
            {categories.map(([key, value]) => (
              <div key={key} className="flex flex-wrap items-center justify-between gap-2">
                <dt className="text-muted-foreground">{categoryLabel(key)}</dt>
                <dd>
                  <RatingStars value={value} />
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {review.privateNote ? (
          <div className="rounded-xl border border-dashed border-border bg-muted/50 p-3 text-body-sm">
            <p className="flex items-center gap-1.5 font-semibold">
              <Lock aria-hidden="true" className="size-4 text-muted-foreground" />
              {t('card.privateNote')}
            </p>
            <p className="mt-1 text-caption text-muted-foreground">
              {t('card.privateNoteReaders', {
                subject: review.subject.fullName,
                author: review.author.fullName,
              })}
            </p>
            <p className="mt-1 whitespace-pre-line break-words">{review.privateNote}</p>
          </div>
        ) : null}
        {review.reply ? (
          <div className="border-l-2 border-primary/40 pl-3 text-body-sm">
            <p className="flex items-center gap-1.5 font-semibold">
              <MessageSquareReply aria-hidden="true" className="size-4 text-primary" />
              {t('card.replyFrom', { name: review.subject.fullName })}
            </p>
            <p className="mt-1 whitespace-pre-line break-words">{review.reply}</p>
          </div>
        ) : canReply && review.publishedAt !== null ? (
          <ReplyForm reviewId={review.id} authorName={review.author.fullName} />
        ) : null}
      </article>
    </Card>
  );
}
