import { signUpBodySchema } from '@shared/api/auth';
import { AuthLayout, SignupSteps } from '@web/components/layout/auth-layout';
import { PasswordField } from '@web/components/password-field';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SubmitButton } from '@web/components/ui/submit-button';
import { LanguagePicker } from '@web/features/language/components/language-picker';
import { chosenRole } from '@web/lib/session/local-user-state';
import { useSession } from '@web/lib/session/session';
import { type FieldErrors, validateForm } from '@web/lib/zod-form';
import { type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSignUp } from '../api';
import { ChosenRoleLine } from '../components/chosen-role-line';
import { EmailField } from '../components/email-field';
import { PasswordRule } from '../components/password-rule';
import { SignUpCheckMail } from '../components/sign-up-check-mail';
import { signUpProblem } from '../error-messages';
import { useKeptRedirect, withRedirect } from '../redirect';

/** /signup: email and password; then the role (unless chosen first at /role-select) and the details. */
export default function SignupPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const { raw } = useKeptRedirect();
  const signUp = useSignUp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [checkMailFor, setCheckMailFor] = useState<string | null>(null);
  // Chosen at /role-select before signing up (issue 19); applied there after.
  const [role] = useState(() => chosenRole());
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (session.status === 'signed-in') {
    return <Navigate replace to={withRedirect('/role-select', raw)} />;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validateForm(signUpBodySchema, { email, password });
    if (!checked.ok) {
      setErrors(checked.errors);
      (checked.errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    signUp.mutate(checked.data, {
      // Signed in: the session change above moves on to the role choice.
      onSuccess: ({ signedIn }) => {
        if (!signedIn) setCheckMailFor(checked.data.email);
      },
      onError: (error) => {
        const problem = signUpProblem(error);
        if (problem.field === 'email' || problem.field === 'password') {
          setErrors({ [problem.field]: problem.message });
          (problem.field === 'email' ? emailRef : passwordRef).current?.focus();
        } else {
          setFormError(problem.message);
        }
      },
    });
  }

  if (checkMailFor) {
    return (
      <AuthLayout
        lead={<SignupSteps current={1} roleChosen={role !== null} />}
        title={t('signUp.checkMail.title')}
        corner={<LanguagePicker compact />}
      >
        <SignUpCheckMail
          email={checkMailFor}
          loginTo={withRedirect('/login', raw)}
          onStartOver={() => {
            setCheckMailFor(null);
            setEmail('');
            setPassword('');
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      lead={<SignupSteps current={1} roleChosen={role !== null} />}
      title={t('signUp.title')}
      description={t('signUp.description')}
      corner={<LanguagePicker compact />}
      footer={
        <>
          {t('signUp.haveAccount')}{' '}
          <Button asChild variant="link">
            <Link to={withRedirect('/login', raw)}>{t('actions.logIn')}</Link>
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-label={t('signUp.formLabel')}
      >
        {role ? <ChosenRoleLine role={role} redirect={raw} /> : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <EmailField
          ref={emailRef}
          value={email}
          onChange={setEmail}
          error={errors.email}
          disabled={signUp.isPending}
          autoComplete="email"
        />
        <PasswordField
          label={t('fields.password')}
          error={errors.password}
          hint={<PasswordRule password={password} />}
          inputRef={passwordRef}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          disabled={signUp.isPending}
        />
        <SubmitButton size="lg" pending={signUp.isPending} pendingLabel={t('signUp.submitting')}>
          {t('signUp.submit')}
        </SubmitButton>
        <p className="text-center text-caption text-muted-foreground">
          <Trans
            t={t}
            i18nKey="signUp.agree"
            components={{
              terms: (
                <Link to="/terms" className="underline underline-offset-2 hover:text-foreground" />
              ),
            }}
          />
        </p>
      </form>
    </AuthLayout>
  );
}
