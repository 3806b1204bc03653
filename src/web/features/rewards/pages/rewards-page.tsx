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
import { runMutation } from '@web/lib/run-mutation';
import { Gift, History, ListChecks, LoaderCircle, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useLiveRewards, useRedeem, useRedemptionAction, useRedemptions, useRewards } from '../api';

const points = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'point' : 'points'}`;

/** /rewards (Rewards & Points): the balance, what to spend it on, and its history. */
export default function RewardsPage() {
  const summary = usePointsSummary();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeading
        title="Rewards & Points"
        description="Every approved chore earns points. Spend them on rewards your hosts offer."
      />
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
  const balance = usePoints();
  const reserved = summary?.reserved ?? 0;
  return (
    <Card className="relative overflow-hidden border-0 bg-linear-to-br from-accent to-[#214f45] text-accent-foreground dark:border dark:border-accent/25 dark:from-[#1f3a35] dark:to-[#16262a] dark:text-accent-soft-foreground">
      <section aria-labelledby="balance-heading" className="relative p-5 md:p-6">
        <h2 id="balance-heading" className="flex items-center gap-2 text-body-sm font-semibold">
          <Star aria-hidden="true" className="size-5 fill-current" />
          Your balance
        </h2>
        <p
          className="mt-3 font-display text-[2.75rem] leading-none font-semibold tabular-nums"
          aria-live="polite"
          aria-atomic="true"
        >
          <span data-testid="rewards-balance">{balance.toLocaleString('en-US')}</span>
          <span className="ml-2 font-sans text-body font-medium opacity-90">
            {balance === 1 ? 'point' : 'points'}
          </span>
        </p>
        {loading ? (
          <Skeleton className="mt-3 h-5 w-48 bg-white/20" />
        ) : reserved > 0 ? (
          <p className="mt-3 text-body-sm opacity-90" data-testid="reserved-points">
            {points(reserved)} reserved for rewards waiting for your host ·{' '}
            {points(Math.max(0, balance - reserved))} to spend
          </p>
        ) : (
          <p className="mt-3 text-body-sm opacity-90">
            Nothing reserved: all of it is yours to spend.
          </p>
        )}
        {summary && summary.properties.length > 1 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Points by property">
            {summary.properties.map((place) => (
              <li
                key={place.propertyId}
                className="rounded-full bg-white/15 px-3 py-1 text-body-sm font-semibold"
              >
                {place.propertyTitle}: {points(place.points)}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </Card>
  );
}

function Catalogues({ summary }: { summary: PointsSummary | undefined }) {
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
        Rewards
      </h2>
      {pendingItems.length > 0 ? (
        <Card className="p-4">
          <h3 className="text-body-sm font-semibold">Waiting for your host</h3>
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
          <h3 className="text-body-sm font-semibold">Your latest requests</h3>
          <ul className="mt-2 flex flex-col divide-y divide-border">
            {decided.map((redemption) => (
              <li key={redemption.id} className="flex items-start gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-body-sm font-semibold">{redemption.rewardTitle}</p>
                  <p className="text-caption text-muted-foreground">
                    {redemption.propertyTitle} · {points(redemption.cost)}
                  </p>
                  {redemption.status === 'declined' && redemption.declineReason ? (
                    <p className="text-caption break-words">“{redemption.declineReason}”</p>
                  ) : null}
                </div>
                {redemption.status === 'fulfilled' ? (
                  <Badge variant="success">Handed over</Badge>
                ) : (
                  <Badge variant="neutral">Declined</Badge>
                )}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {rewards.isPending ? (
        <div className="flex flex-col gap-3">
          <span className="sr-only">Loading rewards</span>
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
      ) : rewards.isError ? (
        <LoadError error={rewards.error} onRetry={() => rewards.refetch()} what="the rewards" />
      ) : byProperty.size === 0 ? (
        <EmptyState
          icon={Gift}
          title="No rewards to pick from yet"
          headingLevel={3}
          actions={
            <Button asChild variant="outline">
              <Link to="/chores">
                <ListChecks aria-hidden="true" />
                See your chores
              </Link>
            </Button>
          }
        >
          Your hosts haven’t added rewards yet. Keep earning: your points wait for you.
        </EmptyState>
      ) : (
        [...byProperty.entries()].map(([propertyId, { title, rewards: list }]) => (
          <div key={propertyId} className="flex flex-col gap-2">
            <h3 className="text-body-sm font-semibold text-muted-foreground">
              At {title} · {points(available(propertyId))} to spend
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
          {points(reward.cost)}
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
          Redeem <span className="sr-only">{reward.title}</span>
        </Button>
        {short > 0 ? (
          <p id={`short-${reward.id}`} className="text-caption text-muted-foreground">
            {points(short)} to go
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Redeem “${reward.title}”?`}
        description={`${points(reward.cost)} are reserved now and taken when your host hands it over. Until then you can cancel.`}
        confirmLabel="Redeem"
        pending={redeem.isPending}
        onConfirm={() =>
          runMutation(redeem, reward.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Requested', { description: 'Your host will hand it over soon.' });
            },
            onError: (error) => {
              setConfirming(false);
              toast.error('Couldn’t redeem it', {
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
  const cancel = useRedemptionAction('cancel');
  return (
    // On a narrow phone the status and Cancel wrap under the title rather
    // than squeezing it to a few letters.
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <div className="min-w-0 flex-1 basis-44">
        <p className="break-words text-body-sm font-semibold">{redemption.rewardTitle}</p>
        <p className="text-caption text-muted-foreground">
          {redemption.propertyTitle} · {points(redemption.cost)} reserved
        </p>
      </div>
      <div className="ml-auto flex items-center gap-2">
        <Badge variant="warning">Pending</Badge>
        <Button
          size="sm"
          variant="ghost"
          disabled={cancel.isPending}
          onClick={() =>
            runMutation(
              cancel,
              { id: redemption.id },
              {
                onSuccess: () => toast.success('Request cancelled'),
                onError: (error) =>
                  toast.error('Couldn’t cancel it', {
                    description: isApiError(error) ? error.message : undefined,
                  }),
              },
            )
          }
        >
          Cancel <span className="sr-only">{redemption.rewardTitle}</span>
        </Button>
      </div>
    </div>
  );
}

function Ledger() {
  const query = useLedger();
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-4">
      <h2
        id="history-heading"
        className="flex items-center gap-2 font-display text-title font-semibold tracking-tight"
      >
        <History aria-hidden="true" className="size-5 text-primary" />
        History
      </h2>
      {query.isPending ? (
        <div className="flex flex-col gap-2">
          <span className="sr-only">Loading your history</span>
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </div>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} what="your history" />
      ) : entries.length === 0 ? (
        <EmptyState icon={History} title="No points yet" headingLevel={3}>
          Each change to your balance will be listed here with its reason: chores approved, bonuses,
          rewards.
        </EmptyState>
      ) : (
        <Card className="px-4">
          <ul className="divide-y divide-border" aria-label="Points history" data-testid="ledger">
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
                Older
              </Button>
            </div>
          ) : null}
        </Card>
      )}
    </section>
  );
}
