import {
  type Agreement,
  type AgreementStatus,
  type AgreementTerms,
  type AgreementThread,
  WEEKDAYS,
  type Weekday,
} from '@shared/api/agreements';
import type { Provision } from '@shared/api/property-fields';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/i18n/format';
import { translate } from '@web/lib/i18n/i18n';
import { formatDay, formatDayRange, provisionLabel } from '@web/lib/labels/property-labels';
import { readerLocale } from '@web/lib/reader-format';
import { CircleCheck, Clock3, FileSignature, History, PenLine, Printer, Undo2 } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgreementSummary } from '../api';

const statusVariant = {
  none: 'neutral',
  sent: 'warning',
  signed: 'accent',
  approved: 'success',
  changes_requested: 'destructive',
  superseded: 'outline',
} as const;

const statusIcon = {
  none: FileSignature,
  sent: Clock3,
  signed: PenLine,
  approved: CircleCheck,
  changes_requested: Undo2,
  superseded: History,
} as const;

/** The status of an agreement (or "No agreement yet") as a small badge. */
export function AgreementStatusBadge({
  status,
  className,
}: {
  status: AgreementStatus | 'none';
  className?: string;
}) {
  const { t } = useTranslation('agreements');
  const Icon = statusIcon[status];
  return (
    <Badge variant={statusVariant[status]} className={className}>
      <Icon aria-hidden="true" />
      {t(`status.${status}`)}
    </Badge>
  );
}

/**
 * The agreement status of one (property, helper), read from the caller's
 * summaries: for cards and lists that already show the membership.
 */
export function AgreementStatusFor({
  propertyId,
  helperId,
}: {
  propertyId: string;
  helperId: string | undefined;
}) {
  const { t } = useTranslation('agreements');
  const { loading, summary } = useAgreementSummary(propertyId, helperId);
  if (loading) return <Skeleton className="inline-block h-5 w-28 rounded-full" />;
  if (!summary) return <AgreementStatusBadge status="none" />;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <AgreementStatusBadge status={summary.status} />
      {summary.inForceVersion && summary.status !== 'approved' ? (
        <span className="text-caption text-muted-foreground">
          {t('inForceVersion', { version: summary.inForceVersion })}
        </span>
      ) : null}
    </span>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-border/70 border-b py-2.5 last:border-b-0 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-body-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="min-w-0 whitespace-pre-line break-words text-body">{children}</dd>
    </div>
  );
}

/** 2024-01-01 was a Monday: the weekday codes as days Intl can name. */
const weekdayDate = (day: Weekday) => new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));

/**
 * The weekdays' names in the reader's language, from Intl: 'Sat' or
 * 'Saturday' in English, 'Sa.' or 'Samstag' in German.
 */
export function weekdayNames(
  width: 'short' | 'long',
  locale: string = readerLocale(),
): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  return Object.fromEntries(WEEKDAYS.map((d) => [d, format.format(weekdayDate(d))])) as Record<
    Weekday,
    string
  >;
}

const provision = (p: string) => provisionLabel[p as Provision] ?? p;

