import type { HostPropertyView, PropertyDetails } from '@shared/api/properties';
import { LoadError } from '@web/components/page-states';
import { PersonCard } from '@web/components/person-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { AskQuestionButton } from '@web/features/messaging/components/ask-question-button';
import { PropertyReputation } from '@web/features/reviews/components/property-reputation';
import { BlockButton } from '@web/features/safety/components/block-button';
import { ReportButton } from '@web/features/safety/components/report-button';
import { useSession } from '@web/lib/session/session';
import { Handshake, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useProperty } from '../api';
import { AvailabilityCalendar } from '../components/availability-calendar';
import { HelpWindowsSection } from '../components/help-windows-section';
import { MembershipPanel, StayRequestPanel } from '../components/helper-property-panels';
import {
  HostActions,
  HostInvite,
  HostMembersSection,
  HostRequestsCard,
  HostTermsSection,
} from '../components/host-property-panels';
import { LocationSection } from '../components/location-section';
import { PhotoGallery } from '../components/photo-gallery';
import { DetailSection, PropertyAbout, PropertyHeader } from '../components/property-overview';
import { TermsSummary } from '../components/terms-summary';
import { WhereSection } from '../components/where-section';

function DetailsSkeleton() {
  const { t } = useTranslation('properties');
  return (
    <div className="flex flex-col gap-5" aria-busy="true">
      <span className="sr-only">{t('details.loading')}</span>
      <Skeleton className="aspect-[4/3] w-full rounded-2xl sm:aspect-[16/9]" />
      <Skeleton className="h-6 w-24 rounded-full" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-5 w-1/2" />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </div>
  );
}

/** /properties/:propertyId: the host's full view, a member's, or the public listing. */
export default function PropertyDetailsPage() {
  const { t } = useTranslation('properties');
  const { propertyId = '' } = useParams();
  const property = useProperty(propertyId);
  const session = useSession();
  if (property.isPending) return <DetailsSkeleton />;
  if (property.isError)
    return (
      <LoadError
        error={property.error}
        onRetry={() => property.refetch()}
        what={t('details.what')}
        backTo={
          session.user?.role === 'helper'
            ? { href: '/explore', label: t('findProperties') }
            : { href: '/properties', label: t('details.backToYours') }
        }
      />
    );
  return property.data.view === 'host' ? (
    <HostPropertyDetails property={property.data} />
  ) : (
    <HelperPropertyDetails property={property.data} />
  );
}

/**
 * Photos and the header, then the content beside an action column. On phones
 * the main action (requests, "Request to stay", membership) comes right after
 * the header, the rest of the column after the content.
 */
function Layout({
  property,
  intro,
  primary,
  main,
  aside,
}: {
  property: PropertyDetails;
  intro?: ReactNode;
  primary: ReactNode;
  main: ReactNode;
  aside: ReactNode;
}) {
  // One DOM order for both: the column wrappers are `contents` on phones, so
  // the `order-*` of their children interleave the two columns there.
  return (
    <div className="flex flex-col gap-5 md:gap-6">
      <PhotoGallery photos={property.photos} title={property.title} type={property.type} />
      <div className="flex flex-col gap-5 md:gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <div className="order-1 flex min-w-0 flex-col gap-5 md:gap-6">
            <PropertyHeader property={property} />
            {intro}
          </div>
          <div className="order-3 flex min-w-0 flex-col gap-5 md:gap-6">
            {main}
            <PropertyReputation propertyId={property.id} />
          </div>
        </div>
        <div className="contents lg:flex lg:flex-col lg:gap-5">
          <div className="order-2 flex flex-col gap-5">{primary}</div>
          <div className="order-4 flex flex-col gap-5">{aside}</div>
        </div>
      </div>
    </div>
  );
}

function HostPropertyDetails({ property }: { property: HostPropertyView }) {
  return (
    <Layout
      property={property}
      intro={<HostActions property={property} />}
      primary={<HostRequestsCard property={property} />}
      main={
        <>
          <PropertyAbout property={property} />
          <LocationSection property={property} />
          <HostTermsSection property={property} />
          <HelpWindowsSection propertyId={property.id} />
          <HostMembersSection property={property} />
        </>
      }
      aside={<HostInvite property={property} />}
    />
  );
}

function HelperPropertyDetails({
  property,
}: {
  property: Exclude<PropertyDetails, HostPropertyView>;
}) {
  const { t } = useTranslation('properties');
  const session = useSession();
  return (
    <Layout
      property={property}
      main={
        <>
          <PropertyAbout property={property} />
          <DetailSection title={t('details.exchange')} icon={Handshake}>
            {property.terms ? (
              <TermsSummary terms={property.terms} showAgreement={property.view === 'member'} />
            ) : (
              <p className="text-body-sm text-muted-foreground">{t('details.noExchange')}</p>
            )}
          </DetailSection>
          <WhereSection property={property} />
          <AvailabilityCalendar propertyId={property.id} />
        </>
      }
      primary={
        property.view === 'member' ? (
          <MembershipPanel property={property} />
        ) : (
          <StayRequestPanel property={property} />
        )
      }
      aside={
        <DetailSection title={t('details.yourHost')} icon={UserRound}>
          <PersonCard person={property.host} />
          {session.user?.role === 'helper' ? (
            <AskQuestionButton
              className="mt-4 w-full"
              propertyId={property.id}
              propertyTitle={property.title}
              hostName={property.host.fullName}
            />
          ) : null}
          <div className="-mx-3 mt-3 flex flex-wrap gap-1">
            <ReportButton
              target={{ type: 'property', id: property.id }}
              label={t('details.reportListing')}
            />
            <ReportButton
              target={{ type: 'user', id: property.host.id }}
              label={t('details.reportHost', {
                name: property.host.fullName ?? t('details.theHost'),
              })}
            />
            <BlockButton
              person={{
                id: property.host.id,
                name: property.host.fullName ?? t('details.theHost'),
              }}
            />
          </div>
        </DetailSection>
      }
    />
  );
}
