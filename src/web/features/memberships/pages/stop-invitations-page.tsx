import { strings } from '@shared/strings';
import { AuthLayout } from '@web/components/layout/auth-layout';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SubmitButton } from '@web/components/ui/submit-button';
import { isApiError } from '@web/lib/api-client';
import { MailX } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useStopInvitations } from '../api';

const INCOMPLETE_LINK = 'This link is incomplete. Open it again from the invitation mail.';

/**
 * /invitations/stop?email=…&token=…: the stop link of every invitation mail
 * (issue 24). Public, no account needed. Opening it changes nothing (mail
 * scanners and previews follow links); the button confirms with a POST.
 */
export default function StopInvitationsPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const stop = useStopInvitations();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    stop.mutate({ email, token });
  }

  const problem = stop.error
    ? isApiError(stop.error)
      ? stop.error.message
      : strings.errors.unexpected
    : null;

  return (
    <AuthLayout
      title="Stop invitations"
      description="Hosts on Homestay can invite people by email to help at their place."
    >
      {!email || !token ? (
        <Alert tone="error">{INCOMPLETE_LINK}</Alert>
      ) : stop.isSuccess ? (
        <div className="flex flex-col gap-5">
          <Alert tone="success">
            Done. <span className="[overflow-wrap:anywhere]">{stop.data.email}</span> will get no
            more invitations from Homestay hosts.
          </Alert>
          <Button asChild variant="outline">
            <Link to="/">Go to Homestay</Link>
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Stop invitations"
          className="flex flex-col gap-5"
        >
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card p-6 text-center shadow-soft">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-soft-foreground">
              <MailX aria-hidden="true" className="size-7" />
            </span>
            <p className="w-full text-body [overflow-wrap:anywhere]">
              Send no more invitations to <strong>{email}</strong>? A host who tries is told only
              that this address takes no invitations.
            </p>
          </div>
          <SubmitButton size="lg" pending={stop.isPending} pendingLabel="Stopping…">
            Stop invitations
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
