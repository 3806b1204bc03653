import { AuthLayout } from '@web/components/layout/auth-layout';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SubmitButton } from '@web/components/ui/submit-button';
import { isApiError } from '@web/lib/api-client';
import { MailX } from 'lucide-react';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useStopInvitations } from '../api';

/**
 * /invitations/stop?email=…&token=…: the stop link of every invitation mail
 * (issue 24). Public, no account needed. Opening it changes nothing (mail
 * scanners and previews follow links); the button confirms with a POST.
 */
export default function StopInvitationsPage() {
  const { t } = useTranslation('memberships');
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
      : t('common:errors.unexpected')
    : null;

  return (
    <AuthLayout title={t('stop.title')} description={t('stop.description')}>
      {!email || !token ? (
        <Alert tone="error">{t('stop.incomplete')}</Alert>
      ) : stop.isSuccess ? (
        <div className="flex flex-col gap-5">
          <Alert tone="success">
            <Trans
              t={t}
              i18nKey="stop.done"
              values={{ email: stop.data.email }}
              components={{ email: <span className="[overflow-wrap:anywhere]" /> }}
            />
          </Alert>
          <Button asChild variant="outline">
            <Link to="/">{t('stop.home')}</Link>
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={t('stop.title')}
          className="flex flex-col gap-5"
        >
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card p-6 text-center shadow-soft">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-soft-foreground">
              <MailX aria-hidden="true" className="size-7" />
            </span>
            <p className="w-full text-body [overflow-wrap:anywhere]">
              <Trans
                t={t}
                i18nKey="stop.question"
                values={{ email }}
                components={{ strong: <strong /> }}
              />
            </p>
          </div>
          <SubmitButton size="lg" pending={stop.isPending} pendingLabel={t('stop.stopping')}>
            {t('stop.title')}
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
