import { LoadError } from '@web/components/page-states';
import { PersonCard } from '@web/components/person-card';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { AgreementStatusFor } from '@web/features/agreements/components/agreement-view';
import { WeeklyHoursCard } from '@web/features/chores/components/weekly-hours';
import { MessageHelperButton } from '@web/features/messaging/components/message-helper-button';
import { PropertyCover } from '@web/features/properties/components/property-visuals';
import { HelperReputation } from '@web/features/reviews/components/helper-reputation';
import { BlockButton } from '@web/features/safety/components/block-button';
import { ReportButton } from '@web/features/safety/components/report-button';
import { formatDay, joinedViaLabel } from '@web/lib/labels/property-labels';
import { ArrowLeft, Star } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHelper } from '../api';
import { MembershipStatusBadge } from '../components/membership-status-badge';

/** /helpers/:helperId: a helper's profile, and their stays at the host's properties. */
export default function HelperDetailsPage() {
  const { t } = useTranslation('memberships');
  const { helperId = '' } = useParams();
  const helper = useHelper(helperId);

  if (helper.isPending)
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5" aria-busy="true">
        <span className="sr-only">{t('details.loading')}</span>
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-32 rounded-2xl" />
      </div>
    );
  if (helper.isError)
    return (
      <LoadError
        error={helper.error}
        onRetry={() => helper.refetch()}
        what={t('details.what')}
        backTo={{ href: '/helpers', label: t('details.allHelpers') }}
      />
    );

  const { helper: person, memberships, totalExchangePoints } = helper.data;
  const name = person.fullName ?? t('details.thisHelper');
  /** '1 Mar 2027 – 30 Apr 2027 (ended 12 Apr 2027)', from the parts there are. */
  const stayDates = (membership: (typeof memberships)[number]['membership']) => {
    const start = formatDay(membership.startDate);
    const dates = membership.endDate
      ? t('details.dateRange', { start, end: formatDay(membership.endDate) })
      : start;
    return membership.endedAt
      ? t('details.ended', { dates, ended: formatDay(membership.endedAt) })
      : dates;
  };
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <Button asChild variant="link" size="sm" className="self-start">
        <Link to="/helpers">
          <ArrowLeft aria-hidden="true" />
          {t('details.allHelpers')}
        </Link>
      </Button>
      <Card className="overflow-hidden">
        <div
          aria-hidden="true"
          className="h-16 bg-linear-to-br from-accent-soft via-background to-primary-soft"
        />
        <div className="-mt-8 flex flex-col gap-4 px-5 pb-5 md:px-6">
          <h1 className="sr-only">{person.fullName ?? t('details.helper')}</h1>
          <PersonCard person={person} />
          <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-warning/10 px-3 py-1 text-body-sm font-semibold text-warning">
            <Star aria-hidden="true" className="size-4" />
            {t('details.pointsEarned', { count: totalExchangePoints })}
          </p>
          <div className="-mx-3 flex flex-wrap gap-1">
            <ReportButton
              target={{ type: 'user', id: person.id }}
              label={t('details.report', { name })}
            />
            <BlockButton person={{ id: person.id, name }} />
          </div>
        </div>
      </Card>

      <HelperReputation helperId={person.id} helperName={person.fullName ?? undefined} />

      <WeeklyHoursCard helperId={person.id} title={t('details.hoursThisWeek')} />

      <section aria-labelledby="stays-heading" className="flex flex-col gap-3">
        <h2 id="stays-heading" className="font-display text-title font-semibold tracking-tight">
          {t('details.stays')}
        </h2>
        <ul className="flex flex-col gap-3">
          {memberships.map(({ membership, property }) => (
            <li key={membership.id}>
              <Card className="flex gap-3 p-3 md:p-4">
                <PropertyCover
                  cover={property.cover}
                  type={property.type}
                  alt=""
                  className="size-14 shrink-0 rounded-xl sm:size-20"
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/properties/${property.id}`}
                      className="truncate font-semibold hover:underline"
                    >
                      {property.title}
                    </Link>
                    <MembershipStatusBadge status={membership.status} />
                  </div>
                  {/* One column on a phone (a label over its value), two from sm up:
                      a date range and a status badge side by side with the
                      labels do not fit 320 px. */}
                  <dl className="mt-1 grid grid-cols-1 gap-x-3 text-body-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-0.5 [&>dd]:min-w-0 [&>dt]:mt-1.5 sm:[&>dt]:mt-0">
                    <dt className="text-muted-foreground">{t('details.dates')}</dt>
                    <dd>{stayDates(membership)}</dd>
                    <dt className="text-muted-foreground">{t('details.joined')}</dt>
                    <dd>{joinedViaLabel[membership.joinedVia]}</dd>
                    <dt className="text-muted-foreground">{t('details.agreement')}</dt>
                    <dd className="flex flex-wrap items-center gap-x-2">
                      <AgreementStatusFor propertyId={property.id} helperId={person.id} />
                      <Link
                        className="font-semibold text-primary underline-offset-4 hover:underline"
                        to={`/properties/${property.id}/${membership.agreementFormCompleted ? 'review-agreement' : membership.status === 'active' ? 'send-agreement' : 'review-agreement'}/${person.id}`}
                      >
                        <Trans
                          t={t}
                          i18nKey="details.agreementLink"
                          values={{
                            action: membership.agreementFormCompleted
                              ? 'review'
                              : membership.status === 'active'
                                ? 'send'
                                : 'history',
                            property: property.title,
                          }}
                          components={{ sr: <span className="sr-only" /> }}
                        />
                      </Link>
                    </dd>
                    <dt className="text-muted-foreground">{t('details.points')}</dt>
                    <dd>{t('points', { count: membership.exchangePoints })}</dd>
                  </dl>
                  <MessageHelperButton
                    className="mt-2"
                    propertyId={property.id}
                    propertyTitle={property.title}
                    helperId={person.id}
                    helperName={name}
                    backLabel={
                      person.fullName
                        ? t('details.backTo', { name: person.fullName })
                        : t('details.backToHelper')
                    }
                  />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
