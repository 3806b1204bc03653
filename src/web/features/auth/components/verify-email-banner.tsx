import { VERIFIED_PARAM } from '@shared/api/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { i18n, translate } from '@web/lib/i18n/i18n';
import { translatedLabels } from '@web/lib/i18n/label-map';
import { type SessionUser, sessionQueryKey } from '@web/lib/session/session';
import { LoaderCircle, MailWarning } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useResendVerificationMail } from '../api';

/** What the banner says of a mailed link that did not verify, by its outcome. */
export const LINK_PROBLEMS: Readonly<Record<string, string>> = translatedLabels(
  'auth',
  'verifyEmail.linkProblems',
  [VERIFIED_PARAM.expired, VERIFIED_PARAM.invalid],
);

/**
 * The mailed link lands on /dashboard?verified=… (issue 14). Read once, when
 * the shell mounts: '1' says so in a toast; 'expired' and 'invalid' are kept
 * for the banner to explain. The parameter then leaves the address bar.
 */
function useVerifiedLanding(): string | null {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = params.get('verified');
  // The outcome is kept; its text is read when shown, in the language on screen.
  const [problem] = useState(() => (outcome && outcome in LINK_PROBLEMS ? outcome : null));
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || outcome === null) return;
    handled.current = true;
    if (outcome === VERIFIED_PARAM.ok) {
      // Any signed-in page: the `auth` texts may not be loaded yet.
      void i18n.loadNamespaces('auth').then(() =>
        toast.success(translate('auth', 'verifyEmail.verifiedTitle'), {
          description: translate('auth', 'verifyEmail.verifiedDescription'),
        }),
      );
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
  if (user.emailVerified) return null;
  return <UnverifiedBanner user={user} problem={problem} />;
}

/** The banner itself: its texts load only for a person who still has to verify. */
function UnverifiedBanner({ user, problem }: { user: SessionUser; problem: string | null }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerificationMail();
  const [sent, setSent] = useState(false);
  const titleId = useId();

  const failure = resend.isError
    ? isApiError(resend.error) && resend.error.status === 429
      ? resend.error.message
      : t('common:errors.unexpected')
    : null;

  const onResend = () => {
    resend.mutate(undefined, {
      onSuccess: () => {
        setSent(true);
        toast.success(t('verifyEmail.sentTitle'), {
          description: t('verifyEmail.sentDescription', { email: user.email }),
        });
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
          {t('verifyEmail.title')}
        </p>
        <p className="mt-0.5 text-muted-foreground">
          <Trans
            t={t}
            i18nKey="verifyEmail.sentTo"
            values={{ email: user.email }}
            components={{ email: <strong className="text-foreground" /> }}
          />
        </p>
        {problem ? (
          <p role="alert" className="mt-1 font-medium text-destructive">
            {LINK_PROBLEMS[problem]}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="mt-1 font-medium text-destructive">
            {failure}
          </p>
        ) : null}
        <p role="status" className="mt-1 empty:hidden">
          {sent && !resend.isPending && !failure ? t('verifyEmail.sentStatus') : ''}
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
            {t('states.sending')}
          </>
        ) : (
          t('verifyEmail.resend')
        )}
      </Button>
    </section>
  );
}
