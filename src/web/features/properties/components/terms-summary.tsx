import type { ExchangeTerms } from '@shared/api/exchange-terms';
import { formatDayRange, stayLengthText } from '@web/lib/labels/property-labels';
import { CalendarRange, Clock, Hourglass, Star, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProvisionList } from './property-visuals';

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Clock;
  label: string;
  children: ReactNode;
}) {
  // dt and dd stay the only children of the group (the icon sits in the dt).
  return (
    <div className="relative min-h-15 rounded-xl bg-background/70 py-3 pr-3 pl-15">
      <dt className="text-caption font-semibold text-muted-foreground">
        <span className="absolute top-3 left-3 flex size-9 items-center justify-center rounded-lg bg-accent-soft text-accent-soft-foreground">
          <Icon aria-hidden="true" className="size-4.5" />
        </span>
        {label}
      </dt>
      <dd className="text-body-sm font-semibold">{children}</dd>
    </div>
  );
}

/** The exchange in short: hours, stay, dates, what is provided, skills and (for some) the clauses. */
export function TermsSummary({
  terms,
  showAgreement = false,
  showScreening = false,
}: {
  terms: ExchangeTerms;
  /** The agreement clauses and default chore points (host and members). */
  showAgreement?: boolean;
  /** The screening questions (the host; helpers meet them in the request). */
  showScreening?: boolean;
}) {
  const { t } = useTranslation('properties');
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-2 sm:grid-cols-2">
        <Fact icon={Clock} label={t('summary.help')}>
          {t('summary.helpText', { hours: terms.hoursPerWeek, days: terms.daysPerWeek })}
        </Fact>
        <Fact icon={Hourglass} label={t('summary.stay')}>
          {stayLengthText(terms.minStayDays, terms.maxStayDays)}
        </Fact>
        <Fact icon={CalendarRange} label={t('summary.available')}>
          {formatDayRange(terms.availableFrom, terms.availableTo)}
        </Fact>
        {showAgreement ? (
          <Fact icon={Star} label={t('summary.pointsPerChore')}>
            {t('summary.pointsDefault', { count: terms.defaultChorePoints })}
          </Fact>
        ) : null}
      </dl>
      <div>
        <h3 className="mb-2 text-body-sm font-semibold">{t('summary.hostProvides')}</h3>
        {terms.provides.length > 0 ? (
          <ProvisionList provides={terms.provides} />
        ) : (
          <p className="text-body-sm text-muted-foreground">{t('summary.askHost')}</p>
        )}
      </div>
      {terms.skillsWanted.length > 0 ? (
        <div>
          <h3 className="mb-2 flex items-center gap-1.5 text-body-sm font-semibold">
            <Wrench aria-hidden="true" className="size-4 text-muted-foreground" />
            {t('summary.skills')}
          </h3>
          <ul className="flex flex-wrap gap-1.5">
            {terms.skillsWanted.map((skill) => (
              <li
                key={skill}
                className="rounded-full border border-border px-2.5 py-0.5 text-caption font-semibold"
              >
                {skill}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {showScreening && terms.screeningQuestions.length > 0 ? (
        <div>
          <h3 className="mb-2 text-body-sm font-semibold">{t('summary.screening')}</h3>
          <ol className="list-decimal space-y-1 pl-5 text-body-sm">
            {terms.screeningQuestions.map((q) => (
              <li key={q.id}>{q.question}</li>
            ))}
          </ol>
        </div>
      ) : null}
      {showAgreement && terms.agreementClauses.length > 0 ? (
        <div>
          <h3 className="mb-2 text-body-sm font-semibold">{t('summary.clauses')}</h3>
          <ul className="list-disc space-y-1 pl-5 text-body-sm">
            {terms.agreementClauses.map((clause) => (
              <li key={clause}>{clause}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
