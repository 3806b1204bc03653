import { AuthLayout } from '@web/components/layout/auth-layout';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useSignOut } from '@web/features/auth/api';
import { isApiError } from '@web/lib/api-client';
import { runMutation } from '@web/lib/run-mutation';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCancelDeletion } from '../deletion-api';
import { formatDeletionDate } from '../deletion-format';

/**
 * What a person whose account waits for deletion sees after signing in, in
 * place of the app (issue 19): the date, 'Cancel deletion' and 'Sign out'.
 * The server refuses their other writes meanwhile, so this is the way back.
 */
export function DeletionPendingPage({ dueAt, userId }: { dueAt: string; userId: string }) {
  const { t } = useTranslation('account-data');
  const documentTitle = t('pending.documentTitle', { app: t('common:app.name') });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  const cancel = useCancelDeletion(userId);
  const { signOut, isPending: signingOut } = useSignOut();
  const [error, setError] = useState<string | null>(null);

  const onCancel = () => {
    setError(null);
    runMutation(cancel, undefined, {
      onSuccess: () =>
        toast.success(t('pending.cancelled'), {
          description: t('pending.cancelledDescription'),
        }),
      onError: (failure) =>
        setError(
          isApiError(failure) && failure.message ? failure.message : t('common:errors.unexpected'),
        ),
    });
  };

  return (
    <AuthLayout
      title={t('pending.title')}
      description={
        <Trans
          t={t}
          i18nKey="pending.when"
          values={{ date: formatDeletionDate(dueAt) }}
          components={{ date: <strong className="text-foreground" /> }}
        />
      }
    >
      <div className="flex flex-col gap-5">
        <p className="text-body-sm text-muted-foreground">{t('pending.body')}</p>
        {error ? (
          <Alert tone="error" title={t('pending.notCancelled')}>
            {error}
          </Alert>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            onClick={onCancel}
            disabled={cancel.isPending || signingOut}
            aria-busy={cancel.isPending || undefined}
          >
            {cancel.isPending ? (
              <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
            ) : null}
            {t('pending.cancel')}
          </Button>
          <Button
            variant="outline"
            onClick={() => void signOut()}
            disabled={cancel.isPending || signingOut}
          >
            {t('pending.signOut')}
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}
