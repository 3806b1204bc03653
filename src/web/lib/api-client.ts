import type { ErrorCode, FieldError } from '@shared/errors';
import { errorMessageFor } from './i18n/error-text';
import { translate } from './i18n/i18n';
import { currentLocale } from './i18n/language';
import { validationText } from './i18n/validation-text';
import { isOnline } from './offline/online-status';
import { isSigningOut, signedOutWhileWaiting } from './session/sign-out-gate';

/** Error codes the client adds to the server's own (`@shared/errors`). */
/** `offline`: a write refused here, as the device has no network (issue 16). */
export type ClientErrorCode = 'network_error' | 'invalid_response' | 'offline';

export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

/**
 * A failed API call, from the server's `{ "error": { code, message, fields? } }`
 * reply or from the network. Screens decide what to show; nothing here toasts.
 * `message` is what a person reads, in the language on screen (issue 17);
 * `serverMessage` keeps the server's English, for a feature that knows a
 * more precise text for one of the server's sentences.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The server's own message (English, SPEC.md's words); `message` when the client made the error. */
  readonly serverMessage: string;
  /** Per-field validation messages, in the language on screen (the server's English in English). */
  readonly fields: readonly FieldError[];

  constructor(options: {
    status: number;
    code: ApiErrorCode;
    message: string;
    serverMessage?: string;
    fields?: readonly FieldError[];
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.serverMessage = options.serverMessage ?? options.message;
    this.fields = options.fields ?? [];
  }

  /** The message for one field: `email` finds `body.email` as well. */
  fieldMessage(name: string): string | undefined {
    return this.fields.find((f) => f.field === name || f.field.endsWith(`.${name}`))?.message;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A write refused because the device has no network: say so, not "something went wrong". */
export const isOfflineError = (error: unknown): boolean =>
  isApiError(error) && error.code === 'offline';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is for FormData (file uploads). */
  body?: unknown;
  /** Added to the URL; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The sign-out's own call, which the sign-out gate must not hold. */
  duringSignOut?: boolean;
}

/** The generic failure, in the reader's language. */
const unexpectedError = () => translate('common', 'errors.unexpected');

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function codeForStatus(status: number): ApiErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'internal_error';
  return 'bad_request';
}

function isFieldError(value: unknown): value is FieldError {
  const candidate = value as Partial<FieldError> | null;
  return typeof candidate?.field === 'string' && typeof candidate.message === 'string';
}

/**
 * Reads the server's error body; anything else becomes a safe generic error.
 * The message is the reader's: the server's words in English, its code's
 * message from the catalogue in another language.
 */
export function errorFromBody(status: number, body: unknown): ApiError {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    return new ApiError({
      status,
      code: error.code,
      message: errorMessageFor(error.code, error.message),
      serverMessage: error.message,
      fields: Array.isArray(error.fields)
        ? error.fields
            .filter(isFieldError)
            .map((f) => ({ field: f.field, message: validationText(f.message) }))
        : [],
    });
  }
  return new ApiError({ status, code: codeForStatus(status), message: unexpectedError() });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls the API at `path` (same origin, cookies included) and returns the
 * parsed JSON, or `null` for an empty reply. Throws `ApiError` on any failure;
 * an aborted request rethrows the AbortError so query cancellation stays quiet.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, headers, signal, duringSignOut = false } = options;
  // A call made while Logout is on its way waits for it, and never leaves
  // with the session being ended (see sign-out-gate).
  if (isSigningOut() && !duringSignOut && (await signedOutWhileWaiting())) {
    throw new ApiError({
      status: 401,
      code: 'unauthenticated',
      message: unexpectedError(),
    });
  }
  // A write with no network would only fail: refuse it here, saying why.
  // (Chat messages and chore hand-ins go to the outbox before they get here.)
  if (method !== 'GET' && !isOnline()) {
    throw new ApiError({
      status: 0,
      code: 'offline',
      message: translate('shell', 'errors.offlineWrite'),
    });
  }
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      // The server writes mails in it for someone with no saved language yet.
      'Accept-Language': currentLocale(),
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    signal: signal ?? null,
  };
  if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), init);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: unexpectedError(),
      cause,
    });
  }

  const data = await readJson(response);
  if (!response.ok) throw errorFromBody(response.status, data);
  if (data === undefined) {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: unexpectedError(),
    });
  }
  return data as T;
}

type BodyOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

/** Shorthands for `apiRequest` by method. */
export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
