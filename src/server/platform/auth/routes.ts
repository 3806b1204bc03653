import {
  changePasswordBodySchema,
  emptyBodySchema,
  passwordResetRequestBodySchema,
  resetPasswordBodySchema,
  revokeSessionBodySchema,
  signInBodySchema,
  signUpBodySchema,
  signUpReplySchema,
  twoFactorPasswordBodySchema,
  twoFactorVerifyBodySchema,
} from '@shared/api/auth';
import { ERROR_STATUS, type ErrorCode } from '@shared/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { errorBody } from '../errors';
import { type Auth, CLIENT_IP_HEADER } from './auth';
import type { LoginFailureCounter } from './login-failures';

/**
 * A preValidation hook for POSTs that take no fields: a request sent with no
 * body at all (fetch(url, { method: 'POST' })) counts as `{}`.
 */
export async function missingBodyIsEmpty(request: FastifyRequest): Promise<void> {
  const noBody = !request.headers['content-type'] && !Number(request.headers['content-length']);
  if (noBody && (request.body === undefined || request.body === null)) request.body = {};
}

type Endpoint = {
  method: 'GET' | 'POST';
  path: string;
  body?: ZodType;
  /** A POST with no body at all (fetch(url, { method: 'POST' })) counts as `{}`. */
  emptyBodyAllowed?: boolean;
};

/**
 * The better-auth endpoints we expose, and only these: everything else
 * better-auth has (social sign-in, update-user, delete-user, change-email…)
 * answers 404. Each body is checked by our strict shared schema first.
 */
export const AUTH_ENDPOINTS: readonly Endpoint[] = [
  { method: 'POST', path: '/sign-up/email', body: signUpBodySchema },
  { method: 'POST', path: '/sign-in/email', body: signInBodySchema },
  { method: 'POST', path: '/sign-out', body: emptyBodySchema, emptyBodyAllowed: true },
  { method: 'GET', path: '/get-session' },
  { method: 'POST', path: '/request-password-reset', body: passwordResetRequestBodySchema },
  { method: 'POST', path: '/reset-password', body: resetPasswordBodySchema },
  { method: 'POST', path: '/change-password', body: changePasswordBodySchema },
  { method: 'GET', path: '/list-sessions' },
  { method: 'POST', path: '/revoke-session', body: revokeSessionBodySchema },
  {
    method: 'POST',
    path: '/revoke-other-sessions',
    body: emptyBodySchema,
    emptyBodyAllowed: true,
  },
  { method: 'POST', path: '/revoke-sessions', body: emptyBodySchema, emptyBodyAllowed: true },
  { method: 'POST', path: '/two-factor/enable', body: twoFactorPasswordBodySchema },
  { method: 'POST', path: '/two-factor/disable', body: twoFactorPasswordBodySchema },
  { method: 'POST', path: '/two-factor/get-totp-uri', body: twoFactorPasswordBodySchema },
  { method: 'POST', path: '/two-factor/verify-totp', body: twoFactorVerifyBodySchema },
  { method: 'POST', path: '/two-factor/verify-backup-code', body: twoFactorVerifyBodySchema },
  {
    method: 'POST',
    path: '/two-factor/generate-backup-codes',
    body: twoFactorPasswordBodySchema,
  },
  { method: 'GET', path: '/token' },
  { method: 'GET', path: '/jwks' },
];

const FORWARDED_HEADERS = [
  'cookie',
  'origin',
  'referer',
  'user-agent',
  'accept-language',
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
];

// Hop-by-hop or recomputed by Fastify; set-cookie is copied separately.
const DROPPED_REPLY_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
]);

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'rule_broken',
  429: 'rate_limited',
};

export const ACCOUNT_LOCKED_MESSAGE =
  'Too many failed sign-in attempts for this account. Please try again in an hour, or reset your password.';

/** Builds the Fetch Request better-auth expects from a Fastify request. */
export function toFetchRequest(
  request: FastifyRequest,
  publicUrl: string,
  path: string,
  body: unknown,
): Request {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const init: RequestInit = { method: request.method, headers };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body ?? {});
  }
  return new Request(`${publicUrl}/api/auth${path}`, init);
}

