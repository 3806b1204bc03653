import type { Chore } from '@shared/api/chores';
import { LoadError, PageHeading } from '@web/components/page-states';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { runMutation } from '@web/lib/run-mutation';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useChore, usePropertyChoresLive, useUpdateChore } from '../api';
import { valuesFromChore } from '../chore-form-values';
import { CancelChoreButton } from '../components/cancel-chore-button';
import { ChoreForm } from '../components/chore-form';
import { choreSaveErrors, useChoreFormData } from '../use-chore-form-data';

/** /edit-chore/:choreId (Edit Chore): change a chore that is not approved or cancelled. */
export default function EditChorePage() {
  const { t } = useTranslation('chores');
  const { choreId = '' } = useParams();
  const chore = useChore(choreId);
  usePropertyChoresLive(chore.data?.propertyId);

  if (chore.isPending)
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6" aria-busy="true">
        <PageHeading title={t('edit.title')} />
        <span className="sr-only">{t('details.loading')}</span>
        <Skeleton className="h-[36rem] rounded-2xl" />
      </div>
    );
  if (chore.isError)
    return (
      <LoadError
        error={chore.error}
        onRetry={() => chore.refetch()}
        what={t('details.loadWhat')}
        backTo={{ href: '/chores', label: t('details.allChores') }}
      />
    );
  return <EditChore chore={chore.data} />;
}

function EditChore({ chore }: { chore: Chore }) {
  const { t } = useTranslation('chores');
  const navigate = useNavigate();
  const data = useChoreFormData(chore.propertyId);
  const update = useUpdateChore(chore.id);
  const failure = update.isError ? choreSaveErrors(update.error) : null;
  const locked = chore.status === 'approved' || chore.status === 'cancelled';
  const back = (
    <Button asChild variant="link" size="sm" className="self-start">
      <Link to={`/chores/${chore.id}`}>
        <ArrowLeft aria-hidden="true" />
        {t('edit.backToChore')}
      </Link>
    </Button>
  );

  if (locked) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        {back}
        <PageHeading title={t('edit.title')} description={chore.title} />
        <Alert tone="info" title={t('edit.locked.title')}>
          {chore.status === 'approved' ? t('edit.locked.approved') : t('edit.locked.cancelled')}
        </Alert>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={`/chores/add?property=${chore.propertyId}`}>{t('host.addAChore')}</Link>
          </Button>
        </div>
      </div>
    );
  }

  const beingDone = chore.status === 'in_progress' || chore.status === 'submitted';
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      {back}
      <PageHeading
        title={t('edit.title')}
        description={t('edit.at', { property: chore.propertyTitle })}
      />
      <Card className="p-5 md:p-8">
        {data.propertiesLoading ? (
          <Skeleton className="h-[30rem]" />
        ) : (
          <ChoreForm
            initial={valuesFromChore(chore)}
            properties={
              data.properties.length > 0
                ? data.properties
                : [{ id: chore.propertyId, title: chore.propertyTitle }]
            }
            propertyLocked
            members={data.members}
            groups={data.groups}
            assigneeLockedReason={
              beingDone
                ? chore.takenBy?.fullName
                  ? t('edit.assigneeLocked', { name: chore.takenBy.fullName })
                  : t('edit.assigneeLockedHelper')
                : undefined
            }
            initialDueAt={chore.dueAt}
            pending={update.isPending}
            serverErrors={failure?.fields ?? {}}
            formError={failure?.form ?? null}
            submitLabel={t('edit.submit')}
            onCancel={() => navigate(`/chores/${chore.id}`)}
            onSubmit={(body) => {
              const { assigneeId, ...rest } = body;
              runMutation(update, beingDone ? { ...rest } : { ...rest, assigneeId }, {
                onSuccess: () => {
                  toast.success(t('edit.saved'));
                  navigate(`/chores/${chore.id}`);
                },
              });
            }}
            footer={<CancelChoreButton chore={chore} onCancelled={() => navigate('/chores')} />}
          />
        )}
      </Card>
    </div>
  );
}
