import type { Chore } from '@shared/api/chores';
import { Avatar } from '@web/components/avatar';
import { LoadError } from '@web/components/page-states';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { choreGroupLabel, choreStatusLabel, minutesText } from '@web/lib/labels/chore-labels';
import { runMutation } from '@web/lib/run-mutation';
import { useSession } from '@web/lib/session/session';
import { ArrowLeft, Hand, House, Pencil, Play, Tag, Timer } from 'lucide-react';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { toast } from 'sonner';
import { choreErrorText, useChore, useChoreAction, usePropertyChoresLive } from '../api';
import { CancelChoreButton } from '../components/cancel-chore-button';
import { ChoreStatusBadge, DueLine, PointsPill, RecurrenceLine } from '../components/chore-bits';
import { ReviewActions, SubmissionDetails } from '../components/review-panel';
import { SubmitChoreForm } from '../components/submit-chore-form';

/** /chores/:choreId: the chore, and what the viewer can do with it now. */
export default function ChoreDetailsPage() {
  const { t } = useTranslation('chores');
  const { choreId = '' } = useParams();
  const chore = useChore(choreId);
  usePropertyChoresLive(chore.data?.propertyId);

  if (chore.isPending)
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-5" aria-busy="true">
        <span className="sr-only">{t('details.loading')}</span>
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  if (chore.isError)
    return (
      <LoadError
        error={chore.error}
        onRetry={() => chore.refetch()}
        what={t('details.loadWhat')}
        backTo={{ href: '/chores', label: t('details.allChores') }}
      />
    );
  return <ChoreDetails chore={chore.data} />;
}

