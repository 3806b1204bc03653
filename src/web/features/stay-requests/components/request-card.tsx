import type { HostStayRequest } from '@shared/api/stay-requests';
import { PersonCard } from '@web/components/person-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { HelperReputation } from '@web/features/reviews/components/helper-reputation';
import { BlockButton } from '@web/features/safety/components/block-button';
import { ReportButton } from '@web/features/safety/components/report-button';
import { isApiError } from '@web/lib/api-client';
import { formatDay, formatDayRange, stayRequestStatusLabel } from '@web/lib/labels/property-labels';
import { CalendarRange, Check, MessageSquareQuote, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAcceptStayRequest, useDeclineStayRequest } from '../api';
import { stayDays } from '../request-draft';
import { DeclineDialog } from './decline-dialog';
import { HelperSkills, RequestFit } from './helper-skills';

const statusVariant = {
  pending: 'warning',
  accepted: 'success',
  declined: 'neutral',
  withdrawn: 'outline',
} as const;

/** One stay request as the host sees it: who, when, their message and answers; accept or decline. */
export function RequestCard({ request }: { request: HostStayRequest }) {
  const { t } = useTranslation('stay-requests');
  const accept = useAcceptStayRequest(request.propertyId);
  const decline = useDeclineStayRequest(request.propertyId);
  const [declining, setDeclining] = useState(false);
  const [declineError, setDeclineError] = useState<string>();
  const name = request.helper.fullName ?? t('card.fallbackName');
  const days = stayDays(request.startDate, request.endDate);

  function onAccept() {
    accept.mutate(request.id, {
      onSuccess: () =>
        toast.success(t('card.acceptedToast', { name }), {
          description: t('card.acceptedToastText', { property: request.propertyTitle }),
        }),
      onError: (error) =>
        toast.error(t('card.acceptFailed'), {
          description: isApiError(error) ? error.message : undefined,
        }),
    });
  }

  function onDecline(reason: string) {
    setDeclineError(undefined);
    decline.mutate(
      { requestId: request.id, body: { reason: reason || null } },
      {
        onSuccess: () => {
          setDeclining(false);
          toast.success(t('card.declinedToast'), {
            description: t('card.declinedToastText', { name }),
          });
        },
        onError: (error) => {
          const message = isApiError(error) ? error.fieldMessage('reason') : undefined;
          if (message) setDeclineError(message);
          else {
            setDeclining(false);
            toast.error(t('card.declineFailed'), {
              description: isApiError(error) ? error.message : undefined,
            });
          }
        },
      },
    );
  }

  return (
    <Card className="flex flex-col gap-4 p-5 md:p-6">
      <article aria-label={t('card.label', { name })} className="flex flex-col gap-4">
        <h2 className="sr-only">{t('card.label', { name })}</h2>
        <div className="flex items-start justify-between gap-3">
          <PersonCard person={request.helper} compact className="min-w-0 flex-1" />
          <Badge variant={statusVariant[request.status]}>
            {stayRequestStatusLabel[request.status]}
          </Badge>
        </div>
        <HelperReputation helperId={request.helper.id} compact />
        <RequestFit fit={request.fit} className="self-start" />
        <HelperSkills person={request.helper} name={name} />
        {request.helper.bio ? (
          <p className="text-body-sm whitespace-pre-line text-muted-foreground">
            {request.helper.bio}
          </p>
        ) : null}
        <div className="flex items-start gap-2.5 rounded-xl bg-accent-soft/60 px-3 py-2.5">
          <CalendarRange aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <p className="text-body-sm">
            <span className="block font-semibold">
              {formatDayRange(request.startDate, request.endDate)}
            </span>
            <span className="block text-muted-foreground">
              {t('card.daysSent', { count: days, day: formatDay(request.createdAt) })}
            </span>
          </p>
        </div>
        <div>
          <h3 className="mb-1 flex items-center gap-1.5 text-body-sm font-semibold">
            <MessageSquareQuote aria-hidden="true" className="size-4 text-muted-foreground" />
            {t('card.message')}
          </h3>
          <p className="text-body whitespace-pre-line">{request.message}</p>
        </div>
        {request.answers.length > 0 ? (
          <div>
            <h3 className="mb-2 text-body-sm font-semibold">{t('card.answers')}</h3>
            <dl className="flex flex-col gap-3">
              {request.answers.map((answer) => (
                <div key={answer.questionId} className="border-l-2 border-primary/40 pl-3">
                  <dt className="text-body-sm text-muted-foreground">{answer.question}</dt>
                  <dd className="text-body-sm whitespace-pre-line">{answer.answer}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {/* A request can be the first contact from a stranger: report or block right here. */}
        <div className="-mx-3 flex flex-wrap gap-1">
          <ReportButton
            target={{ type: 'user', id: request.helper.id }}
            label={t('card.report', { name })}
          />
          <BlockButton person={{ id: request.helper.id, name }} />
        </div>
        {request.status === 'declined' && request.declineReason ? (
          <p className="text-body-sm text-muted-foreground">
            {t('card.reason', { reason: request.declineReason })}
          </p>
        ) : null}
        {request.decidedAt && request.status !== 'pending' ? (
          <p className="text-caption text-muted-foreground">
            {t('card.decided', { status: request.status, day: formatDay(request.decidedAt) })}
          </p>
        ) : null}
        {request.status === 'pending' ? (
          <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              onClick={() => setDeclining(true)}
              disabled={accept.isPending}
            >
              <X aria-hidden="true" />
              {t('card.decline')}
            </Button>
            <Button
              onClick={onAccept}
              disabled={accept.isPending}
              aria-busy={accept.isPending || undefined}
            >
              <Check aria-hidden="true" />
              {accept.isPending
                ? t('card.accepting')
                : t('card.accept', { name: name.split(' ')[0] })}
            </Button>
          </div>
        ) : null}
      </article>
      <DeclineDialog
        open={declining}
        onOpenChange={(open) => {
          setDeclining(open);
          if (!open) setDeclineError(undefined);
        }}
        helperName={name}
        pending={decline.isPending}
        error={declineError}
        onDecline={onDecline}
      />
    </Card>
  );
}
