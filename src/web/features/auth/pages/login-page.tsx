import { AuthLayout } from '@web/components/layout/auth-layout';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session/session';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { LoginForm } from '../components/login-form';
import { TwoFactorForm } from '../components/two-factor-form';
import { useKeptRedirect, withRedirect } from '../redirect';

/** /login: email and password, then a second factor when the account has one. */
export default function LoginPage() {
  const session = useSession();
  const { raw, target } = useKeptRedirect();
  const [step, setStep] = useState<'password' | 'two-factor'>('password');

  // Signed in (now, or already when the page opened): go on. A new account
  // without a role continues at the role choice.
  if (session.status === 'signed-in') {
    const next = session.user.role === 'user' ? withRedirect('/role-select', raw) : target;
    return <Navigate replace to={next} />;
  }

  if (step === 'two-factor') {
    return (
      <AuthLayout
        title="Two-step verification"
        description="One more step to keep your account safe."
      >
        <TwoFactorForm onCancel={() => setStep('password')} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Log in"
      description="Welcome back. Pick up where you left off."
      footer={
        <>
          New to Homestay?{' '}
          <Button asChild variant="link">
            <Link to={withRedirect('/signup', raw)}>Create an account</Link>
          </Button>
        </>
      }
    >
      {raw ? (
        <Alert tone="info" className="mb-5">
          Log in to continue to the page you asked for.
        </Alert>
      ) : null}
      <LoginForm resetHref="/reset-password" onTwoFactor={() => setStep('two-factor')} />
    </AuthLayout>
  );
}
