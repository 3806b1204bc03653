import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('auth');
  return (
    <p className="rounded-xl border border-border bg-muted/40 px-4 py-3 text-body-sm text-foreground">
      <Trans
        t={t}
        i18nKey="signUp.chosenRole"
        values={{ role }}
        components={{
          role: <strong className="font-semibold" />,
          change: (
            <Link
              to={withRedirect('/role-select', redirect)}
              aria-label={t('signUp.changeRole')}
              className="font-semibold text-primary underline underline-offset-2 hover:text-primary-hover"
            />
          ),
        }}
      />
    </p>
  );
}
