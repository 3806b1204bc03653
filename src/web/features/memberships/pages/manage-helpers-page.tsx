import type { HelperListItem } from '@shared/api/memberships';
import type { PropertyCard } from '@shared/api/properties';
import { EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { PersonCard } from '@web/components/person-card';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { AgreementStatusFor } from '@web/features/agreements/components/agreement-view';
import { useHostProperties } from '@web/features/properties/api';
import { PropertyStatusBadge } from '@web/features/properties/components/property-visuals';
import { isApiError } from '@web/lib/api-client';
import { formatDay } from '@web/lib/labels/property-labels';
import { FileSignature, HousePlus, KeyRound, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useHelpers, useRemoveMember } from '../api';
import { InviteByEmail } from '../components/invite-by-email';

function PropertyMembers({
  property,
  members,
  onRemove,
}: {
  property: PropertyCard;
  members: HelperListItem[];
  onRemove: (row: HelperListItem) => void;
}) {
  const { t } = useTranslation('memberships');
  return (
    <Card className="flex flex-col gap-4 p-5 md:p-6">
      <section aria-label={property.title} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 flex-1 font-display text-title font-semibold tracking-tight">
            <Link to={`/properties/${property.id}`} className="hover:underline">
              {property.title}
            </Link>
          </h2>
          <PropertyStatusBadge status={property.status} />
        </div>
        {members.length === 0 ? (
          <p className="text-body-sm text-muted-foreground">
            <Trans
              t={t}
              i18nKey="manage.noOne"
              components={{
                place: (
                  <Link
                    to={`/properties/${property.id}`}
                    className="font-semibold text-primary underline"
                  />
                ),
              }}
            />
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {members.map((row) => (
              <li
                key={row.membership.id}
                className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0"
              >
                {/* The actions wrap below the name when the card is narrow
                    (a phone, or beside the invite card on a desktop); the
                    name never shrinks under 12rem. */}
                <Link to={`/helpers/${row.helper.id}`} className="min-w-48 flex-1 rounded-xl">
                  <PersonCard person={row.helper} compact>
                    <p className="text-caption text-muted-foreground">
                      {t('manage.sincePoints', {
                        day: formatDay(row.membership.startDate),
                        count: row.membership.exchangePoints,
                      })}
                    </p>
                  </PersonCard>
                </Link>
                <div className="flex flex-wrap items-center gap-2">
                  <AgreementStatusFor propertyId={property.id} helperId={row.helper.id} />
                  <Button asChild variant="outline" size="sm">
                    <Link
                      to={`/properties/${property.id}/${row.membership.agreementFormCompleted ? 'review-agreement' : 'send-agreement'}/${row.helper.id}`}
                    >
                      <FileSignature aria-hidden="true" />
                      <Trans
                        t={t}
                        i18nKey={
                          row.membership.agreementFormCompleted
                            ? 'manage.reviewAgreement'
                            : 'manage.agreement'
                        }
                        values={{ name: row.helper.fullName ?? t('details.thisHelper') }}
                        components={{ sr: <span className="sr-only" /> }}
                      />
                    </Link>
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-destructive"
                    onClick={() => onRemove(row)}
                  >
                    <UserMinus aria-hidden="true" />
                    <Trans
                      t={t}
                      i18nKey="manage.remove"
                      values={{
                        name: row.helper.fullName ?? t('details.thisHelper'),
                        property: property.title,
                      }}
                      components={{ sr: <span className="sr-only" /> }}
                    />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

/** /manage-helpers: who is staying where (remove, with a confirmation) and invites by email. */
export default function ManageHelpersPage() {
  const { t } = useTranslation('memberships');
  const properties = useHostProperties();
  const active = useHelpers({ status: 'active' }, { limit: 50 });
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<HelperListItem | null>(null);
  const propertyList = properties.data?.pages.flatMap((page) => page.items) ?? [];
  const members = active.data?.pages.flatMap((page) => page.items) ?? [];

  const heading = (
    <PageHeading
      title={t('manage.title')}
      description={t('manage.description')}
      actions={
        <Button asChild variant="outline">
          <Link to="/helpers">{t('details.allHelpers')}</Link>
        </Button>
      }
    />
  );

  if (properties.isPending || active.isPending)
    return (
      <div className="flex flex-col gap-5" aria-busy="true">
        {heading}
        <span className="sr-only">{t('manage.loading')}</span>
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  if (properties.isError || active.isError)
    return (
      <LoadError
        error={properties.error ?? active.error}
        onRetry={() => {
          void properties.refetch();
          void active.refetch();
        }}
        what={t('helpers.what')}
      />
    );

  if (propertyList.length === 0)
    return (
      <div className="flex flex-col gap-5">
        {heading}
        <EmptyState
          icon={HousePlus}
          title={t('manage.noPropertyTitle')}
          actions={
            <Button asChild>
              <Link to="/properties/add">{t('manage.addProperty')}</Link>
            </Button>
          }
        >
          {t('manage.noPropertyText')}
        </EmptyState>
      </div>
    );

  return (
    <div className="flex flex-col gap-5">
      {heading}
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-4">
          {propertyList.map((property) => (
            <PropertyMembers
              key={property.id}
              property={property}
              members={members.filter((row) => row.property.id === property.id)}
              onRemove={setRemoving}
            />
          ))}
          {active.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => active.fetchNextPage()}
            >
              {t('manage.loadMore')}
            </Button>
          ) : null}
        </div>
        <div className="order-first flex flex-col gap-4 lg:order-none">
          <InviteByEmail properties={propertyList} />
          <Card className="flex gap-3 p-5 text-body-sm">
            <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <p className="text-muted-foreground">{t('manage.codeNote')}</p>
          </Card>
        </div>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('manage.removeTitle', {
          name: removing?.helper.fullName ?? t('details.thisHelper'),
        })}
        description={
          removing
            ? t('manage.removeText', { property: removing.property.title })
            : t('manage.removeTextNoTitle')
        }
        confirmLabel={t('manage.removeConfirm')}
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(
            { propertyId: removing.property.id, helperId: removing.helper.id },
            {
              onSuccess: () => {
                toast.success(
                  removing.helper.fullName
                    ? t('manage.removedToast', { name: removing.helper.fullName })
                    : t('manage.removedToastNoName'),
                );
                setRemoving(null);
              },
              onError: (error) => {
                setRemoving(null);
                toast.error(t('manage.removeFailed'), {
                  description: isApiError(error) ? error.message : undefined,
                });
              },
            },
          );
        }}
      />
    </div>
  );
}
