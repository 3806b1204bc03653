import { percentOf, type StayRecord } from '@shared/api/reviews';
import { cn } from '@web/lib/cn';
import { formatReaderDay } from '@web/lib/reader-format';
import type { LucideIcon } from 'lucide-react';
import { CalendarRange, CircleCheck, CircleDashed, Clock, ListChecks, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
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
  const onTime = percentOf(record.choresOnTime, record.choresWithDueTime);
  return (
    <section aria-label="The stay's record" className={cn('rounded-xl bg-muted/60 p-4', className)}>
      <p className="text-caption font-semibold tracking-wide text-muted-foreground uppercase">
        Recorded by Homestay
      </p>
      <dl className="mt-2 grid gap-2 text-body-sm sm:grid-cols-2">
        <Fact icon={CalendarRange} label="Dates">
          {formatReaderDay(record.startDate)} – {formatReaderDay(record.endDate)}
        </Fact>
        <Fact icon={record.agreementSigned ? CircleCheck : CircleDashed} label="Agreement">
          {record.agreementSigned ? 'Signed' : 'Not signed'}
        </Fact>
        <Fact icon={Clock} label="Hours logged">
          {formatHours(record.minutesLogged)}
          {record.minutesAgreed !== null ? ` of ${formatHours(record.minutesAgreed)} agreed` : ''}
        </Fact>
        <Fact icon={ListChecks} label="Approved first time">
          {record.choresHandedIn > 0
            ? `${record.choresApprovedFirstTime} of ${record.choresHandedIn} chores`
            : 'No chores handed in'}
        </Fact>
        <Fact icon={Timer} label="On time">
          {onTime === null
            ? 'No due times'
            : `${onTime} % (${record.choresOnTime} of ${record.choresWithDueTime})`}
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
