import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Keeps a caller's (or a proxy's) x-request-id when it is a plain token, so one
 * id follows a request through every hop; otherwise makes a new one. The id is
 * in every log line of the request and in the reply's x-request-id header.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)) return incoming;
  return randomUUID();
}
