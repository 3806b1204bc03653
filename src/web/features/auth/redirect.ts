import { safeRedirectPath } from '@shared/routes';
import { useSearchParams } from 'react-router';

const FLOW_PAGES = /^\/(login|signup|role-select|reset-password)(\/|\?|#|$)/i;

/** `path` with the kept `redirect` query added (when there is one). */
export function withRedirect(path: string, redirect: string | null): string {
  if (!redirect) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}redirect=${encodeURIComponent(redirect)}`;
}

/**
 * The `redirect` query carried through login and sign-up: `raw` is the safe
 * path as given (null when absent or unsafe), `target` where to go at the end.
 */
export function useKeptRedirect(fallback = '/dashboard') {
  const [params] = useSearchParams();
  const given = params.get('redirect');
  const safe = given ? safeRedirectPath(given, '') : '';
  // Never back into the flow itself (a loop), only onwards.
  const raw = safe === '' || FLOW_PAGES.test(safe) ? null : safe;
  return { raw, target: raw ?? fallback };
}
