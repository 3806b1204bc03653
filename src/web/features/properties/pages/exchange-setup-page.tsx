import type { PropertyCard } from '@shared/api/properties';
import { EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Select } from '@web/components/select';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session/session';
import { Compass, Eye, Handshake, HousePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useHostProperties, useTerms, useUpdateProperty } from '../api';
import { PropertyStatusBadge } from '../components/property-visuals';
import { TermsForm } from '../components/terms-form';
import { apiErrorText } from '../error-text';

/** /exchange-setup: choose a property, then its exchange terms. */
export default function ExchangeSetupPage() {
  const { t } = useTranslation('properties');
  const session = useSession();
  if (session.user?.role !== 'host') {
    return (
      <EmptyState
        icon={Handshake}
        headingLevel={1}
        title={t('setup.hostsOnlyTitle')}
        actions={
          <Button asChild>
            <Link to="/explore">
              <Compass aria-hidden="true" />
              {t('findProperties')}
            </Link>
          </Button>
        }
      >
        {t('setup.hostsOnlyText')}
      </EmptyState>
    );
  }
  return <HostExchangeSetup />;
}

function HostExchangeSetup() {
  const { t } = useTranslation('properties');
  const [params, setParams] = useSearchParams();
  const list = useHostProperties();
  const properties = list.data?.pages.flatMap((page) => page.items) ?? [];
  const chosenId = params.get('property');
  const chosen = properties.find((p) => p.id === chosenId) ?? properties[0];

  const heading = <PageHeading title={t('setup.title')} description={t('setup.description')} />;

  if (list.isPending) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-busy="true">
        {heading}
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-[32rem] rounded-2xl" />
      </div>
    );
  }
  if (list.isError)
    return <LoadError error={list.error} onRetry={() => list.refetch()} what={t('host.what')} />;
  if (!chosen) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        {heading}
        <EmptyState
          icon={HousePlus}
          title={t('setup.addFirstTitle')}
          actions={
            <Button asChild>
              <Link to="/properties/add">{t('host.add')}</Link>
            </Button>
          }
        >
          {t('setup.addFirstText')}
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      {heading}
      <Card className="flex flex-col gap-2 p-5">
        <Field label={t('setup.property')}>
          {(control) => (
            <Select
              {...control}
              value={chosen.id}
              onChange={(event) => setParams({ property: event.target.value }, { replace: true })}
            >
              {properties.map((property) => (
                <option key={property.id} value={property.id}>
                  {property.hasTerms
                    ? property.title
                    : t('setup.optionNoTerms', { property: property.title })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <p className="flex items-center gap-2 text-caption text-muted-foreground">
          <PropertyStatusBadge status={chosen.status} />
          <Link
            to={`/properties/${chosen.id}`}
            className="font-semibold text-primary hover:underline"
          >
            {t('setup.view')}
          </Link>
        </p>
      </Card>
      <PropertyTerms key={chosen.id} property={chosen} />
    </div>
  );
}

function PropertyTerms({ property }: { property: PropertyCard }) {
  const { t } = useTranslation('properties');
  const terms = useTerms(property.id);
  const update = useUpdateProperty();

  function list() {
    update.mutate(
      { id: property.id, body: { status: 'listed' } },
      {
        onSuccess: () =>
          toast.success(t('setup.listed', { property: property.title }), {
            description: t('setup.listedText'),
          }),
        onError: (error) =>
          toast.error(t('setup.listFailed'), { description: apiErrorText(error) }),
      },
    );
  }

  if (terms.isPending) return <Skeleton className="h-[32rem] rounded-2xl" />;
  if (terms.isError)
    return (
      <LoadError error={terms.error} onRetry={() => terms.refetch()} what={t('setup.termsWhat')} />
    );

  return (
    <div className="flex flex-col gap-4">
      {terms.data.terms && property.status !== 'listed' ? (
        <Alert tone="info" title={t('setup.notListedTitle', { property: property.title })}>
          <p>{t('setup.notListedText')}</p>
          <Button size="sm" className="mt-3" onClick={list} disabled={update.isPending}>
            <Eye aria-hidden="true" />
            {t('setup.list')}
          </Button>
        </Alert>
      ) : null}
      {!terms.data.terms ? (
        <Alert tone="info" title={t('setup.noTermsTitle')}>
          {t('setup.noTermsText')}
        </Alert>
      ) : null}
      <Card className="p-5 md:p-8">
        {/* Not keyed by the terms: a save must not remount the form under its own callbacks. */}
        <TermsForm propertyId={property.id} terms={terms.data.terms} />
      </Card>
    </div>
  );
}
