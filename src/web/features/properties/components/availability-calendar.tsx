import type { AvailabilityWeek, WeekStatus } from '@shared/api/help-windows';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/i18n/format';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAvailability } from '../help-windows-api';
import { DetailSection } from './property-overview';

const STATUS_STYLE: Record<WeekStatus, string> = {
  open: 'border-success/40 bg-success/10',
  filling: 'border-warning/50 bg-warning/15',
  full: 'border-destructive/40 bg-destructive/10',
  closed: 'border-border bg-muted/40 text-muted-foreground',
};

const STATUS_DOT: Record<WeekStatus, string> = {
  open: 'bg-success',
  filling: 'bg-warning',
  full: 'bg-destructive',
  closed: 'bg-muted-foreground/40',
};

/** Weeks by the month of their Monday, in order. */
function byMonth(weeks: AvailabilityWeek[]): Array<{ month: string; weeks: AvailabilityWeek[] }> {
  const months: Array<{ month: string; weeks: AvailabilityWeek[] }> = [];
  for (const week of weeks) {
    const month = week.start.slice(0, 7);
    const last = months.at(-1);
    if (last?.month === month) last.weeks.push(week);
    else months.push({ month, weeks: [week] });
  }
  return months;
}

/** The weeks of the coming months, open, filling, full or closed (no dates wanted). */
export function WeeksCalendar({ weeks }: { weeks: AvailabilityWeek[] }) {
  const { t } = useTranslation('discovery');
  const { locale } = useFormat();
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dayMonth = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-caption" aria-label={t('calendar.legend')}>
        {(['open', 'filling', 'full', 'closed'] as const).map((status) => (
          <li key={status} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-2.5 rounded-full', STATUS_DOT[status])} />
            {t(`calendar.status.${status}`)}
          </li>
        ))}
      </ul>
      {byMonth(weeks).map(({ month, weeks: monthWeeks }) => (
        <section key={month} aria-label={monthName.format(new Date(`${month}-01T00:00:00Z`))}>
          <h3 className="mb-2 text-body-sm font-semibold capitalize">
            {monthName.format(new Date(`${month}-01T00:00:00Z`))}
          </h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-5">
            {monthWeeks.map((week) => (
              <li
                key={week.start}
                data-status={week.status}
                className={cn(
                  'rounded-lg border px-2.5 py-2 text-caption',
                  STATUS_STYLE[week.status],
                )}
              >
                <span className="block">
                  {t('calendar.weekOf', {
                    date: dayMonth.format(new Date(`${week.start}T00:00:00Z`)),
                  })}
                </span>
                <span className="flex items-center gap-1.5 font-semibold">
                  <span
                    aria-hidden="true"
                    className={cn('size-2 rounded-full', STATUS_DOT[week.status])}
                  />
                  {t(`calendar.status.${week.status}`)}
                </span>
                {week.status === 'open' || week.status === 'filling' ? (
                  <span className="block text-muted-foreground">
                    {t('calendar.placesLeft', { count: week.placesLeft })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The property page's calendar: loading, failed (with a retry), no dates
 * published (requests for any dates in the terms), or the weeks.
 */
export function AvailabilityCalendar({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('discovery');
  const availability = useAvailability(propertyId);
  return (
    <DetailSection title={t('calendar.title')} icon={CalendarDays}>
      {availability.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{t('calendar.loading')}</span>
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : availability.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-body-sm">
          <p>{t('calendar.failed')}</p>
          <Button variant="outline" size="sm" onClick={() => availability.refetch()}>
            {t('calendar.retry')}
          </Button>
        </div>
      ) : availability.data.weeks.length === 0 ? (
        <p className="text-body-sm text-muted-foreground">{t('calendar.none')}</p>
      ) : (
        <WeeksCalendar weeks={availability.data.weeks} />
      )}
    </DetailSection>
  );
}
