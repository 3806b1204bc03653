import type { HostPropertyView } from '@shared/api/properties';
import { LoadError, PageHeading } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError, isApiError } from '@web/lib/api-client';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useDeleteProperty, useProperty, useUpdateProperty } from '../api';
import { ListingRefused, TermsNeededNote } from '../components/listing-notes';
import { PhotoManager } from '../components/photo-manager';
import { PropertyFormFields } from '../components/property-form-fields';
import { PropertyFormCard } from '../components/property-form-page';
import { apiErrorText } from '../error-text';
import { validatePropertyUpdate, valuesFromProperty } from '../property-form-values';
import { usePropertyForm } from '../use-property-form';
import type { ListingRefusedState } from './add-property-page';

function FormSkeleton() {
  const { t } = useTranslation('properties');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-busy="true">
      <span className="sr-only">{t('details.loading')}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-[36rem] rounded-2xl" />
    </div>
  );
}

/** /properties/:propertyId/edit: every field, the photos (saved as you go) and the visibility. */
export default function EditPropertyPage() {
  const { t } = useTranslation('properties');
  const { propertyId = '' } = useParams();
  const property = useProperty(propertyId);
  if (property.isPending) return <FormSkeleton />;
  if (property.isError || property.data.view !== 'host') {
    const error =
      property.error ?? new ApiError({ status: 404, code: 'not_found', message: 'Not found' });
    return (
      <LoadError
        error={error}
        onRetry={() => property.refetch()}
        what={t('details.what')}
        backTo={{ href: '/properties', label: t('details.backToYours') }}
      />
    );
  }
  return <EditPropertyForm property={property.data} />;
}

function EditPropertyForm({ property }: { property: HostPropertyView }) {
  const { t } = useTranslation('properties');
  const navigate = useNavigate();
  const location = useLocation();
  const form = usePropertyForm(valuesFromProperty(property));
  const update = useUpdateProperty();
  const [refused, setRefused] = useState<string | null>(
    (location.state as ListingRefusedState | null)?.listingRefused ?? null,
  );
  const [working, setWorking] = useState(false);

  async function save() {
    const checked = validatePropertyUpdate(form.values);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    setRefused(null);
    setWorking(true);
    const { status, ...fields } = checked.data;
    try {
      // The fields first, then the status: a refused listing keeps the other changes.
      await update.mutateAsync({ id: property.id, body: fields });
      if (status && status !== property.status) {
        try {
          await update.mutateAsync({ id: property.id, body: { status } });
        } catch (error) {
          if (isApiError(error) && error.status === 422) {
            setRefused(apiErrorText(error) ?? error.message);
            form.markSaved({ ...form.values, status: property.status });
            return;
          }
          throw error;
        }
      }
      toast.success(t('edit.saved'));
      navigate(`/properties/${property.id}`);
    } catch (error) {
      if (!form.showServerErrors(error))
        toast.error(t('edit.saveFailed'), { description: apiErrorText(error) });
    } finally {
      setWorking(false);
    }
  }

  const statusNote = refused ? (
    <ListingRefused message={refused} propertyId={property.id} />
  ) : form.values.status === 'listed' && !property.terms ? (
    <TermsNeededNote propertyId={property.id} />
  ) : null;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Button asChild variant="link" size="sm" className="self-start">
        <Link to={`/properties/${property.id}`}>
          <ArrowLeft aria-hidden="true" />
          {property.title}
        </Link>
      </Button>
      <PageHeading title={t('edit.title')} description={t('edit.description')} />
      <PropertyFormCard
        label={t('edit.title')}
        onSubmit={save}
        pending={working}
        pendingLabel={t('common:actions.saving')}
        submitLabel={t('edit.submit')}
        onCancel={() => navigate(`/properties/${property.id}`)}
        dirtyNote={form.dirty}
      >
        <PropertyFormFields
          values={form.values}
          errors={form.errors}
          onChange={form.setField}
          register={form.register}
          disabled={working}
          photos={<PhotoManager propertyId={property.id} photos={property.photos} />}
          statusNote={statusNote}
        />
      </PropertyFormCard>
      <DeleteProperty property={property} />
    </div>
  );
}

function DeleteProperty({ property }: { property: HostPropertyView }) {
  const { t } = useTranslation('properties');
  const navigate = useNavigate();
  const remove = useDeleteProperty(property.id);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Card className="flex flex-col gap-3 border-destructive/30 p-5 md:p-6">
      <h2 className="font-display text-title font-semibold tracking-tight">{t('delete.title')}</h2>
      <p className="text-body-sm text-muted-foreground">{t('delete.text')}</p>
      {problem ? (
        <p className="text-body-sm text-destructive" role="alert">
          {problem}
        </p>
      ) : null}
      <Button
        variant="outline"
        className="self-start text-destructive"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        {t('delete.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('delete.confirmTitle', { property: property.title })}
        description={t('delete.confirmText')}
        confirmLabel={t('delete.button')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('delete.done'));
              navigate('/properties', { replace: true });
            },
            onError: (error) => {
              setOpen(false);
              setProblem(apiErrorText(error) ?? t('delete.failed'));
            },
          })
        }
      />
    </Card>
  );
}
