import type { PointsSummary } from '@shared/api/points';
import type { Redemption, Reward } from '@shared/api/rewards';
import { EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useLedger, usePointsSummary } from '@web/features/points/api';
import { LedgerRow } from '@web/features/points/components/ledger-row';
import { usePoints } from '@web/features/shell/api';
import { isApiError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/i18n/format';
import { runMutation } from '@web/lib/run-mutation';
import { Gift, History, ListChecks, LoaderCircle, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useLiveRewards, useRedeem, useRedemptionAction, useRedemptions, useRewards } from '../api';

/** /rewards (Rewards & Points): the balance, what to spend it on, and its history. */
export default function RewardsPage() {
  const { t } = useTranslation('rewards');
  const summary = usePointsSummary();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeading title={t('page.title')} description={t('page.description')} />
      <Balance summary={summary.data} loading={summary.isPending} />
      {summary.data?.properties
        .filter((place) => place.membershipStatus === 'active')
        .map((place) => (
          <FollowCatalogue key={place.propertyId} propertyId={place.propertyId} />
        ))}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <Catalogues summary={summary.data} />
        <Ledger />
      </div>
    </div>
  );
}

/** Keeps one property's catalogue live (its redemptions come on `me`, in the shell). */
function FollowCatalogue({ propertyId }: { propertyId: string }) {
  useLiveRewards(propertyId);
  return null;
}

