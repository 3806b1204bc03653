import { type ReviewTab, reviewTabSchema } from '@shared/api/reviews';
import { EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { TabList } from '@web/features/chores/components/tab-list';
import { translatedLabels } from '@web/lib/i18n/label-map';
import { Inbox, PenLine, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLiveReviews, useReviewList } from '../api';
import { ReviewCard } from '../components/review-card';
import { StayToReviewCard } from '../components/stay-to-review-card';

const TABS = reviewTabSchema.options;
const LABELS = translatedLabels('reviews', 'tabs', TABS);
const EMPTY_ICON: Record<ReviewTab, typeof Inbox> = {
  'to-write': Sparkles,
  received: Inbox,
  written: PenLine,
};

/** /reviews (Reviews): stays waiting for this reader's review, and reviews received and written. */
export default function ReviewsPage() {
  const { t } = useTranslation('reviews');
  const [params, setParams] = useSearchParams();
  useLiveReviews();
  const parsed = reviewTabSchema.safeParse(params.get('tab'));
  const tab: ReviewTab = parsed.success ? parsed.data : 'to-write';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageHeading title={t('title')} description={t('page.description')} />
      <TabList
        label={t('title')}
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
  const { t } = useTranslation('reviews');
  const query = useReviewList(tab);
  if (query.isPending) return <ListSkeleton />;
  if (query.isError)
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        what={t('page.loadWhat')}
      />
    );
  const pages = query.data.pages;
  const count = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (count === 0) {
    return (
      <EmptyState icon={EMPTY_ICON[tab]} title={t(`page.empty.${tab}.title`)}>
        {t(`page.empty.${tab}.text`)}
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
            {query.isFetchingNextPage ? t('page.loadingMore') : t('page.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function ListSkeleton() {
  const { t } = useTranslation('reviews');
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t('loading')}</span>
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
