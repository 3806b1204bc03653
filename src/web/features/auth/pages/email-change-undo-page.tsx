import { emailChangeTokenSchema } from '@shared/api/email-change';
import { strings } from '@shared/strings';
import { useQueryClient } from '@tanstack/react-query';
import { AuthLayout } from '@web/components/layout/auth-layout';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SubmitButton } from '@web/components/ui/submit-button';
import { isApiError } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/session/session';
import { ShieldAlert } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useUndoEmailChange } from '../components/email-change-api';

const INCOMPLETE_LINK = 'This link is incomplete. Open it again from the mail we sent you.';

/**
 * /email-change/undo?token=…: "This wasn't me", from the notice mailed to the
 * old address after an email change (issue 19). Public: whoever changed the
 * address may have signed the owner out. Opening it changes nothing (mail
 * scanners follow links); the button confirms with a POST.
 */
export default function EmailChangeUndoPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const undo = useUndoEmailChange();
  const queryClient = useQueryClient();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    undo.mutate(token, {
      // Every session ended, this browser's too: let the app see it.
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    });
  }

  const problem = undo.error
    ? isApiError(undo.error)
      ? undo.error.message
      : strings.errors.unexpected
    : null;

  return (
    <AuthLayout
      title="Wasn’t you?"
      description="Someone changed the email address of your Homestay account."
    >
      {!emailChangeTokenSchema.safeParse(token).success ? (
        <Alert tone="error">{INCOMPLETE_LINK}</Alert>
      ) : undo.isSuccess ? (
        <div className="flex flex-col gap-5">
          <Alert tone="success" title="Your address is back">
            Your account uses <span className="[overflow-wrap:anywhere]">{undo.data.email}</span>{' '}
            again and every device was signed out. We sent a link to that address: choose a new
            password with it.
          </Alert>
          <Button asChild variant="outline">
            <Link to="/login">Go to log in</Link>
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Restore my email address"
          className="flex flex-col gap-5"
        >
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card p-6 text-center shadow-soft">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
              <ShieldAlert aria-hidden="true" className="size-7" />
            </span>
            <p className="w-full text-body">
              Put your old address back? Every device signed in to your account is signed out, and
              we mail you a link to choose a new password.
            </p>
          </div>
          <SubmitButton size="lg" pending={undo.isPending} pendingLabel="Restoring…">
            Restore my address
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
