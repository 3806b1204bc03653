import type { LedgerEntry, LedgerReason } from '@shared/api/points';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/i18n/format';
import { translatedLabels } from '@web/lib/i18n/label-map';
import { formatReaderNumber } from '@web/lib/reader-format';
import { CircleCheck, Gift, type LucideIcon, SlidersHorizontal, Sparkles } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/*
 * One change of the balance, explained: when, where, why, and what it came
 * from (the chore, with a link, or the reward), with the amount signed.
 */

export const ledgerReasonLabel = translatedLabels<LedgerReason>('points', 'ledger.reasons', [
  'chore_approved',
  'bonus',
  'reward_redeemed',
  'adjustment',
]);

const reasonIcon: Record<LedgerReason, LucideIcon> = {
  chore_approved: CircleCheck,
  bonus: Sparkles,
  reward_redeemed: Gift,
  adjustment: SlidersHorizontal,
};

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** "+25", "−40" (a real minus sign), the number as the reader writes it. */
export const signedAmount = (amount: number) =>
  amount > 0 ? `+${formatReaderNumber(amount)}` : `−${formatReaderNumber(Math.abs(amount))}`;

export function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('points');
  const format = useFormat();
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
          <p className="text-body-sm break-words text-muted-foreground">
            {t('ledger.note', { note: entry.note })}
          </p>
        ) : null}
        <p className="text-caption text-muted-foreground">
          {entry.propertyTitle} ·{' '}
          <time dateTime={entry.createdAt}>{format.dateTime(date, DATE_OPTIONS)}</time>
        </p>
      </div>
      <p
        className={cn(
          'shrink-0 font-display text-title font-semibold tabular-nums',
          earned ? 'text-accent' : 'text-foreground',
        )}
      >
        <Trans
          t={t}
          i18nKey="ledger.amount"
          values={{ amount: signedAmount(entry.amount), count: Math.abs(entry.amount) }}
          components={{ hidden: <span className="sr-only" /> }}
        />
      </p>
    </div>
  );
}
