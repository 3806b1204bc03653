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
import { formatDay, joinedViaLabel, plural } from '@web/lib/labels/property-labels';
import { ArrowLeft, Star } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useHelper } from '../api';
import { MembershipStatusBadge } from '../components/membership-status-badge';

/** /helpers/:helperId: a helper's profile, and their stays at the host's properties. */
export default function HelperDetailsPage() {
  const { helperId = '' } = useParams();
  const helper = useHelper(helperId);

  if (helper.isPending)
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5" aria-busy="true">
        <span className="sr-only">Loading the helper</span>
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-32 rounded-2xl" />
      </div>
    );
  if (helper.isError)
    return (
      <LoadError
        error={helper.error}
        onRetry={() => helper.refetch()}
        what="the helper"
        backTo={{ href: '/helpers', label: 'All helpers' }}
      />
    );

  const { helper: person, memberships, totalExchangePoints } = helper.data;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <Button asChild variant="link" size="sm" className="self-start">
        <Link to="/helpers">
          <ArrowLeft aria-hidden="true" />
          All helpers
        </Link>
      </Button>
      <Card className="overflow-hidden">
        <div
          aria-hidden="true"
          className="h-16 bg-linear-to-br from-accent-soft via-background to-primary-soft"
        />
        <div className="-mt-8 flex flex-col gap-4 px-5 pb-5 md:px-6">
          <h1 className="sr-only">{person.fullName ?? 'Helper'}</h1>
          <PersonCard person={person} />
          <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-warning/10 px-3 py-1 text-body-sm font-semibold text-warning">
            <Star aria-hidden="true" className="size-4" />
            {plural(totalExchangePoints, 'point')} earned at your properties
          </p>
          <div className="-mx-3 flex flex-wrap gap-1">
            <ReportButton
              target={{ type: 'user', id: person.id }}
              label={`Report ${person.fullName ?? 'this helper'}`}
            />
            <BlockButton person={{ id: person.id, name: person.fullName ?? 'this helper' }} />
          </div>
        </div>
      </Card>

      <HelperReputation helperId={person.id} helperName={person.fullName ?? undefined} />

      <WeeklyHoursCard helperId={person.id} title="Hours this week" />

      <section aria-labelledby="stays-heading" className="flex flex-col gap-3">
        <h2 id="stays-heading" className="font-display text-title font-semibold tracking-tight">
          Stays
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
                    <dt className="text-muted-foreground">Dates</dt>
                    <dd>
                      {formatDay(membership.startDate)}
                      {membership.endDate ? ` – ${formatDay(membership.endDate)}` : ''}
                      {membership.endedAt ? ` (ended ${formatDay(membership.endedAt)})` : ''}
                    </dd>
                    <dt className="text-muted-foreground">Joined</dt>
                    <dd>{joinedViaLabel[membership.joinedVia]}</dd>
                    <dt className="text-muted-foreground">Agreement</dt>
                    <dd className="flex flex-wrap items-center gap-x-2">
                      <AgreementStatusFor propertyId={property.id} helperId={person.id} />
                      <Link
                        className="font-semibold text-primary underline-offset-4 hover:underline"
                        to={`/properties/${property.id}/${membership.agreementFormCompleted ? 'review-agreement' : membership.status === 'active' ? 'send-agreement' : 'review-agreement'}/${person.id}`}
                      >
                        {membership.agreementFormCompleted
                          ? 'Review'
                          : membership.status === 'active'
                            ? 'Send agreement'
                            : 'History'}
                        <span className="sr-only"> for {property.title}</span>
                      </Link>
                    </dd>
                    <dt className="text-muted-foreground">Points</dt>
                    <dd>{plural(membership.exchangePoints, 'point')}</dd>
                  </dl>
                  <MessageHelperButton
                    className="mt-2"
                    propertyId={property.id}
                    propertyTitle={property.title}
                    helperId={person.id}
                    helperName={person.fullName ?? 'this helper'}
                    backLabel={`Back to ${person.fullName ?? 'the helper'}`}
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
