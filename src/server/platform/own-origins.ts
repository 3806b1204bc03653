/*
 * The origins a browser may send for the app itself. Normally one: the
 * origin of PUBLIC_URL. While PUBLIC_URL is on a loopback host (a developer
 * or a trial on one machine), the loopback aliases of the same scheme and
 * port count too: http://127.0.0.1:3000 and http://[::1]:3000 reach the very
 * same server as http://localhost:3000, and refusing them made every sign-in
 * fail with "Requests from other sites are not allowed". No other site can
 * be served from a loopback address of this port but the app, so the rule
 * stays as strict everywhere else.
 */

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function isLoopback(hostname: string): boolean {
  return (
    LOOPBACK_HOSTS.includes(hostname) ||
    hostname.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname)
  );
}

export function ownOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!isLoopback(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  const aliases = LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`);
  return [...new Set([url.origin, ...aliases])];
}
