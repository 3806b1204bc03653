import type { Review } from '@shared/api/reviews';
import { Button } from '@web/components/ui/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewCard } from './review-card';

const SHOWN_AT_FIRST = 2;

/** The latest reviews, two at first; 'Show all' opens the rest in place. */
export function ReviewListPreview({ reviews, empty }: { reviews: Review[]; empty: string }) {
  const { t } = useTranslation('reviews');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (reviews.length === 0) return <p className="text-body-sm text-muted-foreground">{empty}</p>;
  const shown = expanded ? reviews : reviews.slice(0, SHOWN_AT_FIRST);
  return (
    <div className="flex flex-col gap-3">
      <ul id={listId} className="flex flex-col gap-3">
        {shown.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {reviews.length > SHOWN_AT_FIRST ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('preview.showFewer') : t('preview.showAll', { count: reviews.length })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
