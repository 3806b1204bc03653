import type { MyProperties } from '@shared/api/memberships';
import { EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { countryName, formatDay, formatDayRange } from '@web/lib/labels/property-labels';
import { CalendarDays, Compass, Hourglass, MapPin, Star, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyProperties } from '../api';
import { PropertyCover } from '../components/property-visuals';
import { WithdrawRequestButton } from '../components/withdraw-request-button';

type MembershipRow = MyProperties['memberships'][number];
type RequestRow = MyProperties['pendingRequests'][number];

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="flex items-center gap-2 font-display text-title font-semibold tracking-tight">
        {title}
        <span className="rounded-full bg-muted px-2 text-caption font-semibold text-muted-foreground">
          {count}
        </span>
      </h2>
      {children}
    </section>
  );
}

function Row({
  property,
  children,
  aside,
  muted = false,
}: {
  property: RequestRow['property'];
  children: ReactNode;
  aside?: ReactNode;
  muted?: boolean;
}) {
  const { t } = useTranslation('properties');
  return (
    <Card className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:p-4">
      <div className="flex min-w-0 flex-1 gap-3">
        <PropertyCover
          cover={property.cover}
          type={property.type}
          alt=""
          className={`size-20 shrink-0 rounded-xl ${muted ? 'opacity-70 grayscale' : ''}`}
        />
        <div className="min-w-0 flex-1">
          {/* A past stay's page is only open while the property is listed. */}
          {muted && property.status !== 'listed' ? (
            <p className="truncate font-semibold">{property.title}</p>
          ) : (
            <Link
              to={`/properties/${property.id}`}
              className="block truncate font-semibold text-foreground hover:underline"
            >
              {property.title}
            </Link>
          )}
          <p className="flex items-center gap-1 text-caption text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            {t('card.place', { city: property.city, country: countryName(property.country) })}
          </p>
          <div className="mt-1 flex flex-col gap-0.5 text-body-sm">{children}</div>
        </div>
      </div>
      {aside ? <div className="flex shrink-0 gap-2 sm:justify-end">{aside}</div> : null}
    </Card>
  );
}

function MembershipCard({ row }: { row: MembershipRow }) {
  const { membership, property, host } = row;
  const { t } = useTranslation('properties');
  const active = membership.status === 'active';
  return (
    <Row property={property} muted={!active}>
      <span className="text-muted-foreground">
        {t('my.host', { name: host.fullName ?? t('my.yourHost') })}
      </span>
      <span className="flex items-center gap-1">
        <CalendarDays aria-hidden="true" className="size-3.5 text-muted-foreground" />
        {active
          ? t('my.since', { day: formatDay(membership.startDate) })
          : t('my.ended', { status: membership.status, day: formatDay(membership.endedAt) })}
      </span>
      <span className="flex items-center gap-1 text-warning">
        <Star aria-hidden="true" className="size-3.5" />
        {t('helperPanels.pointsHere', { count: membership.exchangePoints })}
      </span>
    </Row>
  );
}

function PageSkeleton() {
  const { t } = useTranslation('properties');
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <span className="sr-only">{t('host.loading')}</span>
      <Skeleton className="h-7 w-40" />
      <Skeleton className="h-28 rounded-2xl" />
      <Skeleton className="h-28 rounded-2xl" />
    </div>
  );
}

/** /properties for a helper: My Properties (active and past stays, requests waiting). */
export default function MyPropertiesPage() {
  const { t } = useTranslation('properties');
  const mine = useMyProperties();

  const heading = <PageHeading title={t('my.title')} description={t('my.description')} />;
  if (mine.isPending)
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <PageSkeleton />
      </div>
    );
  if (mine.isError)
    return <LoadError error={mine.error} onRetry={() => mine.refetch()} what={t('host.what')} />;

  const { memberships, pendingRequests } = mine.data;
  const active = memberships.filter((row) => row.membership.status === 'active');
  const past = memberships.filter((row) => row.membership.status !== 'active');

  return (
    <div className="flex flex-col gap-8">
      {heading}
      {memberships.length === 0 && pendingRequests.length === 0 ? (
        <EmptyState
          icon={Compass}
          title={t('my.emptyTitle')}
          actions={
            <>
              <Button asChild>
                <Link to="/explore">
                  <Compass aria-hidden="true" />
                  {t('findProperties')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/properties/join">
                  <Ticket aria-hidden="true" />
                  {t('my.joinWithCode')}
                </Link>
              </Button>
            </>
          }
        >
          {t('my.emptyText')}
        </EmptyState>
      ) : null}

      {pendingRequests.length > 0 ? (
        <Section title={t('my.requestsWaiting')} count={pendingRequests.length}>
          <ul className="flex flex-col gap-3">
            {pendingRequests.map(({ request, property }) => (
              <li key={request.id}>
                <Row
                  property={property}
                  aside={<WithdrawRequestButton request={request} propertyTitle={property.title} />}
                >
                  <span className="flex items-center gap-1 font-semibold text-primary">
                    <Hourglass aria-hidden="true" className="size-3.5" />
                    {t('my.waitingForHost')}
                  </span>
                  <span className="text-muted-foreground">
                    {t('my.requestDates', {
                      dates: formatDayRange(request.startDate, request.endDate),
                      sent: formatDay(request.createdAt),
                    })}
                  </span>
                </Row>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {active.length > 0 ? (
        <Section title={t('my.stayingNow')} count={active.length}>
          <ul className="flex flex-col gap-3">
            {active.map((row) => (
              <li key={row.membership.id}>
                <MembershipCard row={row} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {past.length > 0 ? (
        <Section title={t('my.pastStays')} count={past.length}>
          <ul className="flex flex-col gap-3">
            {past.map((row) => (
              <li key={row.membership.id}>
                <MembershipCard row={row} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