function Balance({ summary, loading }: { summary: PointsSummary | undefined; loading: boolean }) {
  // The profile's number: the same one the drawer and the dashboard show, moved live.
  const { t } = useTranslation('rewards');
  const format = useFormat();
  const balance = usePoints();
  const reserved = summary?.reserved ?? 0;
  return (
    <Card className="relative overflow-hidden border-0 bg-linear-to-br from-accent to-[#214f45] text-accent-foreground dark:border dark:border-accent/25 dark:from-[#1f3a35] dark:to-[#16262a] dark:text-accent-soft-foreground">
      <section aria-labelledby="balance-heading" className="relative p-5 md:p-6">
        <h2 id="balance-heading" className="flex items-center gap-2 text-body-sm font-semibold">
          <Star aria-hidden="true" className="size-5 fill-current" />
          {t('balance.title')}
        </h2>
        <p
          className="mt-3 font-display text-[2.75rem] leading-none font-semibold tabular-nums"
          aria-live="polite"
          aria-atomic="true"
        >
          <span data-testid="rewards-balance">{format.number(balance)}</span>
          <span className="ml-2 font-sans text-body font-medium opacity-90">
            {t('balance.unit', { count: balance })}
          </span>
        </p>
        {loading ? (
          <Skeleton className="mt-3 h-5 w-48 bg-white/20" />
        ) : reserved > 0 ? (
          <p className="mt-3 text-body-sm opacity-90" data-testid="reserved-points">
            {t('balance.reserved', { reserved, spendable: Math.max(0, balance - reserved) })}
          </p>
        ) : (
          <p className="mt-3 text-body-sm opacity-90">{t('balance.nothingReserved')}</p>
        )}
        {summary && summary.properties.length > 1 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('balance.byProperty')}>
            {summary.properties.map((place) => (
              <li
                key={place.propertyId}
                className="rounded-full bg-white/15 px-3 py-1 text-body-sm font-semibold"
              >
                {t('balance.atProperty', { property: place.propertyTitle, count: place.points })}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </Card>
  );
}

function Catalogues({ summary }: { summary: PointsSummary | undefined }) {
  const { t } = useTranslation('rewards');
  const rewards = useRewards();
  const pending = useRedemptions({ status: 'pending' });
  const pendingItems = pending.data?.pages.flatMap((page) => page.items) ?? [];
  const recent = useRedemptions({ limit: 10 });
  const decided = (recent.data?.pages[0]?.items ?? [])
    .filter((redemption) => redemption.status === 'fulfilled' || redemption.status === 'declined')
    .slice(0, 5);
  const byProperty = new Map<string, { title: string; rewards: Reward[] }>();
  for (const reward of rewards.data?.items ?? []) {
    if (!reward.active) continue;
    const entry = byProperty.get(reward.propertyId) ?? { title: reward.propertyTitle, rewards: [] };
    entry.rewards.push(reward);
    byProperty.set(reward.propertyId, entry);
  }
  const available = (propertyId: string) =>
    summary?.properties.find((place) => place.propertyId === propertyId)?.available ?? 0;

  return (
    <section aria-labelledby="rewards-heading" className="flex flex-col gap-4">
      <h2
        id="rewards-heading"
        className="flex items-center gap-2 font-display text-title font-semibold tracking-tight"
      >
        <Gift aria-hidden="true" className="size-5 text-primary" />
        {t('catalogues.title')}
      </h2>
      {pendingItems.length > 0 ? (
        <Card className="p-4">
          <h3 className="text-body-sm font-semibold">{t('catalogues.waiting')}</h3>
          <ul className="mt-2 flex flex-col divide-y divide-border">
            {pendingItems.map((redemption) => (
              <li key={redemption.id}>
                <PendingRow redemption={redemption} />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {decided.length > 0 ? (
        <Card className="p-4">
          <h3 className="text-body-sm font-semibold">{t('catalogues.latest')}</h3>
          <ul className="mt-2 flex flex-col divide-y divide-border">
            {decided.map((redemption) => (
              <li key={redemption.id} className="flex items-start gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-body-sm font-semibold">{redemption.rewardTitle}</p>
                  <p className="text-caption text-muted-foreground">
                    {t('catalogues.requestLine', {
                      property: redemption.propertyTitle,
                      count: redemption.cost,
                    })}
                  </p>
                  {redemption.status === 'declined' && redemption.declineReason ? (
                    <p className="text-caption break-words">
                      {t('catalogues.declineReason', { reason: redemption.declineReason })}
                    </p>
                  ) : null}
                </div>
                {redemption.status === 'fulfilled' ? (
                  <Badge variant="success">{t('catalogues.handedOver')}</Badge>
                ) : (
                  <Badge variant="neutral">{t('catalogues.declined')}</Badge>
                )}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {rewards.isPending ? (
        <div className="flex flex-col gap-3">
          <span className="sr-only">{t('catalogues.loading')}</span>
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
      ) : rewards.isError ? (
        <LoadError
          error={rewards.error}
          onRetry={() => rewards.refetch()}
          what={t('catalogues.loadWhat')}
        />
      ) : byProperty.size === 0 ? (
        <EmptyState
          icon={Gift}
          title={t('catalogues.emptyTitle')}
          headingLevel={3}
          actions={
            <Button asChild variant="outline">
              <Link to="/chores">
                <ListChecks aria-hidden="true" />
                {t('catalogues.seeChores')}
              </Link>
            </Button>
          }
        >
          {t('catalogues.emptyBody')}
        </EmptyState>
      ) : (
        [...byProperty.entries()].map(([propertyId, { title, rewards: list }]) => (
          <div key={propertyId} className="flex flex-col gap-2">
            <h3 className="text-body-sm font-semibold text-muted-foreground">
              {t('catalogues.atProperty', { property: title, count: available(propertyId) })}
            </h3>
            <ul className="flex flex-col gap-3">
              {list.map((reward) => (
                <li key={reward.id}>
                  <RewardCard reward={reward} available={available(propertyId)} />
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

function RewardCard({ reward, available }: { reward: Reward; available: number }) {
  const { t } = useTranslation('rewards');
  const redeem = useRedeem();
  const [confirming, setConfirming] = useState(false);
  const short = reward.cost - available;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="reward-card">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{reward.title}</p>
        {reward.description ? (
          <p className="text-body-sm break-words text-muted-foreground">{reward.description}</p>
        ) : null}
        <p className="mt-1 inline-flex items-center gap-1 text-body-sm font-semibold">
          <Star aria-hidden="true" className="size-4 text-warning" />
          {t('points', { count: reward.cost })}
        </p>
      </div>
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <Button
          size="sm"
          disabled={short > 0 || redeem.isPending}
          onClick={() => setConfirming(true)}
          aria-describedby={short > 0 ? `short-${reward.id}` : undefined}
        >
          <Gift aria-hidden="true" />
          {t('card.redeem')} <span className="sr-only">{reward.title}</span>
        </Button>
        {short > 0 ? (
          <p id={`short-${reward.id}`} className="text-caption text-muted-foreground">
            {t('card.toGo', { count: short })}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('card.confirmTitle', { title: reward.title })}
        description={t('card.confirmDescription', { count: reward.cost })}
        confirmLabel={t('card.redeem')}
        pending={redeem.isPending}
        onConfirm={() =>
          runMutation(redeem, reward.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('card.requested'), { description: t('card.requestedDescription') });
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(t('card.redeemFailed'), {
                description: isApiError(error) ? error.message : undefined,
              });
            },
          })
        }
      />
    </Card>
  );
}

function PendingRow({ redemption }: { redemption: Redemption }) {
  const { t } = useTranslation('rewards');
  const cancel = useRedemptionAction('cancel');
  return (
    // On a narrow phone the status and Cancel wrap under the title rather
    // than squeezing it to a few letters.
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <div className="min-w-0 flex-1 basis-44">
        <p className="break-words text-body-sm font-semibold">{redemption.rewardTitle}</p>
        <p className="text-caption text-muted-foreground">
          {t('pending.line', { property: redemption.propertyTitle, count: redemption.cost })}
        </p>
      </div>
      <div className="ml-auto flex items-center gap-2">
        <Badge variant="warning">{t('pending.badge')}</Badge>
        <Button
          size="sm"
          variant="ghost"
          disabled={cancel.isPending}
          onClick={() =>
            runMutation(
              cancel,
              { id: redemption.id },
              {
                onSuccess: () => toast.success(t('pending.cancelled')),
                onError: (error) =>
                  toast.error(t('pending.cancelFailed'), {
                    description: isApiError(error) ? error.message : undefined,
                  }),
              },
            )
          }
        >
          {t('common:actions.cancel')} <span className="sr-only">{redemption.rewardTitle}</span>
        </Button>
      </div>
    </div>
  );
}

function Ledger() {
  const { t } = useTranslation('rewards');
  const query = useLedger();
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-4">
      <h2
        id="history-heading"
        className="flex items-center gap-2 font-display text-title font-semibold tracking-tight"
      >
        <History aria-hidden="true" className="size-5 text-primary" />
        {t('history.title')}
      </h2>
      {query.isPending ? (
        <div className="flex flex-col gap-2">
          <span className="sr-only">{t('history.loading')}</span>
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </div>
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => query.refetch()}
          what={t('history.loadWhat')}
        />
      ) : entries.length === 0 ? (
        <EmptyState icon={History} title={t('history.emptyTitle')} headingLevel={3}>
          {t('history.emptyBody')}
        </EmptyState>
      ) : (
        <Card className="px-4">
          <ul
            className="divide-y divide-border"
            aria-label={t('history.listLabel')}
            data-testid="ledger"
          >
            {entries.map((entry) => (
              <li key={entry.id}>
                <LedgerRow entry={entry} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="flex justify-center border-t border-border py-3">
              <Button
                variant="outline"
                size="sm"
                onClick={() => query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? (
                  <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
                ) : null}
                {t('history.older')}
              </Button>
            </div>
          ) : null}
        </Card>
      )}
    </section>
  );
}
