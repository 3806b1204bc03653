import type { LedgerEntry, LedgerReason } from '@shared/api/points';
import { cn } from '@web/lib/cn';
import { CircleCheck, Gift, type LucideIcon, SlidersHorizontal, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

/*
 * One change of the balance, explained: when, where, why, and what it came
 * from (the chore, with a link, or the reward), with the amount signed.
 */

export const ledgerReasonLabel: Record<LedgerReason, string> = {
  chore_approved: 'Chore approved',
  bonus: 'Host bonus',
  reward_redeemed: 'Reward redeemed',
  adjustment: 'Adjustment',
};

const reasonIcon: Record<LedgerReason, LucideIcon> = {
  chore_approved: CircleCheck,
  bonus: Sparkles,
  reward_redeemed: Gift,
  adjustment: SlidersHorizontal,
};

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "+25", "−40" (a real minus sign). */
export const signedAmount = (amount: number) =>
  amount > 0
    ? `+${amount.toLocaleString('en-US')}`
    : `−${Math.abs(amount).toLocaleString('en-US')}`;

export function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const Icon = reasonIcon[entry.reason];
  const earned = entry.amount > 0;
  const source = entry.source;
  const date = new Date(entry.createdAt);
  return (
    <div className="flex items-start gap-3 py-3" data-testid="ledger-row">
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-xl',
          earned
            ? 'bg-accent-soft text-accent-soft-foreground'
            : 'bg-primary-soft text-primary-soft-foreground',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{ledgerReasonLabel[entry.reason]}</p>
        {source.kind === 'chore' && source.title ? (
          <p className="text-body-sm break-words">
            <Link to={`/chores/${source.id}`} className="text-primary hover:underline">
              {source.title}
            </Link>
          </p>
        ) : source.title ? (
          <p className="text-body-sm break-words">{source.title}</p>
        ) : null}
        {entry.note && entry.note !== source.title ? (
          <p className="text-body-sm break-words text-muted-foreground">“{entry.note}”</p>
        ) : null}
        <p className="text-caption text-muted-foreground">
          {entry.propertyTitle} · <time dateTime={entry.createdAt}>{dateFormat.format(date)}</time>
        </p>
      </div>
      <p
        className={cn(
          'shrink-0 font-display text-title font-semibold tabular-nums',
          earned ? 'text-accent' : 'text-foreground',
        )}
      >
        {signedAmount(entry.amount)} <span className="sr-only">points</span>
      </p>
    </div>
  );
}
