import type { MemberPropertyView, PublicPropertyView } from '@shared/api/properties';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { AgreementStatusFor } from '@web/features/agreements/components/agreement-view';
import { SaveButton } from '@web/features/saved/components/save-button';
import { RequestStayDialog } from '@web/features/stay-requests/components/request-stay-dialog';
import { translate } from '@web/lib/i18n/i18n';
import { formatDay, formatDayRange, joinedViaLabel } from '@web/lib/labels/property-labels';
import { useSession } from '@web/lib/session/session';
import {
  CalendarCheck,
  CircleCheck,
  ClipboardList,
  FileSignature,
  Hourglass,
  LogOut,
  Star,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useLeaveProperty } from '../api';
import { apiErrorText } from '../error-text';
import { WithdrawRequestButton } from './withdraw-request-button';

const hostNameOf = (property: { host: { fullName: string | null } }) =>
  property.host.fullName ?? translate('properties', 'helperPanels.theHost');

/** For a listed property: ask to stay, or the request already waiting (with withdraw). */
export function StayRequestPanel({ property }: { property: PublicPropertyView }) {
  const { t } = useTranslation('properties');
  const session = useSession();
  const isHelper = session.user?.role === 'helper';
  const pending = property.myPendingRequest;
  const open = property.status === 'listed' && property.terms !== null;
  if (!isHelper) return null;

  return (
    <Card className="flex flex-col gap-3 p-5">
      {pending ? (
        <>
          <p className="flex items-center gap-2 font-semibold text-primary">
            <Hourglass aria-hidden="true" className="size-5" />
            {t('helperPanels.waitingTitle')}
          </p>
          <p className="text-body-sm text-muted-foreground">
            {t('helperPanels.waitingText', {
              dates: formatDayRange(pending.startDate, pending.endDate),
              sent: formatDay(pending.createdAt),
              host: hostNameOf(property),
            })}
          </p>
          <WithdrawRequestButton request={pending} propertyTitle={property.title} size="md" />
        </>
      ) : open ? (
        <>
          <p className="font-display text-title font-semibold tracking-tight">
            {t('helperPanels.fancyTitle')}
          </p>
          <p className="text-body-sm text-muted-foreground">
            {t('helperPanels.fancyText', { host: hostNameOf(property) })}
          </p>
        </>
      ) : (
        <p className="text-body-sm text-muted-foreground">{t('helperPanels.closed')}</p>
      )}
      {property.terms ? (
        <RequestStayDialog
          propertyId={property.id}
          propertyTitle={property.title}
          hostName={hostNameOf(property)}
          terms={property.terms}
          showButton={open && !pending}
          className="w-full"
        />
      ) : null}
      <SaveButton
        propertyId={property.id}
        title={property.title}
        variant="labelled"
        className="w-full"
      />
    </Card>
  );
}

/** A member's own stay: since when, how they joined, points, agreement; and leaving. */
export function MembershipPanel({ property }: { property: MemberPropertyView }) {
  const { t } = useTranslation('properties');
  const navigate = useNavigate();
  const leave = useLeaveProperty(property.id);
  const [confirming, setConfirming] = useState(false);
  const { membership } = property;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <p className="flex items-center gap-2 font-semibold text-success">
        <CircleCheck aria-hidden="true" className="size-5" />
        {t('helperPanels.memberTitle')}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-body-sm">
        <dt className="text-muted-foreground">{t('helperPanels.since')}</dt>
        <dd className="font-semibold">
          {membership.endDate
            ? formatDayRange(membership.startDate, membership.endDate)
            : formatDay(membership.startDate)}
        </dd>
        <dt className="text-muted-foreground">{t('helperPanels.how')}</dt>
        <dd>{joinedViaLabel[membership.joinedVia]}</dd>
        <dt className="text-muted-foreground">{t('helperPanels.points')}</dt>
        <dd className="flex items-center gap-1">
          <Star aria-hidden="true" className="size-3.5 text-warning" />
          {t('helperPanels.pointsHere', { count: membership.exchangePoints })}
        </dd>
        <dt className="text-muted-foreground">{t('helperPanels.agreement')}</dt>
        <dd className="flex items-center gap-1">
          <CalendarCheck aria-hidden="true" className="size-3.5 text-muted-foreground" />
          <AgreementStatusFor propertyId={property.id} helperId={membership.helperId} />
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={`/properties/${property.id}/agreement-form`}>
            <FileSignature aria-hidden="true" />
            {t('helperPanels.agreement')}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={`/properties/${property.id}/onboarding`}>
            <ClipboardList aria-hidden="true" />
            {t('helperPanels.onboarding')}
          </Link>
        </Button>
      </div>
      <Button
        variant="outline"
        className="mt-1 self-start text-destructive"
        onClick={() => setConfirming(true)}
      >
        <LogOut aria-hidden="true" />
        {t('leave.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('leave.title', { property: property.title })}
        description={t('leave.description', { host: hostNameOf(property) })}
        confirmLabel={t('leave.button')}
        destructive
        pending={leave.isPending}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('leave.done', { property: property.title }));
              navigate('/properties', { replace: true });
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(t('leave.failed'), { description: apiErrorText(error) });
            },
          })
        }
      />
    </Card>
  );
}
