/*
 * Which URLs the server will POST a push to. The endpoint comes from the
 * browser, that is from anyone with a session: without this list the server
 * could be made to send requests to any address, inside our network too
 * (SSRF). Only the public push services of the browsers we know, over https,
 * plus the origins an operator adds (PUSH_ENDPOINT_ORIGINS: a self-hosted
 * push service, the tests' local endpoint).
 */

/** Exact hosts, and parent domains whose every subdomain is a push service. */
const PUSH_HOSTS = new Set(['fcm.googleapis.com', 'web.push.apple.com']);
const PUSH_DOMAINS = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

export const ENDPOINT_NOT_ALLOWED_MESSAGE =
  "This browser's push service is not one Homestay can send to";

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_HOSTS.has(host) || PUSH_DOMAINS.some((domain) => host.endsWith(domain));
}
