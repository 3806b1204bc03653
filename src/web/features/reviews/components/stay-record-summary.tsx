import { percentOf, type StayRecord } from '@shared/api/reviews';
import { cn } from '@web/lib/cn';
import { formatReaderDay } from '@web/lib/reader-format';
import type { LucideIcon } from 'lucide-react';
import { CalendarRange, CircleCheck, CircleDashed, Clock, ListChecks, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHours } from '../format';

/**
 * What the app itself recorded during one stay, beside its reviews: nobody
 * wrote these figures, they come from the agreement, the hours and the chores.
 */
export function StayRecordSummary({
  record,
  className,
}: {
  record: StayRecord;
  className?: string;
}) {
  const { t } = useTranslation('reviews');
  const onTime = percentOf(record.choresOnTime, record.choresWithDueTime);
  return (
    <section aria-label={t('record.label')} className={cn('rounded-xl bg-muted/60 p-4', className)}>
      <p className="text-caption font-semibold tracking-wide text-muted-foreground uppercase">
        {t('record.heading')}
      </p>
      <dl className="mt-2 grid gap-2 text-body-sm sm:grid-cols-2">
        <Fact icon={CalendarRange} label={t('record.dates')}>
          {t('dateRange', {
            start: formatReaderDay(record.startDate),
            end: formatReaderDay(record.endDate),
          })}
        </Fact>
        <Fact
          icon={record.agreementSigned ? CircleCheck : CircleDashed}
          label={t('record.agreement')}
        >
          {record.agreementSigned ? t('record.signed') : t('record.notSigned')}
        </Fact>
        <Fact icon={Clock} label={t('record.hoursLogged')}>
          {record.minutesAgreed !== null
            ? t('record.hoursOfAgreed', {
                logged: formatHours(record.minutesLogged),
                agreed: formatHours(record.minutesAgreed),
              })
            : formatHours(record.minutesLogged)}
        </Fact>
        <Fact icon={ListChecks} label={t('record.approvedFirstTime')}>
          {record.choresHandedIn > 0
            ? t('record.choresApproved', {
                approved: record.choresApprovedFirstTime,
                count: record.choresHandedIn,
              })
            : t('record.noChores')}
        </Fact>
        <Fact icon={Timer} label={t('record.onTime')}>
          {onTime === null
            ? t('record.noDueTimes')
            : t('record.onTimeValue', {
                percent: onTime,
                onTime: record.choresOnTime,
                total: record.choresWithDueTime,
              })}
        </Fact>
      </dl>
    </section>
  );
}

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <div className="min-w-0">
        <dt className="text-caption text-muted-foreground">{label}</dt>
        <dd className="font-medium break-words">{children}</dd>
      </div>
    </div>
  );
}