function ownCode(code: unknown, status: number): ErrorCode | undefined {
  if (typeof code !== 'string' || !Object.hasOwn(ERROR_STATUS, code)) return undefined;
  return ERROR_STATUS[code as ErrorCode] === status ? (code as ErrorCode) : undefined;
}

/** Copies better-auth's answer onto the reply: status, headers, every set-cookie, and the body in our error shape when it failed. */
export async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (!DROPPED_REPLY_HEADERS.has(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('cache-control', 'no-store');
  const text = await response.text();
  if (response.status < 400) return reply.send(text === '' ? undefined : text);
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // Not JSON: keep the generic message.
  }
  // Our own code when a hook of ours refused with one (account_suspended);
  // better-auth's own codes (UPPER_CASE) go in `reason` below.
  const own = ownCode(parsed.code, response.status);
  const code =
    own ??
    STATUS_CODES[response.status] ??
    (response.status >= 500 ? 'internal_error' : 'bad_request');
  const message =
    response.status >= 500
      ? 'An unexpected error occurred'
      : typeof parsed.message === 'string' && parsed.message
        ? parsed.message
        : 'The request was refused';
  const body = errorBody(code, message);
  const reason = typeof parsed.code === 'string' && !own ? parsed.code : undefined;
  return reply
    .type('application/json; charset=utf-8')
    .send(reason ? { error: { ...body.error, reason } } : body);
}

/**
 * Mounts better-auth at /api/auth through Fastify (Fastify request -> Fetch
 * Request -> auth.handler -> reply), one route per exposed endpoint so each
 * is validated, listed in app.routeCatalog, and covered by the bad-input
 * harness and the access matrix. Also answers /.well-known/jwks.json.
 */
export async function authRoutes(
  app: FastifyInstance,
  auth: Auth,
  failures: LoginFailureCounter,
  publicUrl: string,
) {
  const forward = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const response = await auth.handler(toFetchRequest(request, publicUrl, path, request.body));
    return sendFetchResponse(reply, response);
  };

  // A registered address and a new one get the same status and body (issue
  // 24): better-auth's reply holds a user (a made-up one for a registered
  // address) whose id and times differ, so it is replaced. Only the session
  // cookie, set for a new person, differs: a new person may finish the
  // profile and look around before verifying (issue 14, decision 101).
  const signUp = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await auth.handler(
      toFetchRequest(request, publicUrl, '/sign-up/email', request.body),
    );
    if (!response.ok) return sendFetchResponse(reply, response);
    const sameForEveryone = signUpReplySchema.parse({ status: true });
    return sendFetchResponse(reply, Response.json(sameForEveryone, { headers: response.headers }));
  };

  for (const endpoint of AUTH_ENDPOINTS) {
    app.route({
      method: endpoint.method,
      url: `/api/auth${endpoint.path}`,
      schema: endpoint.body ? { body: endpoint.body } : {},
      config: { rateLimit: false },
      preValidation: endpoint.emptyBodyAllowed ? missingBodyIsEmpty : undefined,
      handler: async (request, reply) => {
        if (endpoint.path === '/change-password') {
          // A new password ends every other session, whatever the client
          // asks: whoever knew the old one must not stay signed in (issue 24).
          request.body = { ...(request.body as object), revokeOtherSessions: true };
        }
        if (endpoint.path === '/sign-up/email') {
          // better-auth wants a name; the full name is set at /signup/details.
          const body = request.body as { name?: string };
          request.body = { ...body, name: body.name ?? '' };
          return signUp(request, reply);
        }
        if (endpoint.path !== '/sign-in/email') return forward(request, reply, endpoint.path);
        const { email } = request.body as { email: string };
        if (await failures.isLocked(email)) {
          return reply
            .status(429)
            .header('retry-after', '3600')
            .send(errorBody('rate_limited', ACCOUNT_LOCKED_MESSAGE));
        }
        const response = await auth.handler(
          toFetchRequest(request, publicUrl, endpoint.path, request.body),
        );
        if (response.status === 401) await failures.record(email);
        return sendFetchResponse(reply, response);
      },
    });
  }

  app.get('/.well-known/jwks.json', { config: { rateLimit: false } }, (request, reply) =>
    forward(request, reply, '/jwks'),
  );
}
