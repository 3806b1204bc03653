import { Button } from '@web/components/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MailSentCard } from './mail-sent-card';

/**
 * What sign-up shows when no session came back: the address already has an
 * account, and the server (which answers a registered address exactly like a
 * new one, issue 24) mailed its owner. Said without telling whether it did.
 */
export function SignUpCheckMail({
  email,
  loginTo,
  onStartOver,
}: {
  email: string;
  /** The log-in page, keeping the redirect the visitor came with. */
  loginTo: string;
  onStartOver: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-5">
      <MailSentCard>{t('signUp.checkMail.text', { email })}</MailSentCard>
      <Button asChild size="lg">
        <Link to={loginTo}>{t('actions.logIn')}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/reset-password">{t('signUp.checkMail.reset')}</Link>
      </Button>
      <Button variant="ghost" onClick={onStartOver}>
        {t('reset.differentEmail')}
      </Button>
    </div>
  );
}
