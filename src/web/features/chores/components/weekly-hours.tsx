import type { WeeklyHours } from '@shared/api/points';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/i18n/format';
import { Hourglass } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWeeklyHours } from '../api';

/** One member's week at one property: hours so far against the agreed hours, as a meter. */
export function HoursMeter({ row, showName = false }: { row: WeeklyHours; showName?: boolean }) {
  const { t } = useTranslation('chores');
  const format = useFormat();
  const hours = (value: number) => t('hours.value', { hours: format.number(value) });
  const agreed = row.agreedHoursPerWeek;
  const percent = agreed ? Math.min(100, (row.hoursThisWeek / agreed) * 100) : 0;
  const labelId = useId();
  const label = showName ? (row.helper.fullName ?? t('person.helper')) : row.propertyTitle;
  return (
    <div className="flex flex-col gap-1.5" data-testid="hours-row">
      <div className="flex items-baseline justify-between gap-3 text-body-sm">
        <span id={labelId} className="min-w-0 truncate font-semibold">
          {label}
          {showName ? (
            <span className="font-normal text-muted-foreground"> · {row.propertyTitle}</span>
          ) : null}
        </span>
        <span
          className={cn(
            'shrink-0 tabular-nums',
            row.overAgreed ? 'font-semibold text-warning' : 'text-muted-foreground',
          )}
        >
          {agreed !== null
            ? t('hours.ofAgreed', { done: hours(row.hoursThisWeek), agreed: hours(agreed) })
            : hours(row.hoursThisWeek)}
        </span>
      </div>
      {agreed !== null ? (
        // biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot be themed across browsers
        <div
          role="meter"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={agreed}
          aria-valuenow={Math.min(row.hoursThisWeek, agreed)}
          aria-valuetext={t(row.overAgreed ? 'hours.meterOver' : 'hours.meter', {
            done: hours(row.hoursThisWeek),
            agreed: hours(agreed),
          })}
          className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn(
              'h-full rounded-full transition-[width] duration-300',
              row.overAgreed ? 'bg-warning' : 'bg-accent',
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
      ) : (
        <p className="text-caption text-muted-foreground">{t('hours.noAgreed')}</p>
      )}
      {row.overAgreed ? (
        <p className="text-caption font-semibold text-warning">{t('hours.over')}</p>
      ) : null}
    </div>
  );
}

/**
 * Hours this week against the agreement: the helper's own (dashboard) or one
 * helper's at the host's properties (/helpers/:helperId).
 */
export function WeeklyHoursCard({
  helperId,
  title,
  className,
}: {
  helperId?: string;
  title?: string;
  className?: string;
}) {
  const { t } = useTranslation('chores');
  const query = useWeeklyHours(helperId ? { helperId } : {});
  const headingId = useId();
  const rows = query.data?.items ?? [];
  return (
    <Card className={cn('flex flex-col', className)}>
      <section aria-labelledby={headingId} className="flex flex-col gap-4 p-4 sm:p-5 md:p-6">
        <div className="flex items-center gap-2.5">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
            <Hourglass aria-hidden="true" className="size-4.5" />
          </span>
          <h2
            id={headingId}
            className="font-display text-[1.125rem] leading-6 font-semibold tracking-tight sm:text-title"
          >
            {title ?? t('hours.title')}
          </h2>
        </div>
        {query.isPending ? (
          <div aria-hidden="true" className="flex flex-col gap-2">
            <Skeleton className="h-10" />
          </div>
        ) : query.isError ? (
          <p className="text-body-sm text-muted-foreground">{t('hours.loadFailed')}</p>
        ) : rows.length === 0 ? (
          <p className="text-body-sm text-muted-foreground">{t('hours.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {rows.map((row) => (
              <li key={`${row.propertyId}:${row.helper.id}`}>
                <HoursMeter row={row} />
              </li>
            ))}
          </ul>
        )}
        {rows.length > 0 ? (
          <p className="text-caption text-muted-foreground">{t('hours.weekStart')}</p>
        ) : null}
      </section>
    </Card>
  );
}
