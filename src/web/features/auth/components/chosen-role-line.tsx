import { Link } from 'react-router';
import { withRedirect } from '../redirect';

/** 'Signing up as a helper · change': the role chosen before signing up (issue 19). */
export function ChosenRoleLine({
  role,
  redirect,
}: {
  role: 'host' | 'helper';
  redirect: string | null;
}) {
  return (
    <p className="rounded-xl border border-border bg-muted/40 px-4 py-3 text-body-sm text-foreground">
      Signing up as a <strong className="font-semibold">{role}</strong> ·{' '}
      <Link
        to={withRedirect('/role-select', redirect)}
        aria-label="Change role"
        className="font-semibold text-primary underline underline-offset-2 hover:text-primary-hover"
      >
        change
      </Link>
    </p>
  );
}
