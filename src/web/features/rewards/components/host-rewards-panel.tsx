import { REWARD_LIMITS, type Redemption, type Reward } from '@shared/api/rewards';
import { EmptyState, LoadError } from '@web/components/page-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { useLedger } from '@web/features/points/api';
import { BonusDialog } from '@web/features/points/components/bonus-dialog';
import { LedgerRow } from '@web/features/points/components/ledger-row';
import { useProperty } from '@web/features/properties/api';
import { isApiError } from '@web/lib/api-client';
import { runMutation } from '@web/lib/run-mutation';
import { Check, Gift, Pencil, Plus, Sparkles, Star, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  useDeleteReward,
  useLiveRedemptions,
  useLiveRewards,
  useRedemptionAction,
  useRedemptions,
  useRewards,
} from '../api';
import { RewardFormDialog } from './reward-form-dialog';

/** Host, per property: redemptions to fulfil, the reward catalogue, bonuses and recent points. */
export function HostRewardsPanel({
  propertyId,
  propertyTitle,
}: {
  propertyId: string;
  propertyTitle: string;
}) {
  const { t } = useTranslation('rewards');
  const property = useProperty(propertyId);
  // Live: redemptions come on the host's `me` topic, catalogue edits on the property's.
  useLiveRedemptions();
  useLiveRewards(propertyId);
  const members =
    property.data?.view === 'host'
      ? property.data.members.map(({ helper, membership }) => ({
          id: helper.id,
          name: helper.fullName ?? t('host.helperFallback'),
          points: membership.exchangePoints,
        }))
      : [];
  const [bonusFor, setBonusFor] = useState<string | null>(null);

  return (
    <div className="flex flex-col gap-8">
      <PendingRedemptions propertyId={propertyId} />
      <Catalogue propertyId={propertyId} propertyTitle={propertyTitle} />

      <section aria-labelledby="members-points-heading" className="flex flex-col gap-3">
        <div className="flex items-center gap-2">
          <h2
            id="members-points-heading"
            className="font-display text-title font-semibold tracking-tight"
          >
            {t('host.membersTitle')}
          </h2>
        </div>
        {property.isPending ? (
          <Skeleton className="h-20 rounded-2xl" />
        ) : members.length === 0 ? (
          <p className="text-body-sm text-muted-foreground">{t('host.noMembers')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {members.map((member) => (
              <li key={member.id}>
                <Card className="flex items-center gap-3 p-4">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{member.name}</p>
                    <p className="inline-flex items-center gap-1 text-body-sm text-muted-foreground">
                      <Star aria-hidden="true" className="size-4 text-warning" />
                      {t('host.pointsHere', { count: member.points })}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setBonusFor(member.id)}
                    aria-label={t('host.bonusFor', { name: member.name })}
                  >
                    <Sparkles aria-hidden="true" />
                    {t('host.bonus')}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        )}
        {bonusFor ? (
          <BonusDialog
            key={bonusFor}
            propertyId={propertyId}
            members={members}
            initialHelperId={bonusFor}
            open
            onOpenChange={(open) => {
              if (!open) setBonusFor(null);
            }}
          />
        ) : null}
      </section>

      <RecentPoints propertyId={propertyId} />
    </div>
  );
}

function PendingRedemptions({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('rewards');
  const query = useRedemptions({ propertyId, status: 'pending' });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="redemptions-heading" className="flex flex-col gap-3">
      <h2 id="redemptions-heading" className="font-display text-title font-semibold tracking-tight">
        {t('host.toHandOut')}
        {items.length > 0 ? (
          <Badge variant="solid" className="ml-2 align-middle">
            {items.length}
          </Badge>
        ) : null}
      </h2>
      {query.isPending ? (
        <Skeleton className="h-24 rounded-2xl" />
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => query.refetch()}
          what={t('host.redemptionsLoadWhat')}
        />
      ) : items.length === 0 ? (
        <p className="text-body-sm text-muted-foreground">{t('host.noRequests')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((redemption) => (
            <li key={redemption.id}>
              <RedemptionCard redemption={redemption} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RedemptionCard({ redemption }: { redemption: Redemption }) {
  const { t } = useTranslation('rewards');
  const fulfil = useRedemptionAction('fulfil');
  const decline = useRedemptionAction('decline');
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const who = redemption.helper.fullName ?? t('host.someHelper');
  const fail = (title: string) => (error: unknown) =>
    toast.error(title, { description: isApiError(error) ? error.message : undefined });
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{redemption.rewardTitle}</p>
        <p className="text-body-sm text-muted-foreground">
          {t('host.requestLine', { name: who, count: redemption.cost })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="accent"
          disabled={fulfil.isPending}
          onClick={() =>
            runMutation(
              fulfil,
              { id: redemption.id },
              {
                onSuccess: () =>
                  toast.success(t('host.handedOut'), {
                    description: t('host.handedOutDescription', {
                      name: who,
                      count: redemption.cost,
                    }),
                  }),
                onError: fail(t('host.fulfilFailed')),
              },
            )
          }
        >
          <Check aria-hidden="true" />
          {t('host.fulfil')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setDeclining(true)}>
          <X aria-hidden="true" />
          {t('host.decline')}
        </Button>
      </div>
      <ConfirmDialog
        open={declining}
        onOpenChange={setDeclining}
        title={t('host.declineTitle')}
        description={t('host.declineDescription', { name: who, count: redemption.cost })}
        confirmLabel={t('host.decline')}
        cancelLabel={t('host.keepIt')}
        destructive
        pending={decline.isPending}
        onConfirm={() =>
          runMutation(
            decline,
            { id: redemption.id, reason: reason.trim() || null },
            {
              onSuccess: () => {
                setDeclining(false);
                toast.success(t('host.declined'));
              },
              onError: fail(t('host.declineFailed')),
            },
          )
        }
      >
        <Field label={t('host.reason')} hint={t('host.reasonHint')}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={REWARD_LIMITS.declineReason}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder={t('host.reasonPlaceholder')}
            />
          )}
        </Field>
      </ConfirmDialog>
    </Card>
  );
}

function Catalogue({ propertyId, propertyTitle }: { propertyId: string; propertyTitle: string }) {
  const { t } = useTranslation('rewards');
  const query = useRewards();
  const rewards = (query.data?.items ?? []).filter((reward) => reward.propertyId === propertyId);
  const [editing, setEditing] = useState<Reward | 'new' | null>(null);
  const addButton = (
    <Button size="sm" onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      {t('form.add')}
    </Button>
  );
  return (
    <section aria-labelledby="catalogue-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="catalogue-heading" className="font-display text-title font-semibold tracking-tight">
          {t('host.catalogueTitle')}
        </h2>
        {rewards.length > 0 ? addButton : null}
      </div>
      {query.isPending ? (
        <Skeleton className="h-24 rounded-2xl" />
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => query.refetch()}
          what={t('catalogues.loadWhat')}
        />
      ) : rewards.length === 0 ? (
        <EmptyState icon={Gift} title={t('host.emptyTitle')} headingLevel={3} actions={addButton}>
          {t('host.emptyBody', { property: propertyTitle })}
        </EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {rewards.map((reward) => (
            <li key={reward.id}>
              <RewardAdminCard reward={reward} onEdit={() => setEditing(reward)} />
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <RewardFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          propertyId={propertyId}
          {...(editing === 'new' ? {} : { reward: editing })}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
}

function RewardAdminCard({ reward, onEdit }: { reward: Reward; onEdit: () => void }) {
  const { t } = useTranslation('rewards');
  const remove = useDeleteReward();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="flex h-full flex-col gap-2 p-4">
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 font-semibold break-words">{reward.title}</p>
        {reward.active ? (
          <Badge variant="success">{t('host.active')}</Badge>
        ) : (
          <Badge variant="neutral">{t('host.inactive')}</Badge>
        )}
      </div>
      {reward.description ? (
        <p className="text-body-sm break-words text-muted-foreground">{reward.description}</p>
      ) : null}
      <p className="inline-flex items-center gap-1 text-body-sm font-semibold">
        <Star aria-hidden="true" className="size-4 text-warning" />
        {t('points', { count: reward.cost })}
      </p>
      <div className="mt-auto flex gap-2 pt-1">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t('common:actions.edit')} <span className="sr-only">{reward.title}</span>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive hover:bg-destructive/10"
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          {t('common:actions.delete')} <span className="sr-only">{reward.title}</span>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('host.deleteTitle')}
        description={t('host.deleteDescription', { title: reward.title })}
        confirmLabel={t('common:actions.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          runMutation(remove, reward.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('host.deleted'));
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(t('host.deleteFailed'), {
                description: isApiError(error) ? error.message : undefined,
              });
            },
          })
        }
      />
    </Card>
  );
}

function RecentPoints({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('rewards');
  const query = useLedger({ propertyId, limit: 10 });
  const entries = query.data?.pages[0]?.items ?? [];
  return (
    <section aria-labelledby="recent-points-heading" className="flex flex-col gap-3">
      <h2
        id="recent-points-heading"
        className="font-display text-title font-semibold tracking-tight"
      >
        {t('host.recentTitle')}
      </h2>
      {query.isPending ? (
        <Skeleton className="h-24 rounded-2xl" />
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => query.refetch()}
          what={t('host.recentLoadWhat')}
        />
      ) : entries.length === 0 ? (
        <p className="text-body-sm text-muted-foreground">{t('host.recentEmpty')}</p>
      ) : (
        <Card className="px-4">
          <ul className="divide-y divide-border">
            {entries.map((entry) => (
              <li key={entry.id}>
                <LedgerRow entry={entry} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
