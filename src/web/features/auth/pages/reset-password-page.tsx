import { passwordResetRequestBodySchema, resetPasswordBodySchema } from '@shared/api/auth';
import { AuthLayout } from '@web/components/layout/auth-layout';
import { PasswordField } from '@web/components/password-field';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SubmitButton } from '@web/components/ui/submit-button';
import { type FieldErrors, validateForm } from '@web/lib/zod-form';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRequestPasswordReset, useResetPassword } from '../api';
import { EmailField } from '../components/email-field';
import { MailSentCard } from '../components/mail-sent-card';
import { PasswordRule } from '../components/password-rule';
import { genericProblem, passwordProblem, resetPasswordProblem } from '../error-messages';

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Button asChild variant="link">
      <Link to="/login">
        <ArrowLeft aria-hidden="true" />
        {t('reset.backToLogin')}
      </Link>
    </Button>
  );
}

/**
 * The same words whatever the email: the answer never says whether it has an
 * account. English, as the tests read it; the page shows `reset.requested`.
 */
export const RESET_REQUESTED_TEXT =
  'If an account exists for that email, we’ve sent a link to reset your password. It works once and expires in an hour. Check your spam folder if it hasn’t arrived in a few minutes.';

function RequestResetForm() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validateForm(passwordResetRequestBodySchema, { email });
    if (!checked.ok) {
      setError(checked.errors.email);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    request.mutate(checked.data, {
      onSuccess: () => setSentTo(checked.data.email),
      onError: (failure) => setFormError(genericProblem(failure).message),
    });
  }

  if (sentTo) {
    return (
      <div className="flex flex-col gap-5">
        <MailSentCard>{t('reset.requested')}</MailSentCard>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          {t('reset.differentEmail')}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label={t('reset.requestFormLabel')}
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <EmailField
        ref={inputRef}
        value={email}
        onChange={setEmail}
        error={error}
        disabled={request.isPending}
        autoComplete="email"
      />
      <SubmitButton size="lg" pending={request.isPending} pendingLabel={t('states.sending')}>
        {t('reset.send')}
      </SubmitButton>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirm'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const next: FieldErrors<'password' | 'confirm'> = {};
    next.password = passwordProblem(password);
    if (!next.password && confirm !== password) next.confirm = t('passwords.mismatch');
    if (next.password || next.confirm) {
      setErrors(next);
      (next.password ? passwordRef : confirmRef).current?.focus();
      return;
    }
    const checked = validateForm(resetPasswordBodySchema, { token, newPassword: password });
    if (!checked.ok) {
      setFormError(checked.errors.token ?? checked.errors.newPassword ?? t('reset.checkForm'));
      return;
    }
    setErrors({});
    reset.mutate(checked.data, {
      onSuccess: () => setDone(true),
      onError: (failure) => {
        const problem = resetPasswordProblem(failure);
        if (problem.field === 'password') setErrors({ password: problem.message });
        else setFormError(problem.message);
      },
    });
  }

  if (done) {
    return (
      <div className="flex flex-col gap-5">
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card p-6 text-center shadow-soft">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-soft-foreground">
            <CircleCheck aria-hidden="true" className="size-7" />
          </span>
          <p role="status" className="text-body">
            {t('reset.done')}
          </p>
        </div>
        <Button asChild size="lg">
          <Link to="/login">{t('reset.logInWithNew')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label={t('reset.newTitle')}
    >
      {formError ? (
        <Alert tone="error">
          {formError}{' '}
          <Link to="/reset-password" className="font-semibold text-primary underline">
            {t('reset.getNewLink')}
          </Link>
        </Alert>
      ) : null}
      <PasswordField
        label={t('passwords.new')}
        error={errors.password}
        hint={<PasswordRule password={password} />}
        inputRef={passwordRef}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        disabled={reset.isPending}
      />
      <PasswordField
        label={t('passwords.confirmNew')}
        error={errors.confirm}
        inputRef={confirmRef}
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        disabled={reset.isPending}
      />
      <SubmitButton size="lg" pending={reset.isPending} pendingLabel={t('common:actions.saving')}>
        {t('reset.submitNew')}
      </SubmitButton>
    </form>
  );
}

/** /reset-password: ask for a link; with ?token= from the mail, set a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');

  if (token) {
    return (
      <AuthLayout
        title={t('reset.newTitle')}
        description={t('reset.newDescription')}
        footer={<BackToLogin />}
      >
        <NewPasswordForm token={token} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('reset.title')}
      description={t('reset.description')}
      footer={<BackToLogin />}
    >
      {linkError ? (
        <Alert tone="error" className="mb-5">
          {t('reset.linkExpired')}
        </Alert>
      ) : null}
      <RequestResetForm />
    </AuthLayout>
  );
}
