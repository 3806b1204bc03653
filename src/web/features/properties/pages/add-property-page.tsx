import { PageHeading } from '@web/components/page-states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCreateProperty, usePhotoListStore, useUpdateProperty } from '../api';
import { TermsNeededNote } from '../components/listing-notes';
import { QueuedPhotos } from '../components/photo-manager';
import { PropertyFormFields } from '../components/property-form-fields';
import { PropertyFormCard } from '../components/property-form-page';
import { apiErrorText } from '../error-text';
import { usePhotoUploads } from '../photo-uploads';
import { emptyPropertyValues, validateNewProperty } from '../property-form-values';
import { usePropertyForm } from '../use-property-form';

/** Where the edit page learns that listing was refused right after creating. */
export interface ListingRefusedState {
  listingRefused?: string;
}

/**
 * /properties/add: the details, photos (uploaded once the property exists,
 * each with its progress) and the visibility. A new property starts as a
 * draft; listing it is asked for after the photos are up.
 */
export default function AddPropertyPage() {
  const { t } = useTranslation('properties');
  const navigate = useNavigate();
  const form = usePropertyForm(emptyPropertyValues);
  const create = useCreateProperty();
  const [createdId, setCreatedId] = useState<string | null>(null);
  const update = useUpdateProperty();
  const uploads = usePhotoUploads({ existingCount: 0, onUploaded: usePhotoListStore() });
  const [working, setWorking] = useState(false);

  async function save() {
    const checked = validateNewProperty(form.values);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    setWorking(true);
    try {
      const property = createdId
        ? { id: createdId }
        : await create.mutateAsync(checked.data).catch((error: unknown) => {
            if (!form.showServerErrors(error))
              toast.error(t('add.saveFailed'), { description: apiErrorText(error) });
            return null;
          });
      if (!property) return;
      setCreatedId(property.id);

      const allUp = await uploads.uploadQueued(property.id);
      if (!allUp) {
        toast.error(t('add.photosFailed'), { description: t('add.photosFailedText') });
        return;
      }

      const status = form.values.status;
      if (status !== 'draft') {
        try {
          await update.mutateAsync({ id: property.id, body: { status } });
        } catch (error) {
          const message = apiErrorText(error) ?? t('listing.termsRequired');
          toast.info(t('add.savedAsDraft'));
          navigate(`/properties/${property.id}/edit`, {
            replace: true,
            state: { listingRefused: message } satisfies ListingRefusedState,
          });
          return;
        }
      }
      toast.success(t('add.saved'));
      navigate(`/properties/${property.id}`, { replace: true });
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeading title={t('add.title')} description={t('add.description')} />
      <PropertyFormCard
        label={t('add.formLabel')}
        onSubmit={save}
        pending={working}
        pendingLabel={uploads.uploading ? t('add.uploading') : t('common:actions.saving')}
        submitLabel={t('add.submit')}
        onCancel={() => navigate('/properties')}
      >
        <PropertyFormFields
          values={form.values}
          errors={form.errors}
          onChange={form.setField}
          register={form.register}
          disabled={working}
          photos={<QueuedPhotos uploads={uploads} disabled={working} />}
          statusNote={form.values.status === 'listed' ? <TermsNeededNote /> : null}
        />
      </PropertyFormCard>
    </div>
  );
}
