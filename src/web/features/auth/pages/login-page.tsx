import { AuthLayout } from '@web/components/layout/auth-layout';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { LanguagePicker } from '@web/features/language/components/language-picker';
import { useSession } from '@web/lib/session/session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { LoginForm } from '../components/login-form';
import { TwoFactorForm } from '../components/two-factor-form';
import { useKeptRedirect, withRedirect } from '../redirect';

/** /login: email and password, then a second factor when the account has one. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
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
        title={t('twoFactor.title')}
        description={t('twoFactor.description')}
        corner={<LanguagePicker compact />}
      >
        <TwoFactorForm onCancel={() => setStep('password')} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('login.title')}
      description={t('login.description')}
      corner={<LanguagePicker compact />}
      footer={
        <>
          {t('login.newHere')}{' '}
          <Button asChild variant="link">
            <Link to={withRedirect('/signup', raw)}>{t('login.createAccount')}</Link>
          </Button>
        </>
      }
    >
      {raw ? (
        <Alert tone="info" className="mb-5">
          {t('login.toContinue')}
        </Alert>
      ) : null}
      <LoginForm resetHref="/reset-password" onTwoFactor={() => setStep('two-factor')} />
    </AuthLayout>
  );
}
