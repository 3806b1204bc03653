import { matchRoute } from '@shared/routes';
import { strings } from '@shared/strings';
import { ShieldAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';

/**
 * The notice on /dashboard?access=denied&route=… after a role guard sent the
 * viewer away (SPEC 6): 'Access Restricted' with the host-only or helper-only text.
 */
export function AccessDeniedNotice() {
  const [params] = useSearchParams();
  if (params.get('access') !== 'denied') return null;
  const attempted = matchRoute(params.get('route') ?? '')?.route;
  const message =
    attempted?.access === 'helper' ? strings.access.helpersOnly : strings.access.hostsOnly;

  return (
    <div
      role="alert"
      className="mb-5 flex gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-foreground"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div>
        <p className="font-semibold">{strings.access.restrictedTitle}</p>
        <p className="text-body-sm text-muted-foreground">{message}</p>
      </div>
    </div>
  );
}
