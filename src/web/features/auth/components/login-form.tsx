import { signInBodySchema } from '@shared/api/auth';
import { PasswordField } from '@web/components/password-field';
import { Alert } from '@web/components/ui/alert';
import { SubmitButton } from '@web/components/ui/submit-button';
import { type FieldErrors, validateForm } from '@web/lib/zod-form';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSignedInReply, useSignIn } from '../api';
import { signInProblem } from '../error-messages';
import { EmailField } from './email-field';

interface LoginFormProps {
  /** The sign-in asked for a second factor. */
  onTwoFactor: (methods: readonly string[]) => void;
  resetHref: string;
}

/** Email and password; the session query takes over once it succeeds. */
export function LoginForm({ onTwoFactor, resetHref }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validateForm(signInBodySchema, { email, password, rememberMe: remember });
    if (!checked.ok) {
      setErrors(checked.errors);
      (checked.errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    signIn.mutate(checked.data, {
      onSuccess: (reply) => {
        if (!isSignedInReply(reply)) onTwoFactor(reply.twoFactorMethods);
      },
      onError: (error) => {
        const problem = signInProblem(error);
        setFormError(problem.message);
        setPassword('');
        passwordRef.current?.focus();
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label={t('login.formLabel')}
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <EmailField
        ref={emailRef}
        value={email}
        onChange={setEmail}
        error={errors.email}
        disabled={signIn.isPending}
        autoComplete="username"
      />
      <PasswordField
        label={t('fields.password')}
        error={errors.password}
        aside={
          <Link
            to={resetHref}
            className="rounded text-body-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('login.forgot')}
          </Link>
        }
        inputRef={passwordRef}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        disabled={signIn.isPending}
      />
      <label className="flex cursor-pointer items-center gap-3 text-body-sm">
        <input
          type="checkbox"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
          className="size-5 rounded accent-primary"
        />
        {t('login.remember')}
      </label>
      <SubmitButton size="lg" pending={signIn.isPending} pendingLabel={t('login.submitting')}>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
