import type { Chore } from '@shared/api/chores';
import { EmptyState, PageHeading } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { useMyProperties } from '@web/features/properties/api';
import { isApiError } from '@web/lib/api-client';
import {
  HELPER_TABS,
  type HelperTab,
  helperTabLabel,
  isHelperTab,
  sortForTab,
} from '@web/lib/chore-tabs';
import { runMutation } from '@web/lib/run-mutation';
import { CircleCheck, Clock, Compass, Hand, ListChecks, Play, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useChoreAction, useChoreList } from '../api';
import { ChoreCard } from './chore-card';
import { ChoreListBody } from './chore-list';
import { LiveChores } from './live-chores';
import { TabList } from './tab-list';

const emptyText: Record<HelperTab, { title: string; text: string }> = {
  mine: {
    title: 'Nothing on your list',
    text: 'Chores your host gives you show here. Look at the open ones to pick one up.',
  },
  open: {
    title: 'No open chores',
    text: 'When your host posts a chore anyone can take, it shows here first.',
  },
  submitted: {
    title: 'Nothing waiting for review',
    text: 'Chores you hand in wait here until your host approves them.',
  },
  done: {
    title: 'No approved chores yet',
    text: 'Every chore your host approves lands here, with the points it earned.',
  },
};

/** /chores for a helper: mine, open to take, submitted, done, across their properties. */
export function HelperChores({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const tab: HelperTab = isHelperTab(params.get('tab')) ? (params.get('tab') as HelperTab) : 'mine';
  const panelId = useId();
  const mine = useMyProperties();
  const active = (mine.data?.memberships ?? []).filter(
    ({ membership }) => membership.status === 'active',
  );
  const query = useChoreList({ tab });
  const showProperty = active.length !== 1;

  const heading = (
    <PageHeading title="Chores" description="Your chores, and the ones you could take on." />
  );

  if (mine.isSuccess && active.length === 0) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        {heading}
        <EmptyState
          icon={Compass}
          title="Join a property to get chores"
          actions={
            <>
              <Button asChild>
                <Link to="/explore">Find properties</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/properties/join">I have an invite code</Link>
              </Button>
            </>
          }
        >
          Once a host welcomes you, their chores show up here, and each one you finish earns points.
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <LiveChores propertyIds={active.map(({ property }) => property.id)} />
      {heading}
      <TabList
        label="Your chores"
        tabs={HELPER_TABS}
        labels={helperTabLabel}
        value={tab}
        onChange={(next) => setParams(next === 'mine' ? {} : { tab: next }, { replace: true })}
        panelId={panelId}
        idPrefix="helper-chores"
      />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`helper-chores-${tab}`}
        aria-busy={query.isFetching || undefined}
      >
        <ChoreListBody
          query={query}
          sort={(chores) => sortForTab(chores, tab === 'done' || tab === 'submitted')}
          empty={
            <EmptyState
              icon={tab === 'done' ? Sparkles : tab === 'submitted' ? Clock : ListChecks}
              title={emptyText[tab].title}
              actions={
                tab === 'mine' ? (
                  <Button variant="outline" onClick={() => setParams({ tab: 'open' })}>
                    See open chores
                  </Button>
                ) : tab === 'done' ? (
                  <Button asChild variant="outline">
                    <Link to="/rewards">Rewards &amp; Points</Link>
                  </Button>
                ) : null
              }
            >
              {emptyText[tab].text}
            </EmptyState>
          }
          renderChore={(chore) => (
            <ChoreCard chore={chore} showProperty={showProperty}>
              <QuickAction chore={chore} userId={userId} />
            </ChoreCard>
          )}
        />
      </div>
    </div>
  );
}

/** Take an open chore or start one given to me, right from the list. */
function QuickAction({ chore, userId }: { chore: Chore; userId: string }) {
  const take = useChoreAction('take');
  const start = useChoreAction('start');
  const fail = (error: unknown) =>
    toast.error('Couldn’t do that', { description: isApiError(error) ? error.message : undefined });

  if (chore.status === 'open' && !chore.assignee) {
    return (
      <Button
        size="sm"
        className="self-start"
        disabled={take.isPending}
        onClick={() =>
          runMutation(take, chore.id, {
            onSuccess: () =>
              toast.success('It’s yours', { description: `“${chore.title}” is on your list.` }),
            onError: fail,
          })
        }
      >
        <Hand aria-hidden="true" />
        Take it <span className="sr-only">“{chore.title}”</span>
      </Button>
    );
  }
  if (chore.status === 'open' && chore.assignee?.id === userId) {
    return (
      <Button
        size="sm"
        variant="accent"
        className="self-start"
        disabled={start.isPending}
        onClick={() =>
          runMutation(start, chore.id, { onSuccess: () => toast.success('Started'), onError: fail })
        }
      >
        <Play aria-hidden="true" />
        Start <span className="sr-only">“{chore.title}”</span>
      </Button>
    );
  }
  if (chore.status === 'in_progress' && chore.takenBy?.id === userId) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild size="sm" variant="accent" className="self-start">
          <Link to={`/chores/${chore.id}#submit`}>
            <CircleCheck aria-hidden="true" />
            Mark as done <span className="sr-only">“{chore.title}”</span>
          </Link>
        </Button>
        {chore.reviewNote ? (
          <span className="text-body-sm font-semibold text-warning">Sent back with a note</span>
        ) : null}
      </div>
    );
  }
  return null;
}
