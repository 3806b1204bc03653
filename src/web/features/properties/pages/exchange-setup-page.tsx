import type { PropertyCard } from '@shared/api/properties';
import { EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Select } from '@web/components/select';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { useSession } from '@web/lib/session/session';
import { Compass, Eye, Handshake, HousePlus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useHostProperties, useTerms, useUpdateProperty } from '../api';
import { PropertyStatusBadge } from '../components/property-visuals';
import { TermsForm } from '../components/terms-form';

/** /exchange-setup: choose a property, then its exchange terms. */
export default function ExchangeSetupPage() {
  const session = useSession();
  if (session.user?.role !== 'host') {
    return (
      <EmptyState
        icon={Handshake}
        headingLevel={1}
        title="Exchange Setup is for hosts"
        actions={
          <Button asChild>
            <Link to="/explore">
              <Compass aria-hidden="true" />
              Find properties
            </Link>
          </Button>
        }
      >
        Hosts set out the hours, stays and what they provide here. Each listing shows its terms.
      </EmptyState>
    );
  }
  return <HostExchangeSetup />;
}

function HostExchangeSetup() {
  const [params, setParams] = useSearchParams();
  const list = useHostProperties();
  const properties = list.data?.pages.flatMap((page) => page.items) ?? [];
  const chosenId = params.get('property');
  const chosen = properties.find((p) => p.id === chosenId) ?? properties[0];

  const heading = (
    <PageHeading
      title="Exchange setup"
      description="The deal at each property: the help you need, and what you give in return."
    />
  );

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
    return <LoadError error={list.error} onRetry={() => list.refetch()} what="your properties" />;
  if (!chosen) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        {heading}
        <EmptyState
          icon={HousePlus}
          title="Add a property first"
          actions={
            <Button asChild>
              <Link to="/properties/add">Add property</Link>
            </Button>
          }
        >
          Exchange terms belong to a property. Add yours, then come back to set them out.
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      {heading}
      <Card className="flex flex-col gap-2 p-5">
        <Field label="Property">
          {(control) => (
            <Select
              {...control}
              value={chosen.id}
              onChange={(event) => setParams({ property: event.target.value }, { replace: true })}
            >
              {properties.map((property) => (
                <option key={property.id} value={property.id}>
                  {property.title}
                  {property.hasTerms ? '' : ' (no terms yet)'}
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
            View property
          </Link>
        </p>
      </Card>
      <PropertyTerms key={chosen.id} property={chosen} />
    </div>
  );
}

function PropertyTerms({ property }: { property: PropertyCard }) {
  const terms = useTerms(property.id);
  const update = useUpdateProperty();

  function list() {
    update.mutate(
      { id: property.id, body: { status: 'listed' } },
      {
        onSuccess: () =>
          toast.success(`${property.title} is listed`, {
            description: 'Helpers can find it in Explore.',
          }),
        onError: (error) =>
          toast.error('Couldn’t list the property', {
            description: isApiError(error) ? error.message : undefined,
          }),
      },
    );
  }

  if (terms.isPending) return <Skeleton className="h-[32rem] rounded-2xl" />;
  if (terms.isError)
    return <LoadError error={terms.error} onRetry={() => terms.refetch()} what="the terms" />;

  return (
    <div className="flex flex-col gap-4">
      {terms.data.terms && property.status !== 'listed' ? (
        <Alert tone="info" title={`${property.title} isn’t listed`}>
          <p>Its terms are set. List it so helpers can find it in Explore and ask to stay.</p>
          <Button size="sm" className="mt-3" onClick={list} disabled={update.isPending}>
            <Eye aria-hidden="true" />
            List property
          </Button>
        </Alert>
      ) : null}
      {!terms.data.terms ? (
        <Alert tone="info" title="No terms yet">
          We’ve filled in a common starting point. Adjust it and save; then the property can be
          listed.
        </Alert>
      ) : null}
      <Card className="p-5 md:p-8">
        {/* Not keyed by the terms: a save must not remount the form under its own callbacks. */}
        <TermsForm propertyId={property.id} terms={terms.data.terms} />
      </Card>
    </div>
  );
}
