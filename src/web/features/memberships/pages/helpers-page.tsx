import { type MembershipStatus, membershipStatusSchema } from '@shared/api/properties';
import { Avatar } from '@web/components/avatar';
import { EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Select } from '@web/components/select';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Skeleton } from '@web/components/ui/skeleton';
import { useHostProperties } from '@web/features/properties/api';
import { HelperReputation } from '@web/features/reviews/components/helper-reputation';
import { formatDay, formatDayRange } from '@web/lib/labels/property-labels';
import { ChevronRight, LoaderCircle, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useHelpers } from '../api';
import { MembershipStatusBadge } from '../components/membership-status-badge';

/** The status filter's choices; '' is everyone. */
const statusOptions: ReadonlyArray<MembershipStatus | ''> = ['', 'active', 'left', 'removed'];

/** /helpers (View Helpers): everyone who is or was a member, by property and status. */
export default function HelpersPage() {
  const { t } = useTranslation('memberships');
  const [params, setParams] = useSearchParams();
  const propertyId = params.get('property') ?? '';
  const parsedStatus = membershipStatusSchema.safeParse(params.get('status'));
  const status = parsedStatus.success ? parsedStatus.data : undefined;
  const properties = useHostProperties();
  const propertyList = properties.data?.pages.flatMap((page) => page.items) ?? [];
  const filters = { ...(propertyId ? { propertyId } : {}), ...(status ? { status } : {}) };
  const helpers = useHelpers(filters);
  const rows = helpers.data?.pages.flatMap((page) => page.items) ?? [];

  const setFilter = (key: 'property' | 'status', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeading
        title={t('helpers.title')}
        description={t('helpers.description')}
        actions={
          <Button asChild variant="outline">
            <Link to="/manage-helpers">{t('manage.title')}</Link>
          </Button>
        }
      />
      <Card className="grid gap-4 p-4 sm:grid-cols-2 md:p-5">
        <Field label={t('helpers.property')}>
          {(control) => (
            <Select
              {...control}
              value={propertyId}
              onChange={(event) => setFilter('property', event.target.value)}
            >
              <option value="">{t('helpers.allProperties')}</option>
              {propertyList.map((property) => (
                <option key={property.id} value={property.id}>
                  {property.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('helpers.status')}>
          {(control) => (
            <Select
              {...control}
              value={status ?? ''}
              onChange={(event) => setFilter('status', event.target.value)}
            >
              {statusOptions.map((option) => (
                <option key={option} value={option}>
                  {t(`helpers.statusOption.${option || 'all'}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Card>

      {helpers.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">{t('helpers.loading')}</span>
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-20 rounded-2xl" />
        </div>
      ) : helpers.isError ? (
        <LoadError
          error={helpers.error}
          onRetry={() => helpers.refetch()}
          what={t('helpers.what')}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={Users}
          title={propertyId || status ? t('helpers.noMatch') : t('helpers.none')}
          actions={
            propertyId || status ? (
              <Button variant="outline" onClick={() => setParams({}, { replace: true })}>
                {t('helpers.showEveryone')}
              </Button>
            ) : (
              <Button asChild>
                <Link to="/manage-helpers">{t('helpers.invite')}</Link>
              </Button>
            )
          }
        >
          {propertyId || status ? t('helpers.noMatchText') : t('helpers.noneText')}
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {rows.map(({ helper, membership, property }) => (
              <li key={membership.id}>
                <Link
                  to={`/helpers/${helper.id}`}
                  className="flex items-center gap-3 rounded-2xl border border-border bg-card p-3 shadow-soft transition-colors hover:border-input md:p-4"
                >
                  <Avatar
                    src={helper.avatarUrl}
                    name={helper.fullName}
                    email=""
                    alt=""
                    className="size-12 text-body"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="truncate font-semibold">
                        {helper.fullName ?? t('details.helper')}
                      </span>
                      <MembershipStatusBadge status={membership.status} />
                    </span>
                    <span className="block truncate text-body-sm text-muted-foreground">
                      {property.title}
                    </span>
                    <HelperReputation helperId={helper.id} compact className="mt-0.5" />
                    <span className="block text-caption text-muted-foreground">
                      {membership.status === 'active'
                        ? t('helpers.since', { day: formatDay(membership.startDate) })
                        : formatDayRange(
                            membership.startDate,
                            membership.endedAt?.slice(0, 10) ?? membership.endDate,
                          )}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
          {helpers.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => helpers.fetchNextPage()}
              disabled={helpers.isFetchingNextPage}
            >
              {helpers.isFetchingNextPage ? (
                <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
              ) : null}
              {t('helpers.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
