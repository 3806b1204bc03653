import type { HostPropertyView } from '@shared/api/properties';
import { PersonCard } from '@web/components/person-card';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { AgreementStatusFor } from '@web/features/agreements/components/agreement-view';
import { formatDay, formatDayRange, joinedViaLabel } from '@web/lib/labels/property-labels';
import {
  ArrowRight,
  ClipboardList,
  FileSignature,
  Gift,
  Handshake,
  Inbox,
  Pencil,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InviteCodeCard } from './invite-code-card';
import { exchangeSetupPath, TermsNeededNote } from './listing-notes';
import { DetailSection } from './property-overview';
import { TermsSummary } from './terms-summary';

/** Edit, exchange terms, onboarding and rewards: the host's ways on from the property. */
export function HostActions({ property }: { property: HostPropertyView }) {
  const { t } = useTranslation('properties');
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild>
        <Link to={`/properties/${property.id}/edit`}>
          <Pencil aria-hidden="true" />
          {t('hostPanels.editProperty')}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={exchangeSetupPath(property.id)}>
          <Handshake aria-hidden="true" />
          {t('hostPanels.exchangeTerms')}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={`/properties/${property.id}/onboarding`}>
          <ClipboardList aria-hidden="true" />
          {t('hostPanels.onboarding')}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={`/chores?property=${encodeURIComponent(property.id)}&view=rewards`}>
          <Gift aria-hidden="true" />
          {t('hostPanels.rewards')}
        </Link>
      </Button>
    </div>
  );
}

export function HostRequestsCard({ property }: { property: HostPropertyView }) {
  const { t } = useTranslation('properties');
  const count = property.pendingRequestCount;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-center gap-2.5">
        <span className="flex size-9 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
          <Inbox aria-hidden="true" className="size-4.5" />
        </span>
        <h2 className="flex-1 font-display text-title font-semibold tracking-tight">
          {t('hostPanels.requestsTitle')}
        </h2>
        {count > 0 ? (
          <span className="rounded-full bg-primary px-2.5 py-0.5 text-caption font-bold text-primary-foreground">
            {count}
          </span>
        ) : null}
      </div>
      {count > 0 ? (
        <ul className="flex flex-col gap-2">
          {property.pendingRequests.slice(0, 3).map((request) => (
            <li key={request.id} className="text-body-sm">
              <span className="font-semibold">
                {request.helper.fullName ?? t('hostPanels.aHelper')}
              </span>
              <span className="text-muted-foreground">
                {' '}
                · {formatDayRange(request.startDate, request.endDate)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-body-sm text-muted-foreground">{t('hostPanels.noRequests')}</p>
      )}
      <Button asChild variant={count > 0 ? 'primary' : 'outline'} size="sm" className="self-start">
        <Link to={`/properties/${property.id}/requests`}>
          {count > 0 ? t('hostPanels.review', { count }) : t('hostPanels.seeAll')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}

export function HostMembersSection({ property }: { property: HostPropertyView }) {
  const { t } = useTranslation('properties');
  return (
    <DetailSection
      title={t('hostPanels.membersTitle')}
      icon={Users}
      action={
        <Button asChild variant="link" size="sm">
          <Link to="/manage-helpers">{t('hostPanels.manage')}</Link>
        </Button>
      }
    >
      {property.members.length === 0 ? (
        <p className="text-body-sm text-muted-foreground">{t('hostPanels.noMembers')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {property.members.map(({ helper, membership }) => (
            <li key={membership.id}>
              <Link
                to={`/helpers/${helper.id}`}
                className="-m-2 block rounded-xl p-2 hover:bg-muted/60"
              >
                <PersonCard person={helper} compact>
                  <p className="text-caption text-muted-foreground">
                    {t('hostPanels.memberSince', {
                      day: formatDay(membership.startDate),
                      how: joinedViaLabel[membership.joinedVia],
                    })}
                  </p>
                </PersonCard>
              </Link>
              <div className="mt-1 flex flex-wrap items-center gap-2 pl-14">
                <AgreementStatusFor propertyId={property.id} helperId={helper.id} />
                <Button asChild variant="link" size="sm">
                  <Link
                    to={`/properties/${property.id}/${membership.agreementFormCompleted ? 'review-agreement' : 'send-agreement'}/${helper.id}`}
                    aria-label={t('hostPanels.agreementWith', {
                      review: membership.agreementFormCompleted ? 'yes' : 'no',
                      name: helper.fullName ?? t('hostPanels.thisHelper'),
                    })}
                  >
                    <FileSignature aria-hidden="true" />
                    {membership.agreementFormCompleted
                      ? t('hostPanels.reviewAgreement')
                      : t('hostPanels.agreement')}
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

export function HostTermsSection({ property }: { property: HostPropertyView }) {
  const { t } = useTranslation('properties');
  return (
    <DetailSection
      title={t('hostPanels.exchangeTerms')}
      icon={Handshake}
      action={
        property.terms ? (
          <Button asChild variant="link" size="sm">
            <Link to={exchangeSetupPath(property.id)}>{t('common:actions.edit')}</Link>
          </Button>
        ) : null
      }
    >
      {property.terms ? (
        <TermsSummary terms={property.terms} showAgreement showScreening />
      ) : (
        <TermsNeededNote propertyId={property.id} />
      )}
    </DetailSection>
  );
}

export function HostInvite({ property }: { property: HostPropertyView }) {
  return (
    <InviteCodeCard
      propertyId={property.id}
      propertyTitle={property.title}
      inviteCode={property.inviteCode}
      joinUrl={property.joinUrl}
    />
  );
}
