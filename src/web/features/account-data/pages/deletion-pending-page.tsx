import { strings } from '@shared/strings';
import { AuthLayout } from '@web/components/layout/auth-layout';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useSignOut } from '@web/features/auth/api';
import { isApiError } from '@web/lib/api-client';
import { runMutation } from '@web/lib/run-mutation';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useCancelDeletion } from '../deletion-api';
import { formatDeletionDate } from '../deletion-format';

/**
 * What a person whose account waits for deletion sees after signing in, in
 * place of the app (issue 19): the date, 'Cancel deletion' and 'Sign out'.
 * The server refuses their other writes meanwhile, so this is the way back.
 */
export function DeletionPendingPage({ dueAt, userId }: { dueAt: string; userId: string }) {
  useEffect(() => {
    document.title = `Account deletion · ${strings.app.name}`;
  }, []);
  const cancel = useCancelDeletion(userId);
  const { signOut, isPending: signingOut } = useSignOut();
  const [error, setError] = useState<string | null>(null);

  const onCancel = () => {
    setError(null);
    runMutation(cancel, undefined, {
      onSuccess: () =>
        toast.success('Deletion cancelled', {
          description: 'Your account stays. We sent you a mail to confirm.',
        }),
      onError: (failure) =>
        setError(
          isApiError(failure) && failure.message ? failure.message : strings.errors.unexpected,
        ),
    });
  };

  return (
    <AuthLayout
      title="Your account will be deleted"
      description={
        <>
          on <strong className="text-foreground">{formatDeletionDate(dueAt)}</strong>.
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <p className="text-body-sm text-muted-foreground">
          You asked to delete your account. Until that day you can change your mind: cancel the
          deletion and everything stays as it was. Listed properties were paused; list them again
          when you are back.
        </p>
        {error ? (
          <Alert tone="error" title="The deletion was not cancelled">
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
            Cancel deletion
          </Button>
          <Button
            variant="outline"
            onClick={() => void signOut()}
            disabled={cancel.isPending || signingOut}
          >
            Sign out
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}
