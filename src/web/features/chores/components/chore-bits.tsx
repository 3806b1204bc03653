import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import {
  type ChoreStatusName,
  choreStatusLabel,
  type DueInfo,
  dueInfo,
  type RecurrenceName,
  recurrenceLine,
} from '@web/lib/labels/chore-labels';
import {
  AlarmClock,
  CalendarClock,
  CircleCheck,
  CircleDashed,
  Clock,
  Hourglass,
  type LucideIcon,
  Repeat,
  Star,
  XCircle,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

/*
 * Small pieces every chore screen shows the same way: the status badge, the
 * points pill and the due line (relative, with the exact time in its title
 * and for screen readers; overdue in red with a word, never colour alone).
 */

const statusLook: Record<
  ChoreStatusName,
  {
    variant: 'primary' | 'accent' | 'neutral' | 'success' | 'warning' | 'outline';
    icon: LucideIcon;
  }
> = {
  open: { variant: 'outline', icon: CircleDashed },
  in_progress: { variant: 'accent', icon: Hourglass },
  submitted: { variant: 'warning', icon: Clock },
  approved: { variant: 'success', icon: CircleCheck },
  cancelled: { variant: 'neutral', icon: XCircle },
};

export function ChoreStatusBadge({
  status,
  className,
}: {
  status: ChoreStatusName;
  className?: string;
}) {
  useTranslation('chores');
  const { variant, icon: Icon } = statusLook[status];
  return (
    <Badge variant={variant} className={className}>
      <Icon aria-hidden="true" />
      {choreStatusLabel[status]}
    </Badge>
  );
}

export function PointsPill({ points, className }: { points: number; className?: string }) {
  const { t } = useTranslation('chores');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-warning/10 px-2.5 py-0.5 text-caption font-semibold text-warning tabular-nums',
        className,
      )}
    >
      <Star aria-hidden="true" className="size-3.5 fill-current" />
      {t('pointsCount', { count: points })}
    </span>
  );
}

/** Whether a due time is now (within a minute), past or still to come, for the due line's words. */
function dueWhen(dueAt: string | null, now: Date = new Date()): 'now' | 'past' | 'future' {
  const diff = (dueAt ? new Date(dueAt).getTime() : now.getTime()) - now.getTime();
  if (Math.abs(diff) < 60_000) return 'now';
  return diff < 0 ? 'past' : 'future';
}

export function DueLine({
  dueAt,
  status,
  now,
  className,
}: {
  dueAt: string | null;
  status: ChoreStatusName;
  now?: Date;
  className?: string;
}) {
  const { t } = useTranslation('chores');
  const stillToDo = status === 'open' || status === 'in_progress';
  const due: DueInfo | null = dueInfo(dueAt, now, stillToDo);
  if (!due) {
    return (
      <span className={cn('inline-flex items-center gap-1 text-muted-foreground', className)}>
        <CalendarClock aria-hidden="true" className="size-4" />
        {t('due.none')}
      </span>
    );
  }
  const Icon = due.overdue ? AlarmClock : CalendarClock;
  return (
    <span
      data-testid="chore-due"
      title={due.absolute}
      className={cn(
        'inline-flex items-center gap-1',
        due.overdue
          ? 'font-semibold text-destructive'
          : due.soon
            ? 'font-semibold text-warning'
            : 'text-muted-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {due.overdue ? (
        <>
          <span>{t('due.overdue')}</span>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      <span>
        {t(stillToDo ? 'due.toDo' : 'due.was', {
          relative: due.relative,
          when: dueWhen(dueAt, now),
        })}
      </span>
      <span className="sr-only">({due.absolute})</span>
    </span>
  );
}

export function RecurrenceLine({
  recurrence,
  days,
  className,
}: {
  recurrence: RecurrenceName;
  days: readonly number[];
  className?: string;
}) {
  useTranslation('chores');
  if (recurrence === 'none') return null;
  return (
    <span className={cn('inline-flex items-center gap-1 text-muted-foreground', className)}>
      <Repeat aria-hidden="true" className="size-4" />
      {recurrenceLine(recurrence, days)}
    </span>
  );
}
