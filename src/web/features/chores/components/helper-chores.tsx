import type { Chore } from '@shared/api/chores';
import { EmptyState, PageHeading } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { useMyProperties } from '@web/features/properties/api';
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
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { choreErrorText, useChoreAction, useChoreList } from '../api';
import { ChoreCard } from './chore-card';
import { ChoreListBody } from './chore-list';
import { LiveChores } from './live-chores';
import { TabList } from './tab-list';

/** /chores for a helper: mine, open to take, submitted, done, across their properties. */
export function HelperChores({ userId }: { userId: string }) {
  const { t } = useTranslation('chores');
  const [params, setParams] = useSearchParams();
  const tab: HelperTab = isHelperTab(params.get('tab')) ? (params.get('tab') as HelperTab) : 'mine';
  const panelId = useId();
  const mine = useMyProperties();
  const active = (mine.data?.memberships ?? []).filter(
    ({ membership }) => membership.status === 'active',
  );
  const query = useChoreList({ tab });
  const showProperty = active.length !== 1;

  const heading = <PageHeading title={t('page.title')} description={t('helper.description')} />;

  if (mine.isSuccess && active.length === 0) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        {heading}
        <EmptyState
          icon={Compass}
          title={t('helper.noProperty.title')}
          actions={
            <>
              <Button asChild>
                <Link to="/explore">{t('helper.noProperty.find')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/properties/join">{t('helper.noProperty.inviteCode')}</Link>
              </Button>
            </>
          }
        >
          {t('helper.noProperty.text')}
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <LiveChores propertyIds={active.map(({ property }) => property.id)} />
      {heading}
      <TabList
        label={t('helper.tabsLabel')}
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
              title={t(`helper.empty.${tab}.title`)}
              actions={
                tab === 'mine' ? (
                  <Button variant="outline" onClick={() => setParams({ tab: 'open' })}>
                    {t('helper.seeOpen')}
                  </Button>
                ) : tab === 'done' ? (
                  <Button asChild variant="outline">
                    <Link to="/rewards">{t('rewardsAndPoints')}</Link>
                  </Button>
                ) : null
              }
            >
              {t(`helper.empty.${tab}.text`)}
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
  const { t } = useTranslation('chores');
  const take = useChoreAction('take');
  const start = useChoreAction('start');
  const fail = (error: unknown) =>
    toast.error(t('actions.failed'), { description: choreErrorText(error) });

  if (chore.status === 'open' && !chore.assignee) {
    return (
      <Button
        size="sm"
        className="self-start"
        disabled={take.isPending}
        aria-label={t('actions.takeNamed', { title: chore.title })}
        onClick={() =>
          runMutation(take, chore.id, {
            onSuccess: () =>
              toast.success(t('actions.taken'), {
                description: t('actions.takenDescription', { title: chore.title }),
              }),
            onError: fail,
          })
        }
      >
        <Hand aria-hidden="true" />
        {t('actions.take')}
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
        aria-label={t('actions.startNamed', { title: chore.title })}
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
    );
  }
  if (chore.status === 'in_progress' && chore.takenBy?.id === userId) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild size="sm" variant="accent" className="self-start">
          <Link
            to={`/chores/${chore.id}#submit`}
            aria-label={t('actions.markDoneNamed', { title: chore.title })}
          >
            <CircleCheck aria-hidden="true" />
            {t('actions.markDone')}
          </Link>
        </Button>
        {chore.reviewNote ? (
          <span className="text-body-sm font-semibold text-warning">
            {t('helper.sentBackWithNote')}
          </span>
        ) : null}
      </div>
    );
  }
  return null;
}
