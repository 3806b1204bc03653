import { type ReviewTab, reviewTabSchema } from '@shared/api/reviews';
import { EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { TabList } from '@web/features/chores/components/tab-list';
import { Inbox, PenLine, Sparkles } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useLiveReviews, useReviewList } from '../api';
import { ReviewCard } from '../components/review-card';
import { StayToReviewCard } from '../components/stay-to-review-card';

const TABS = reviewTabSchema.options;
const LABELS: Record<ReviewTab, string> = {
  'to-write': 'To write',
  received: 'Received',
  written: 'Written',
};
const EMPTY: Record<ReviewTab, { title: string; text: string; icon: typeof Inbox }> = {
  'to-write': {
    title: 'Nothing to review',
    text: 'When a stay ends, you can tell others how it went here. Thanks for keeping Homestay trustworthy.',
    icon: Sparkles,
  },
  received: {
    title: 'No reviews yet',
    text: 'Reviews about you appear here once both of you have written yours, or when the review window closes.',
    icon: Inbox,
  },
  written: {
    title: 'You haven’t written any reviews',
    text: 'Your reviews of past stays will be kept here, so you can read them again.',
    icon: PenLine,
  },
};

/** /reviews (Reviews): stays waiting for this reader's review, and reviews received and written. */
export default function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  useLiveReviews();
  const parsed = reviewTabSchema.safeParse(params.get('tab'));
  const tab: ReviewTab = parsed.success ? parsed.data : 'to-write';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageHeading
        title="Reviews"
        description="Honest words after each stay help hosts and helpers choose each other."
      />
      <TabList
        label="Reviews"
        tabs={TABS}
        labels={LABELS}
        value={tab}
        onChange={(next) => setParams(next === 'to-write' ? {} : { tab: next }, { replace: true })}
        panelId="reviews-panel"
        idPrefix="reviews-tab"
      />
      <div id="reviews-panel" role="tabpanel" aria-labelledby={`reviews-tab-${tab}`}>
        <TabPanel key={tab} tab={tab} />
      </div>
    </div>
  );
}

function TabPanel({ tab }: { tab: ReviewTab }) {
  const query = useReviewList(tab);
  if (query.isPending) return <ListSkeleton />;
  if (query.isError)
    return (
      <LoadError error={query.error} onRetry={() => void query.refetch()} what="your reviews" />
    );
  const pages = query.data.pages;
  const count = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (count === 0) {
    const empty = EMPTY[tab];
    return (
      <EmptyState icon={empty.icon} title={empty.title}>
        {empty.text}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {tab === 'to-write'
          ? pages.flatMap((page) =>
              page.items.map((item) =>
                'counterpart' in item ? (
                  <li key={item.id}>
                    <StayToReviewCard stay={item} />
                  </li>
                ) : null,
              ),
            )
          : pages.flatMap((page) =>
              page.items.map((item) =>
                'author' in item ? (
                  <li key={item.id}>
                    <ReviewCard
                      review={item}
                      showProperty
                      showCategories={tab === 'written'}
                      canReply={tab === 'received' && item.reply === null}
                    />
                  </li>
                ) : null,
              ),
            )}
      </ul>
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">Loading reviews</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex gap-3 rounded-2xl border border-border bg-card p-4">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