/** The written terms of one version, as both sides read them. */
export function AgreementTermsView({ terms }: { terms: AgreementTerms }) {
  const { t } = useTranslation('agreements');
  const { locale } = useFormat();
  const days = useMemo(() => weekdayNames('long', locale), [locale]);
  const dayName = (d: string) => days[d as Weekday] ?? d;
  return (
    <dl className="flex flex-col">
      <Row label={t('terms.dates')}>{formatDayRange(terms.startDate, terms.endDate)}</Row>
      <Row label={t('terms.hoursPerWeek')}>{t('terms.hours', { count: terms.hoursPerWeek })}</Row>
      <Row label={t('terms.daysOff')}>
        {terms.daysOff.length ? terms.daysOff.map(dayName).join(', ') : t('terms.noDaysOff')}
      </Row>
      <Row label={t('terms.duties')}>{terms.duties}</Row>
      <Row label={t('terms.provided')}>
        {terms.provides.length
          ? terms.provides.map(provision).join(', ')
          : t('terms.nothingProvided')}
      </Row>
      <Row label={t('terms.houseRules')}>{terms.houseRules || t('terms.noHouseRules')}</Row>
      <Row label={t('terms.notice')}>
        {t('terms.noticeDays', { count: terms.noticePeriodDays })}
      </Row>
      {terms.extraClauses.length ? (
        <Row label={t('terms.extraClauses')}>
          <ul className="list-disc pl-5">
            {terms.extraClauses.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </Row>
      ) : null}
    </dl>
  );
}

/** The helper's answers and signature on a signed version. */
export function AgreementAnswersView({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation('agreements');
  useFormat();
  if (!agreement.answers) return null;
  const { emergencyContact, details } = agreement.answers;
  return (
    <dl className="flex flex-col">
      <Row label={t('answers.emergencyContact')}>
        {t('answers.contact', {
          name: emergencyContact.name,
          relation: emergencyContact.relation,
          phone: emergencyContact.phone,
        })}
      </Row>
      {details.map((d) => (
        <Row key={d.question} label={d.question}>
          {d.answer}
        </Row>
      ))}
      <Row label={t('answers.signed')}>
        <span className="font-display italic">{agreement.signedName}</span>
        {agreement.signedAt ? (
          <span className="text-muted-foreground"> · {formatWhen(agreement.signedAt)}</span>
        ) : null}
      </Row>
    </dl>
  );
}

/** A moment as its day and time, in the reader's language. */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const time = d.toLocaleTimeString(readerLocale(), { hour: '2-digit', minute: '2-digit' });
  return translate('agreements', 'when', { day: formatDay(iso.slice(0, 10)), time });
}

/** Every version, newest first: who did what, and when. */
export function VersionHistory({ thread }: { thread: AgreementThread }) {
  const { t } = useTranslation('agreements');
  useFormat();
  if (thread.versions.length === 0) return null;
  const hostName = thread.host.fullName ?? t('fallback.host');
  const helperName = thread.helper.fullName ?? t('fallback.helper');
  return (
    <Card className="p-5 md:p-6 print:hidden">
      <section aria-labelledby="history-heading" className="flex flex-col gap-3">
        <h2
          id="history-heading"
          className="flex items-center gap-2 font-display text-title font-semibold tracking-tight"
        >
          <History aria-hidden="true" className="size-5 text-muted-foreground" />
          {t('history.title')}
        </h2>
        <ol className="flex flex-col gap-3">
          {thread.versions.map((v) => (
            <li
              key={v.id}
              className={cn(
                'rounded-xl border border-border p-3',
                v.status === 'approved' && 'border-success/40 bg-success/5',
              )}
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">
                  {t('history.version', { version: v.version })}
                </span>
                <AgreementStatusBadge status={v.status} />
              </div>
              <ul className="mt-1.5 flex flex-col gap-0.5 text-body-sm text-muted-foreground">
                <li>
                  {t('history.sent', {
                    name: hostName,
                    when: formatWhen(v.sentAt),
                    count: v.terms.hoursPerWeek,
                  })}
                </li>
                {v.signedAt ? (
                  <li>
                    {t('history.signed', {
                      name: helperName,
                      signedName: v.signedName,
                      when: formatWhen(v.signedAt),
                    })}
                  </li>
                ) : null}
                {v.status === 'changes_requested' || (v.reviewNote && v.reviewedAt) ? (
                  <li>
                    {v.reviewedAt
                      ? t('history.changesAskedOn', {
                          name: hostName,
                          when: formatWhen(v.reviewedAt),
                          note: v.reviewNote,
                        })
                      : t('history.changesAsked', { name: hostName, note: v.reviewNote })}
                  </li>
                ) : null}
                {v.approvedAt ? (
                  <li>
                    {t('history.approved', { name: hostName, when: formatWhen(v.approvedAt) })}
                  </li>
                ) : null}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}

const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .agreement-print, .agreement-print * { visibility: visible !important; }
  .agreement-print { position: absolute; inset: 0 auto auto 0; width: 100%; box-shadow: none !important; border: 0 !important; }
  .agreement-print .print-hide { display: none !important; }
}
@media print {
  body *:not(:has(.agreement-print)):not(.agreement-print):not(.agreement-print *) { display: none !important; }
  *:has(.agreement-print) { display: block !important; position: static !important; margin: 0 !important; padding: 0 !important; width: auto !important; max-width: none !important; height: auto !important; min-height: 0 !important; overflow: visible !important; border: 0 !important; box-shadow: none !important; background: none !important; }
  .agreement-print { position: static !important; }
}`;

/**
 * The version in force as a document: parties, terms, answers and both
 * signatures. Printing shows only this: the print stylesheet removes the app
 * shell and the rest of the page (with :has(); browsers without it get the
 * same look by hiding them instead).
 */
export function PrintableAgreement({
  thread,
  agreement,
}: {
  thread: AgreementThread;
  agreement: Agreement;
}) {
  const { t } = useTranslation('agreements');
  useFormat();
  return (
    <Card className="agreement-print p-5 md:p-8">
      <style>{PRINT_CSS}</style>
      <article aria-labelledby="printable-heading" className="flex flex-col gap-4">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-caption font-semibold uppercase tracking-wide text-muted-foreground">
              {t('printable.kicker', { version: agreement.version })}
            </p>
            <h2
              id="printable-heading"
              className="font-display text-headline font-semibold tracking-tight"
            >
              {thread.propertyTitle}
            </h2>
            <p className="text-body-sm text-muted-foreground">
              {t('printable.parties', {
                host: thread.host.fullName ?? t('fallback.theHost'),
                helper: thread.helper.fullName ?? t('fallback.theHelper'),
              })}
            </p>
          </div>
          <div className="print-hide flex items-center gap-2">
            <AgreementStatusBadge status={agreement.status} />
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              {t('printable.print')}
            </Button>
          </div>
        </header>
        <AgreementTermsView terms={agreement.terms} />
        <AgreementAnswersView agreement={agreement} />
        {agreement.approvedAt ? (
          <p className="text-body-sm text-muted-foreground">
            {t('printable.approved', {
              name: thread.host.fullName ?? t('fallback.theHost'),
              when: formatWhen(agreement.approvedAt),
            })}
          </p>
        ) : null}
      </article>
    </Card>
  );
}

/** Loading skeleton of an agreement page. */
export function AgreementSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5" aria-busy="true">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-24 rounded-2xl" />
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  );
}
