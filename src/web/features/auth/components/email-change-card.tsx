import { EMAIL_CHANGE_OUTCOME, type PendingEmailChange } from '@shared/api/email-change';
import { useQueryClient } from '@tanstack/react-query';
import { SectionCard } from '@web/components/section-card';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Mail } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { actionFailed } from './action-failed';
import {
  refreshAfterEmailChange,
  useCancelEmailChange,
  useEmailChangeState,
} from './email-change-api';
import { EmailChangeForm } from './email-change-form';

const OUTCOME_PARAM = 'email-change';

const until = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What the link to the new address did, when the person lands here from it. */
function LinkOutcome({ outcome, email }: { outcome: string; email: string }) {
  if (outcome === EMAIL_CHANGE_OUTCOME.changed) {
    return (
      <Alert tone="success" title="Your email address is changed">
        You now sign in with {email}, and mail from Homestay goes there.
      </Alert>
    );
  }
  if (outcome === EMAIL_CHANGE_OUTCOME.expired) {
    return (
      <Alert tone="error" title="That link has expired">
        Links work for 24 hours. Ask for a new one below.
      </Alert>
    );
  }
  if (outcome === EMAIL_CHANGE_OUTCOME.invalid) {
    return (
      <Alert tone="error" title="That link no longer works">
        It was used already, replaced by a newer one, or the address can’t be used. Your address is
        still {email}.
      </Alert>
    );
  }
  return null;
}

function PendingChange({ pending }: { pending: PendingEmailChange }) {
  const cancel = useCancelEmailChange();
  return (
    <Alert tone="info" title={`Check ${pending.newEmail} for a link`}>
      <p>
        Your address changes when you open it. It works until {until(pending.expiresAt)}; until then
        you keep signing in with your current address.
      </p>
      <Button
        variant="link"
        className="mt-1"
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(undefined, {
            onError: (error) => actionFailed('We couldn’t cancel the change', error),
          })
        }
      >
        {cancel.isPending ? 'Cancelling…' : 'Cancel this change'}
      </Button>
    </Alert>
  );
}

/**
 * Profile › Security: change the email address (issue 19). The new address
 * takes over only once the link mailed to it is opened; until then the card
 * shows the pending change.
 */
export function EmailChangeCard({ email }: { email: string }) {
  const state = useEmailChangeState();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const outcome = params.get(OUTCOME_PARAM);

  // Back from the link: the address on this page (and in the drawer) is read again.
  useEffect(() => {
    if (outcome === EMAIL_CHANGE_OUTCOME.changed) void refreshAfterEmailChange(queryClient);
  }, [outcome, queryClient]);

  return (
    <SectionCard
      headingId="email-change-heading"
      icon={Mail}
      title="Email address"
      description={
        <>
          You sign in with <span className="font-medium break-all text-foreground">{email}</span>. A
          new address takes over once you open the link we mail to it.
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {outcome ? <LinkOutcome outcome={outcome} email={email} /> : null}
        {state.isPending ? (
          <div className="flex flex-col gap-3" role="status" aria-label="Loading">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-40" />
          </div>
        ) : state.isError ? (
          <Alert tone="error" title="We couldn’t check for a pending change">
            <Button variant="link" onClick={() => void state.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <>
            {state.data.pending ? <PendingChange pending={state.data.pending} /> : null}
            <EmailChangeForm currentEmail={email} />
          </>
        )}
      </div>
    </SectionCard>
  );
}
