import { Button } from '@web/components/ui/button';
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
  return (
    <div className="flex flex-col gap-5">
      <MailSentCard>
        If {email} already has a Homestay account, we’ve sent a note to it. Log in with that
        account, or reset its password if you’ve forgotten it.
      </MailSentCard>
      <Button asChild size="lg">
        <Link to={loginTo}>Log in</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/reset-password">Reset your password</Link>
      </Button>
      <Button variant="ghost" onClick={onStartOver}>
        Use a different email
      </Button>
    </div>
  );
}