function ChoreDetails({ chore }: { chore: Chore }) {
  const { t } = useTranslation('chores');
  const session = useSession();
  const me = session.user;
  const isHost = me?.role === 'host' && me.id === chore.hostId;
  const { hash } = useLocation();
  const person = chore.takenBy ?? chore.assignee;

  // "Mark as done" from the list jumps to the form.
  useEffect(() => {
    if (hash === '#submit') document.getElementById('submit')?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <Button asChild variant="link" size="sm" className="self-start">
        <Link to={isHost ? `/chores?property=${chore.propertyId}` : '/chores'}>
          <ArrowLeft aria-hidden="true" />
          {t('details.allChores')}
        </Link>
      </Button>
      {/* Status changes made elsewhere (approved, sent back) are announced. */}
      <p className="sr-only" role="status" aria-live="polite">
        {t('details.status', { status: choreStatusLabel[chore.status] })}
      </p>

      <Card className="overflow-hidden">
        <div
          aria-hidden="true"
          className="h-2 bg-linear-to-r from-accent via-accent-soft to-primary-soft"
        />
        <div className="flex flex-col gap-4 p-5 md:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <ChoreStatusBadge status={chore.status} />
            <PointsPill points={chore.points} />
          </div>
          <h1 className="font-display text-headline font-semibold tracking-tight break-words">
            {chore.title}
          </h1>
          {chore.description ? (
            <p className="break-words whitespace-pre-line text-body">{chore.description}</p>
          ) : null}
          <dl className="grid gap-x-4 gap-y-2 text-body-sm sm:grid-cols-2">
            <div className="flex items-center gap-2">
              <dt className="sr-only">{t('form.property')}</dt>
              <House aria-hidden="true" className="size-4 text-muted-foreground" />
              <dd>
                {isHost ? (
                  <Link to={`/properties/${chore.propertyId}`} className="hover:underline">
                    {chore.propertyTitle}
                  </Link>
                ) : (
                  chore.propertyTitle
                )}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="sr-only">{t('form.group')}</dt>
              <Tag aria-hidden="true" className="size-4 text-muted-foreground" />
              <dd>{choreGroupLabel(chore.group)}</dd>
            </div>
            <div>
              <dt className="sr-only">{t('details.due')}</dt>
              <dd>
                <DueLine dueAt={chore.dueAt} status={chore.status} />
              </dd>
            </div>
            {chore.estimatedMinutes !== null ? (
              <div className="flex items-center gap-2">
                <dt className="sr-only">{t('details.estimatedTime')}</dt>
                <Timer aria-hidden="true" className="size-4 text-muted-foreground" />
                <dd>{t('details.about', { time: minutesText(chore.estimatedMinutes) })}</dd>
              </div>
            ) : null}
            {chore.recurrence !== 'none' ? (
              <div>
                <dt className="sr-only">{t('form.repeats')}</dt>
                <dd>
                  <RecurrenceLine recurrence={chore.recurrence} days={chore.recurrenceDays} />
                </dd>
              </div>
            ) : null}
            <div className="flex items-center gap-2">
              <dt className="sr-only">
                {chore.takenBy ? t('details.doneBy') : t('details.assignedTo')}
              </dt>
              <dd className="flex items-center gap-2">
                {person ? (
                  <>
                    <Avatar
                      src={person.avatarUrl}
                      name={person.fullName}
                      email=""
                      alt=""
                      className="size-6 text-[0.625rem]"
                    />
                    {person.id === me?.id
                      ? t('details.you')
                      : (person.fullName ?? t('person.helper'))}
                  </>
                ) : (
                  <span className="text-muted-foreground">{t('openToAnyMember')}</span>
                )}
              </dd>
            </div>
          </dl>
          {isHost ? <HostActions chore={chore} /> : null}
        </div>
      </Card>

      {chore.status === 'in_progress' && chore.reviewNote ? (
        <Alert tone="error" title={isHost ? t('details.youSentBack') : t('details.hostSentBack')}>
          <span className="whitespace-pre-line">{t('quoted', { text: chore.reviewNote })}</span>
        </Alert>
      ) : null}

      {isHost ? <HostReview chore={chore} /> : <HelperPart chore={chore} userId={me?.id ?? ''} />}
    </div>
  );
}

function HostActions({ chore }: { chore: Chore }) {
  const { t } = useTranslation('chores');
  if (chore.status === 'approved' || chore.status === 'cancelled') return null;
  return (
    <div className="flex flex-wrap gap-2 border-t border-border pt-4">
      <Button asChild variant="outline" size="sm">
        <Link to={`/edit-chore/${chore.id}`}>
          <Pencil aria-hidden="true" />
          {t('common:actions.edit')}
        </Link>
      </Button>
      <CancelChoreButton chore={chore} size="sm" />
    </div>
  );
}

function HostReview({ chore }: { chore: Chore }) {
  const { t } = useTranslation('chores');
  const helper = chore.takenBy?.fullName;
  if (chore.status === 'submitted') {
    return (
      <Card className="flex flex-col gap-4 p-5 md:p-6">
        <h2 className="font-display text-title font-semibold tracking-tight">
          {helper ? t('details.markedDone', { name: helper }) : t('details.markedDoneHelper')}
        </h2>
        <SubmissionDetails chore={chore} />
        <ReviewActions chore={chore} />
      </Card>
    );
  }
  if (chore.status === 'approved') {
    return (
      <Card className="flex flex-col gap-4 p-5 md:p-6">
        <h2 className="font-display text-title font-semibold tracking-tight">
          {helper
            ? t('details.approvedTo', { count: chore.points, name: helper })
            : t('details.approvedToHelper', { count: chore.points })}
        </h2>
        <SubmissionDetails chore={chore} />
      </Card>
    );
  }
  return null;
}

function HelperPart({ chore, userId }: { chore: Chore; userId: string }) {
  const { t } = useTranslation('chores');
  const take = useChoreAction('take');
  const start = useChoreAction('start');
  const fail = (error: unknown) =>
    toast.error(t('actions.failed'), { description: choreErrorText(error) });

  if (chore.status === 'open' && !chore.assignee) {
    return (
      <Card className="flex flex-col gap-3 p-5 md:p-6">
        <h2 className="font-display text-title font-semibold tracking-tight">
          {t('details.upForGrabs')}
        </h2>
        <p className="text-body-sm text-muted-foreground">
          {t('details.upForGrabsText', { property: chore.propertyTitle })}
        </p>
        <Button
          size="lg"
          className="sm:self-start"
          disabled={take.isPending}
          onClick={() =>
            runMutation(take, chore.id, {
              onSuccess: () => toast.success(t('actions.taken')),
              onError: fail,
            })
          }
        >
          <Hand aria-hidden="true" />
          {t('actions.take')}
        </Button>
      </Card>
    );
  }
  if (chore.status === 'open' && chore.assignee?.id === userId) {
    return (
      <Card className="flex flex-col gap-3 p-5 md:p-6">
        <h2 className="font-display text-title font-semibold tracking-tight">
          {t('details.picked')}
        </h2>
        <p className="text-body-sm text-muted-foreground">{t('details.pickedText')}</p>
        <Button
          size="lg"
          variant="accent"
          className="sm:self-start"
          disabled={start.isPending}
          onClick={() =>
            runMutation(start, chore.id, {
              onSuccess: () => toast.success(t('actions.started')),
              onError: fail,
            })
          }
        >
          <Play aria-hidden="true" />
          {t('actions.start')}
        </Button>
      </Card>
    );
  }
  if (chore.status === 'in_progress' && chore.takenBy?.id === userId) {
    return (
      <Card className="flex flex-col gap-4 p-5 md:p-6">
        <h2 className="font-display text-title font-semibold tracking-tight">
          {t('details.doneQuestion')}
        </h2>
        <SubmitChoreForm chore={chore} />
      </Card>
    );
  }
  if (chore.status === 'submitted') {
    return (
      <Card className="flex flex-col gap-4 p-5 md:p-6">
        <h2 className="font-display text-title font-semibold tracking-tight">
          {t('details.waitingForHost')}
        </h2>
        <p className="text-body-sm text-muted-foreground">
          {t('details.youllGet', { count: chore.points })}
        </p>
        <SubmissionDetails chore={chore} />
      </Card>
    );
  }
  if (chore.status === 'approved') {
    return (
      <Alert tone="success" title={t('details.approvedPlus', { count: chore.points })}>
        <Trans
          t={t}
          i18nKey="details.niceWork"
          components={{
            place: <Link to="/rewards" className="font-semibold text-primary hover:underline" />,
          }}
        />
      </Alert>
    );
  }
  if (chore.status === 'cancelled') {
    return <Alert tone="info">{t('details.cancelled')}</Alert>;
  }
  return null;
}
