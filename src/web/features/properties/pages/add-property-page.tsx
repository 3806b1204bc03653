import { TERMS_REQUIRED_MESSAGE } from '@shared/api/property-fields';
import { PageHeading } from '@web/components/page-states';
import { isApiError } from '@web/lib/api-client';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCreateProperty, usePhotoListStore, useUpdateProperty } from '../api';
import { TermsNeededNote } from '../components/listing-notes';
import { QueuedPhotos } from '../components/photo-manager';
import { PropertyFormFields } from '../components/property-form-fields';
import { PropertyFormCard } from '../components/property-form-page';
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
              toast.error('Couldn’t save the property', {
                description: isApiError(error) ? error.message : undefined,
              });
            return null;
          });
      if (!property) return;
      setCreatedId(property.id);

      const allUp = await uploads.uploadQueued(property.id);
      if (!allUp) {
        toast.error('Some photos didn’t upload', {
          description: 'The property is saved. Press Save to try them again, or remove them.',
        });
        return;
      }

      const status = form.values.status;
      if (status !== 'draft') {
        try {
          await update.mutateAsync({ id: property.id, body: { status } });
        } catch (error) {
          const message = isApiError(error) ? error.message : TERMS_REQUIRED_MESSAGE;
          toast.info('Saved as a draft');
          navigate(`/properties/${property.id}/edit`, {
            replace: true,
            state: { listingRefused: message } satisfies ListingRefusedState,
          });
          return;
        }
      }
      toast.success('Property saved');
      navigate(`/properties/${property.id}`, { replace: true });
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeading
        title="Add a property"
        description="Tell helpers about your place and the help you need. It stays a draft until you list it."
      />
      <PropertyFormCard
        label="New property"
        onSubmit={save}
        pending={working}
        pendingLabel={uploads.uploading ? 'Uploading photos…' : 'Saving…'}
        submitLabel="Save property"
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
