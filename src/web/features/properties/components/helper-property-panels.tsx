import type { MemberPropertyView, PublicPropertyView } from '@shared/api/properties';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { AgreementStatusFor } from '@web/features/agreements/components/agreement-view';
import { RequestStayDialog } from '@web/features/stay-requests/components/request-stay-dialog';
import { isApiError } from '@web/lib/api-client';
import { formatDay, formatDayRange, joinedViaLabel, plural } from '@web/lib/labels/property-labels';
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
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useLeaveProperty } from '../api';
import { WithdrawRequestButton } from './withdraw-request-button';

const hostNameOf = (property: { host: { fullName: string | null } }) =>
  property.host.fullName ?? 'The host';

/** For a listed property: ask to stay, or the request already waiting (with withdraw). */
export function StayRequestPanel({ property }: { property: PublicPropertyView }) {
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
            Your request is waiting
          </p>
          <p className="text-body-sm text-muted-foreground">
            {formatDayRange(pending.startDate, pending.endDate)} · sent{' '}
            {formatDay(pending.createdAt)}. {hostNameOf(property)} will answer soon; you’ll get a
            notification.
          </p>
          <WithdrawRequestButton request={pending} propertyTitle={property.title} size="md" />
        </>
      ) : open ? (
        <>
          <p className="font-display text-title font-semibold tracking-tight">
            Fancy staying here?
          </p>
          <p className="text-body-sm text-muted-foreground">
            Pick your dates, say hello and answer {hostNameOf(property)}’s questions.
          </p>
        </>
      ) : (
        <p className="text-body-sm text-muted-foreground">
          This property isn’t taking stay requests right now.
        </p>
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
    </Card>
  );
}

/** A member's own stay: since when, how they joined, points, agreement; and leaving. */
export function MembershipPanel({ property }: { property: MemberPropertyView }) {
  const navigate = useNavigate();
  const leave = useLeaveProperty(property.id);
  const [confirming, setConfirming] = useState(false);
  const { membership } = property;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <p className="flex items-center gap-2 font-semibold text-success">
        <CircleCheck aria-hidden="true" className="size-5" />
        You’re a member here
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-body-sm">
        <dt className="text-muted-foreground">Since</dt>
        <dd className="font-semibold">
          {membership.endDate
            ? formatDayRange(membership.startDate, membership.endDate)
            : formatDay(membership.startDate)}
        </dd>
        <dt className="text-muted-foreground">How</dt>
        <dd>{joinedViaLabel[membership.joinedVia]}</dd>
        <dt className="text-muted-foreground">Points</dt>
        <dd className="flex items-center gap-1">
          <Star aria-hidden="true" className="size-3.5 text-warning" />
          {plural(membership.exchangePoints, 'point')} here
        </dd>
        <dt className="text-muted-foreground">Agreement</dt>
        <dd className="flex items-center gap-1">
          <CalendarCheck aria-hidden="true" className="size-3.5 text-muted-foreground" />
          <AgreementStatusFor propertyId={property.id} helperId={membership.helperId} />
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={`/properties/${property.id}/agreement-form`}>
            <FileSignature aria-hidden="true" />
            Agreement
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={`/properties/${property.id}/onboarding`}>
            <ClipboardList aria-hidden="true" />
            Onboarding
          </Link>
        </Button>
      </div>
      <Button
        variant="outline"
        className="mt-1 self-start text-destructive"
        onClick={() => setConfirming(true)}
      >
        <LogOut aria-hidden="true" />
        Leave property
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Leave ${property.title}?`}
        description={`${hostNameOf(property)} is told you left. Your points and history stay; to come back you’d need a new invite or request.`}
        confirmLabel="Leave property"
        destructive
        pending={leave.isPending}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(`You left ${property.title}`);
              navigate('/properties', { replace: true });
            },
            onError: (error) => {
              setConfirming(false);
              toast.error('Couldn’t leave the property', {
                description: isApiError(error) ? error.message : undefined,
              });
            },
          })
        }
      />
    </Card>
  );
}
