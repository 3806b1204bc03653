import type { Chore } from '@shared/api/chores';
import { useInfiniteQuery } from '@tanstack/react-query';
import { EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Select } from '@web/components/select';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Skeleton } from '@web/components/ui/skeleton';
import { helpersQuery } from '@web/features/memberships/api';
import { useHostProperties, useProperty } from '@web/features/properties/api';
import {
  HOST_TABS,
  type HostTab,
  hostTabLabel,
  hostTabStatus,
  isHostTab,
  sortForTab,
} from '@web/lib/chore-tabs';
import { choreGroupLabel, choreGroupOptions } from '@web/lib/labels/chore-labels';
import { runMutation } from '@web/lib/run-mutation';
import {
  CheckCheck,
  ClipboardCheck,
  Gift,
  HousePlus,
  ListChecks,
  Plus,
  Sparkles,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { choreErrorText, choreMessage, useBulkApprove, useChoreGroups, useChoreList } from '../api';
import { ChoreCard } from './chore-card';
import { ChoreListBody } from './chore-list';
import { LiveChores } from './live-chores';
import { ReviewActions, SubmissionDetails } from './review-panel';
import { TabList } from './tab-list';

/**
 * /chores for a host: each property's chores by tab, review, and its rewards.
 * The rewards panel belongs to the rewards feature; the page hands it in.
 */
export function HostChores({
  rewards,
}: {
  rewards: (property: { id: string; title: string }) => ReactNode;
}) {
  const { t } = useTranslation('chores');
  const [params, setParams] = useSearchParams();
  const list = useHostProperties();
  const properties = list.data?.pages.flatMap((page) => page.items) ?? [];
  const view = params.get('view') === 'rewards' ? 'rewards' : 'chores';
  const picked = properties.find((p) => p.id === params.get('property'));
  // Chores can be seen across every property; rewards belong to one.
  const chosen =
    picked ?? (view === 'rewards' || properties.length === 1 ? properties[0] : undefined);

  function update(changes: Record<string, string | null>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }

  const addButton = (
    <Button asChild>
      <Link to={chosen ? `/chores/add?property=${chosen.id}` : '/chores/add'}>
        <Plus aria-hidden="true" />
        {t('add.submit')}
      </Link>
    </Button>
  );
  const heading = (
    <PageHeading
      title={t('page.title')}
      description={t('host.description')}
      actions={properties.length > 0 ? addButton : null}
    />
  );

  if (list.isPending)
    return (
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6" aria-busy="true">
        {heading}
        <Skeleton className="h-11 rounded-xl" />
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-32 rounded-2xl" />
      </div>
    );
  if (list.isError)
    return (
      <LoadError
        error={list.error}
        onRetry={() => list.refetch()}
        what={t('host.loadWhatProperties')}
      />
    );
  if (properties.length === 0)
    return (
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
        {heading}
        <EmptyState
          icon={HousePlus}
          title={t('noProperty.title')}
          actions={
            <Button asChild>
              <Link to="/properties/add">{t('noProperty.add')}</Link>
            </Button>
          }
        >
          {t('host.noPropertyText')}
        </EmptyState>
      </div>
    );

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      {heading}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {properties.length > 1 ? (
          <Field label={t('form.property')} className="sm:min-w-64">
            {(control) => (
              <Select
                {...control}
                value={chosen?.id ?? ''}
                onChange={(event) => update({ property: event.target.value || null, helper: null })}
              >
                {view === 'chores' ? <option value="">{t('host.allProperties')}</option> : null}
                {properties.map((property) => (
                  <option key={property.id} value={property.id}>
                    {property.title}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : (
          <p className="font-semibold">{chosen?.title}</p>
        )}
        <nav aria-label={t('host.viewLabel')} className="flex gap-2 sm:ml-auto">
          <Button
            asChild
            size="sm"
            variant={view === 'chores' ? 'secondary' : 'ghost'}
            aria-current={view === 'chores' ? 'page' : undefined}
          >
            <Link to={chosen && picked ? `/chores?property=${chosen.id}` : '/chores'} replace>
              <ListChecks aria-hidden="true" />
              {t('page.title')}
            </Link>
          </Button>
          <Button
            asChild
            size="sm"
            variant={view === 'rewards' ? 'secondary' : 'ghost'}
            aria-current={view === 'rewards' ? 'page' : undefined}
          >
            <Link
              to={`/chores?property=${(chosen ?? properties[0])?.id ?? ''}&view=rewards`}
              replace
            >
              <Gift aria-hidden="true" />
              {t('host.rewardsAndBonus')}
            </Link>
          </Button>
        </nav>
      </div>
      {view === 'rewards' && chosen ? (
        rewards(chosen)
      ) : (
        <PropertyChores
          propertyId={chosen?.id ?? null}
          propertyIds={properties.map((property) => property.id)}
          tab={isHostTab(params.get('tab')) ? (params.get('tab') as HostTab) : 'review'}
          group={params.get('group') ?? ''}
          helper={params.get('helper') ?? ''}
          onChange={update}
        />
      )}
    </div>
  );
}

function PropertyChores({
  propertyId,
  propertyIds,
  tab,
  group,
  helper,
  onChange,
}: {
  /** Null: every property. */
  propertyId: string | null;
  propertyIds: readonly string[];
  tab: HostTab;
  group: string;
  helper: string;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const { t } = useTranslation('chores');
  const panelId = useId();
  const property = useProperty(propertyId ?? undefined);
  const groups = useChoreGroups();
  const everyone = useInfiniteQuery({
    ...helpersQuery({ status: 'active' }, 50),
    enabled: propertyId === null,
  });
  const people = propertyId
    ? property.data?.view === 'host'
      ? property.data.members.map(({ helper: person }) => person)
      : []
    : (everyone.data?.pages.flatMap((page) => page.items.map(({ helper: person }) => person)) ??
      []);
  const members = [...new Map(people.map((person) => [person.id, person])).values()].map(
    (person) => ({ id: person.id, name: person.fullName ?? t('person.helper') }),
  );
  const groupOptions = choreGroupOptions([
    ...(groups.data?.defaults ?? []),
    ...(groups.data?.custom ?? []),
  ]);

  const filters = {
    ...(propertyId ? { propertyId } : {}),
    ...(group ? { group } : {}),
    ...(helper ? { helperId: helper } : {}),
  };
  const query = useChoreList({ ...filters, status: hostTabStatus[tab] });
  const waiting = useChoreList({
    ...(propertyId ? { propertyId } : {}),
    status: 'submitted',
    limit: 50,
  });
  const waitingCount = waiting.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0;

  return (
    <section aria-label={t('page.title')} className="flex flex-col gap-4">
      <LiveChores propertyIds={propertyId ? [propertyId] : propertyIds} />
      <TabList
        label={t('host.tabsLabel')}
        tabs={HOST_TABS}
        labels={hostTabLabel}
        counts={{ review: waitingCount }}
        value={tab}
        onChange={(next) => onChange({ tab: next })}
        panelId={panelId}
        idPrefix="host-chores"
      />
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('form.group')}>
          {(control) => (
            <Select
              {...control}
              value={group}
              onChange={(event) => onChange({ group: event.target.value || null })}
            >
              <option value="">{t('host.allGroups')}</option>
              {groupOptions.map((name) => (
                <option key={name} value={name}>
                  {choreGroupLabel(name)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('host.helper')}>
          {(control) => (
            <Select
              {...control}
              value={helper}
              onChange={(event) => onChange({ helper: event.target.value || null })}
            >
              <option value="">{t('host.everyone')}</option>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`host-chores-${tab}`}
        aria-busy={query.isFetching || undefined}
        className="flex flex-col gap-3"
      >
        {tab === 'review' ? (
          <ReviewList query={query} propertyId={propertyId} />
        ) : (
          <ChoreListBody
            query={query}
            sort={(chores) => sortForTab(chores, tab === 'done')}
            empty={
              <TabEmpty tab={tab} propertyId={propertyId} filtered={Boolean(group || helper)} />
            }
            renderChore={(chore) => <ChoreCard chore={chore} />}
          />
        )}
      </div>
    </section>
  );
}

function TabEmpty({
  tab,
  propertyId,
  filtered,
}: {
  tab: HostTab;
  propertyId: string | null;
  filtered: boolean;
}) {
  const { t } = useTranslation('chores');
  return (
    <EmptyState
      icon={tab === 'review' ? ClipboardCheck : tab === 'done' ? Sparkles : ListChecks}
      title={filtered ? t('host.filteredEmpty.title') : t(`host.empty.${tab}.title`)}
      actions={
        tab === 'open' || tab === 'review' ? (
          <Button asChild variant="outline">
            <Link to={propertyId ? `/chores/add?property=${propertyId}` : '/chores/add'}>
              <Plus aria-hidden="true" />
              {t('host.addAChore')}
            </Link>
          </Button>
        ) : null
      }
    >
      {filtered ? t('host.filteredEmpty.text') : t(`host.empty.${tab}.text`)}
    </EmptyState>
  );
}

/** The To review tab: each submission with its proof, one by one or several at once. */
function ReviewList({
  query,
  propertyId,
}: {
  query: ReturnType<typeof useChoreList>;
  propertyId: string | null;
}) {
  const { t } = useTranslation('chores');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const bulk = useBulkApprove();
  const chores: Chore[] = useMemo(
    () => sortForTab(query.data?.pages.flatMap((page) => page.items) ?? [], false),
    [query.data],
  );
  // Drop selections of chores that left the tab (approved elsewhere, sent back…).
  useEffect(() => {
    setSelected((current) => {
      const ids = new Set(chores.map((chore) => chore.id));
      const next = new Set([...current].filter((id) => ids.has(id)));
      return next.size === current.size ? current : next;
    });
  }, [chores]);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = chores.length > 0 && selected.size === chores.length;
  const selectedPoints = chores
    .filter((chore) => selected.has(chore.id))
    .reduce((sum, chore) => sum + chore.points, 0);

  function approveSelected() {
    runMutation(bulk, [...selected], {
      onSuccess: (reply) => {
        setSelected(new Set());
        if (reply.failed.length === 0)
          toast.success(t('review.bulk.approved', { count: reply.approved.length }));
        else
          toast.warning(
            t('review.bulk.partly', {
              approved: reply.approved.length,
              failed: reply.failed.length,
            }),
            { description: reply.failed[0] ? choreMessage(reply.failed[0].message) : undefined },
          );
      },
      onError: (error) =>
        toast.error(t('review.bulk.failed'), {
          description: choreErrorText(error),
        }),
    });
  }

  return (
    <>
      {chores.length > 1 ? (
        <div className="sticky top-16 z-10 flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card/95 p-3 shadow-soft backdrop-blur md:top-2">
          <label className="inline-flex min-h-10 items-center gap-2 text-body-sm font-semibold">
            <input
              type="checkbox"
              className="size-5 accent-accent"
              checked={allSelected}
              onChange={() =>
                setSelected(allSelected ? new Set() : new Set(chores.map((chore) => chore.id)))
              }
            />
            {t('review.bulk.selectAll')}
          </label>
          <Button
            size="sm"
            variant="accent"
            className="ml-auto"
            disabled={selected.size === 0 || bulk.isPending}
            aria-busy={bulk.isPending || undefined}
            onClick={approveSelected}
          >
            <CheckCheck aria-hidden="true" />
            {selected.size > 0
              ? t('review.bulk.approveCount', { count: selected.size, points: selectedPoints })
              : t('review.bulk.approveSelected')}
          </Button>
        </div>
      ) : null}
      <ChoreListBody
        query={query}
        sort={() => chores}
        empty={<TabEmpty tab="review" propertyId={propertyId} filtered={false} />}
        renderChore={(chore) => (
          <ChoreCard
            chore={chore}
            showProperty={!propertyId}
            leading={
              chores.length > 1 ? (
                <input
                  type="checkbox"
                  aria-label={t('review.bulk.selectNamed', { title: chore.title })}
                  className="mt-1 size-5 shrink-0 accent-accent"
                  checked={selected.has(chore.id)}
                  onChange={() => toggle(chore.id)}
                />
              ) : null
            }
          >
            <SubmissionDetails chore={chore} />
            <ReviewActions chore={chore} compact />
          </ChoreCard>
        )}
      />
    </>
  );
}
