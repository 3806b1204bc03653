import { matchRoute, type ViewerRole } from '@shared/routes';
import { ShieldAlert, X } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/**
 * The notice on /dashboard?access=denied&route=… after a role guard sent the
 * viewer away (SPEC 6): 'Access Restricted' with the host-only or helper-only
 * text, which page it was and why, and a way to put it away.
 */
export function AccessDeniedNotice({ role }: { role: ViewerRole }) {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  if (params.get('access') !== 'denied') return null;
  const attempted = matchRoute(params.get('route') ?? '')?.route;
  const message =
    attempted?.access === 'helper' ? t('shell:access.helpersOnly') : t('shell:access.hostsOnly');

  const dismiss = () => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('access');
        next.delete('route');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div
      role="alert"
      data-testid="access-denied-notice"
      className="flex gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 p-4 text-foreground md:p-5"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-destructive/10 text-destructive">
        <ShieldAlert aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('shell:access.restrictedTitle')}</p>
        <p className="text-body-sm text-foreground">{message}</p>
        {attempted ? (
          <p className="mt-1 text-body-sm text-muted-foreground">
            <Trans
              t={t}
              i18nKey="accessDenied.tried"
              values={{ page: t(`shell:routes.${attempted.id}`), role }}
              components={{ page: <span className="font-semibold text-foreground" /> }}
            />
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('accessDenied.dismiss')}
        className="-mt-1 -mr-1 flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-destructive/10 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
