import { VERIFIED_PARAM, VERIFY_EMAIL_BANNER_TEXT } from '@shared/api/auth';
import { strings } from '@shared/strings';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { type SessionUser, sessionQueryKey } from '@web/lib/session/session';
import { LoaderCircle, MailWarning } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useResendVerificationMail } from '../api';

export const LINK_PROBLEMS: Record<string, string> = {
  [VERIFIED_PARAM.expired]:
    'That verification link has expired. Send yourself a new one with Resend.',
  [VERIFIED_PARAM.invalid]:
    'That verification link is not valid (it may be incomplete or replaced by a newer one). Send yourself a new one with Resend.',
};

/**
 * The mailed link lands on /dashboard?verified=… (issue 14). Read once, when
 * the shell mounts: '1' says so in a toast; 'expired' and 'invalid' are kept
 * for the banner to explain. The parameter then leaves the address bar.
 */
function useVerifiedLanding(): string | null {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = params.get('verified');
  const [problem] = useState(() => (outcome ? (LINK_PROBLEMS[outcome] ?? null) : null));
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || outcome === null) return;
    handled.current = true;
    if (outcome === VERIFIED_PARAM.ok) {
      toast.success('Email verified', {
        description: 'You can send stay requests, list a property and start conversations.',
      });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('verified');
        return next;
      },
      { replace: true },
    );
  }, [outcome, queryClient, setParams]);
  return problem;
}

/**
 * In the signed-in shell, above every page, until the address is verified:
 * what waits for it, and Resend. Resend answers the same whether or not a
 * mail went out; too many tries get the server's 429 message.
 */
export function VerifyEmailBanner({ user }: { user: SessionUser }) {
  const problem = useVerifiedLanding();
  const resend = useResendVerificationMail();
  const [sent, setSent] = useState(false);
  const titleId = useId();
  if (user.emailVerified) return null;

  const failure = resend.isError
    ? isApiError(resend.error) && resend.error.status === 429
      ? resend.error.message
      : strings.errors.unexpected
    : null;

  const onResend = () => {
    resend.mutate(undefined, {
      onSuccess: () => {
        setSent(true);
        toast.success('Verification mail sent', { description: `Check ${user.email}.` });
      },
    });
  };

  return (
    <section
      aria-labelledby={titleId}
      data-testid="verify-email-banner"
      className="mb-5 flex flex-col gap-3 rounded-xl border border-accent/25 bg-accent-soft/60 p-4 sm:flex-row sm:items-center"
    >
      <MailWarning aria-hidden="true" className="hidden size-6 shrink-0 text-accent sm:block" />
      <div className="min-w-0 flex-1 text-body-sm [overflow-wrap:anywhere]">
        <p id={titleId} className="font-semibold">
          {VERIFY_EMAIL_BANNER_TEXT}
        </p>
        <p className="mt-0.5 text-muted-foreground">
          We sent a link to <strong className="text-foreground">{user.email}</strong>.
        </p>
        {problem ? (
          <p role="alert" className="mt-1 font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="mt-1 font-medium text-destructive">
            {failure}
          </p>
        ) : null}
        <p role="status" className="mt-1 empty:hidden">
          {sent && !resend.isPending && !failure ? 'Verification mail sent. Check your inbox.' : ''}
        </p>
      </div>
      <Button
        variant="outline"
        className="self-start sm:self-center"
        onClick={onResend}
        disabled={resend.isPending}
        aria-busy={resend.isPending || undefined}
      >
        {resend.isPending ? (
          <>
            <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
            Sending…
          </>
        ) : (
          'Resend'
        )}
      </Button>
    </section>
  );
}
