import { emailChangeTokenSchema } from '@shared/api/email-change';
import { useQueryClient } from '@tanstack/react-query';
import { AuthLayout } from '@web/components/layout/auth-layout';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SubmitButton } from '@web/components/ui/submit-button';
import { isApiError } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/session/session';
import { ShieldAlert } from 'lucide-react';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useUndoEmailChange } from '../components/email-change-api';
import { serverText } from '../error-messages';

/**
 * /email-change/undo?token=…: "This wasn't me", from the notice mailed to the
 * old address after an email change (issue 19). Public: whoever changed the
 * address may have signed the owner out. Opening it changes nothing (mail
 * scanners follow links); the button confirms with a POST.
 */
export default function EmailChangeUndoPage() {
  const { t } = useTranslation('auth');
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
      ? serverText(undo.error)
      : t('common:errors.unexpected')
    : null;

  return (
    <AuthLayout title={t('emailUndo.title')} description={t('emailUndo.description')}>
      {!emailChangeTokenSchema.safeParse(token).success ? (
        <Alert tone="error">{t('emailUndo.incompleteLink')}</Alert>
      ) : undo.isSuccess ? (
        <div className="flex flex-col gap-5">
          <Alert tone="success" title={t('emailUndo.doneTitle')}>
            <Trans
              t={t}
              i18nKey="emailUndo.doneText"
              values={{ email: undo.data.email }}
              components={{ email: <span className="[overflow-wrap:anywhere]" /> }}
            />
          </Alert>
          <Button asChild variant="outline">
            <Link to="/login">{t('emailUndo.goToLogin')}</Link>
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={t('emailUndo.formLabel')}
          className="flex flex-col gap-5"
        >
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card p-6 text-center shadow-soft">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
              <ShieldAlert aria-hidden="true" className="size-7" />
            </span>
            <p className="w-full text-body">{t('emailUndo.question')}</p>
          </div>
          <SubmitButton size="lg" pending={undo.isPending} pendingLabel={t('emailUndo.restoring')}>
            {t('emailUndo.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
