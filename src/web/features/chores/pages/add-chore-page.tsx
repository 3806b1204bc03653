import { EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { runMutation } from '@web/lib/run-mutation';
import { HousePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useCreateChore } from '../api';
import { emptyChoreValues } from '../chore-form-values';
import { ChoreForm } from '../components/chore-form';
import { choreSaveErrors, useChoreFormData } from '../use-chore-form-data';

/** /chores/add (Add Chore): a new chore at one of the host's properties. */
export default function AddChorePage() {
  const { t } = useTranslation('chores');
  const [params] = useSearchParams();
  const [propertyId, setPropertyId] = useState(params.get('property') ?? '');
  const data = useChoreFormData(propertyId);
  const only = data.properties.length === 1 ? data.properties[0] : undefined;
  // Once the one property is known, its members and default points load too.
  if (only && !propertyId) setPropertyId(only.id);
  const chosen = propertyId || only?.id || '';

  const heading = <PageHeading title={t('add.title')} description={t('add.description')} />;

  if (data.propertiesLoading) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6" aria-busy="true">
        {heading}
        <span className="sr-only">{t('add.loading')}</span>
        <Skeleton className="h-[36rem] rounded-2xl" />
      </div>
    );
  }
  if (data.propertiesError)
    return (
      <LoadError
        error={data.propertiesError}
        onRetry={data.refetchProperties}
        what={t('host.loadWhatProperties')}
      />
    );
  if (data.properties.length === 0) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
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
          {t('add.noPropertyText')}
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      {heading}
      <Card className="p-5 md:p-8">
        <AddChoreForm propertyId={chosen} data={data} onPropertyChange={setPropertyId} />
      </Card>
    </div>
  );
}

function AddChoreForm({
  propertyId,
  data,
  onPropertyChange,
}: {
  propertyId: string;
  data: ReturnType<typeof useChoreFormData>;
  onPropertyChange: (id: string) => void;
}) {
  const { t } = useTranslation('chores');
  const navigate = useNavigate();
  const create = useCreateChore();
  const failure = create.isError ? choreSaveErrors(create.error) : null;

  return (
    <ChoreForm
      initial={emptyChoreValues(propertyId, data.defaultPoints)}
      properties={data.properties}
      members={data.members}
      groups={data.groups}
      defaultPoints={data.defaultPoints}
      onPropertyChange={onPropertyChange}
      pending={create.isPending}
      serverErrors={failure?.fields ?? {}}
      formError={failure?.form ?? null}
      submitLabel={t('add.submit')}
      onCancel={() => navigate(-1)}
      onSubmit={(body) =>
        runMutation(create, body, {
          onSuccess: (chore) => {
            const name = chore.assignee?.fullName;
            toast.success(t('add.added'), {
              description: chore.assignee
                ? name
                  ? t('add.told', { name })
                  : t('add.toldHelper')
                : t('add.anyoneCanTake'),
            });
            navigate(`/chores?property=${chore.propertyId}&tab=open`);
          },
        })
      }
    />
  );
}
