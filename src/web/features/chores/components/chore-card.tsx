import type { Chore } from '@shared/api/chores';
import { Avatar } from '@web/components/avatar';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { translate } from '@web/lib/i18n/i18n';
import { choreGroupLabel } from '@web/lib/labels/chore-labels';
import { ChevronRight, Tag, UserRound, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWaitingHandIn } from '../use-waiting-hand-in';
import { ChoreStatusBadge, DueLine, PointsPill, RecurrenceLine } from './chore-bits';

/** The person the chore is for, as a short line: "Hugo Helper" or "Open to anyone". */
export function doerName(chore: Pick<Chore, 'takenBy' | 'assignee'>): string | null {
  const person = chore.takenBy ?? chore.assignee;
  if (!person) return null;
  return person.fullName ?? translate('chores', 'person.helper');
}

/**
 * One chore in a list: its title (the link to its page), group, points, due
 * line and who does it. `leading` is a slot before it (the bulk-approve
 * checkbox); `children` go under it (the review panel).
 */
export function ChoreCard({
  chore,
  showProperty = false,
  leading,
  children,
  now,
  className,
}: {
  chore: Chore;
  showProperty?: boolean;
  leading?: ReactNode;
  children?: ReactNode;
  now?: Date;
  className?: string;
}) {
  const { t } = useTranslation('chores');
  const person = chore.takenBy ?? chore.assignee;
  const waiting = useWaitingHandIn(chore.id);
  return (
    <Card
      className={cn('flex flex-col gap-3 p-4 md:p-5', className)}
      data-testid="chore-card"
      data-chore-id={chore.id}
    >
      <div className="flex items-start gap-3">
        {leading}
        <div className="min-w-0 flex-1">
          <div className="flex items-start gap-2">
            <h3 className="min-w-0 flex-1 font-display text-[1.0625rem] leading-6 font-semibold tracking-tight">
              <Link
                to={`/chores/${chore.id}`}
                className="group inline-flex max-w-full items-center gap-1 rounded-md hover:underline"
              >
                <span className="break-words">{chore.title}</span>
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 shrink-0 text-muted-foreground group-hover:translate-x-0.5"
                />
              </Link>
            </h3>
            <PointsPill points={chore.points} />
          </div>
          {showProperty ? (
            <p className="mt-0.5 truncate text-caption text-muted-foreground">
              {chore.propertyTitle}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-body-sm">
            <ChoreStatusBadge status={chore.status} />
            {waiting ? <WaitingForConnection /> : null}
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <Tag aria-hidden="true" className="size-4" />
              <span className="sr-only">
                {t('card.group', { group: choreGroupLabel(chore.group) })}
              </span>
              <span aria-hidden="true">{choreGroupLabel(chore.group)}</span>
            </span>
            <DueLine dueAt={chore.dueAt} status={chore.status} {...(now ? { now } : {})} />
            <RecurrenceLine recurrence={chore.recurrence} days={chore.recurrenceDays} />
          </div>
          <p className="mt-2 flex items-center gap-2 text-body-sm">
            {person ? (
              <>
                <Avatar
                  src={person.avatarUrl}
                  name={person.fullName}
                  email=""
                  alt=""
                  className="size-6 text-[0.625rem]"
                />
                <span className="truncate">{doerName(chore)}</span>
              </>
            ) : (
              <>
                <span className="flex size-6 items-center justify-center rounded-full bg-muted text-muted-foreground">
                  <UserRound aria-hidden="true" className="size-3.5" />
                </span>
                <span className="text-muted-foreground">{t('openToAnyMember')}</span>
              </>
            )}
          </p>
        </div>
      </div>
      {children}
    </Card>
  );
}

/** A hand-in made offline, kept on the device until there is a network. */
function WaitingForConnection() {
  const { t } = useTranslation('chores');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-warning/10 px-2.5 py-0.5 text-caption font-semibold text-warning">
      <WifiOff aria-hidden="true" className="size-3.5" />
      {t('card.waitingForConnection')}
    </span>
  );
}
