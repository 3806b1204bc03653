import {
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type FieldError,
  UNEXPECTED_ERROR_MESSAGE,
} from '@shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailableError } from '../db/availability';

/** An error whose message is safe to show to the user who caused it. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const ruleBroken = (message: string) => new AppError('rule_broken', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const unauthenticated = (message = 'You must be signed in') =>
  new AppError('unauthenticated', message);
export const databaseUnavailable = () =>
  new AppError('service_unavailable', DATABASE_UNAVAILABLE_MESSAGE);

/** Seconds a client is told to wait before trying again while the database is away. */
const DATABASE_RETRY_AFTER_S = '5';

export function errorBody(
  code: ErrorCode | string,
  message: string,
  fields?: FieldError[],
): ErrorBody {
  return { error: fields?.length ? { code, message, fields } : { code, message } };
}

// Fastify's own client errors, mapped onto our codes.
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_RATE_LIMIT_EXCEEDED: 'rate_limited',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.code === 'service_unavailable') reply.header('retry-after', DATABASE_RETRY_AFTER_S);
      return reply.status(error.status).send(errorBody(error.code, error.message, error.fields));
    }
    if (isDatabaseUnavailableError(error)) {
      // Not a bug to chase: the database is away (restarting, or cut off).
      request.log.warn({ err: error }, 'Database unavailable');
      reply.header('retry-after', DATABASE_RETRY_AFTER_S);
      return reply.status(503).send(errorBody('service_unavailable', DATABASE_UNAVAILABLE_MESSAGE));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join(
          '.',
        ),
        message: issue.message ?? 'is invalid',
      }));
      return reply.status(400).send(errorBody('validation_failed', describeFields(fields), fields));
    }
    if (error instanceof ZodError) {
      const fields = error.issues.map((issue) => ({
        field: issue.path.join('.') || 'body',
        message: issue.message,
      }));
      return reply.status(400).send(errorBody('validation_failed', describeFields(fields), fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = FASTIFY_CODES[error.code] ?? codeForStatus(status);
      // Fastify's client-error messages are written for developers but hold no secrets.
      return reply.status(status).send(errorBody(code, clientMessage(error, status)));
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.status(500).send(errorBody('internal_error', UNEXPECTED_ERROR_MESSAGE));
  });
}

function describeFields(fields: FieldError[]): string {
  const first = fields[0];
  if (!first) return 'The request is invalid';
  const more = fields.length > 1 ? ` (and ${fields.length - 1} more)` : '';
  return `${first.field}: ${first.message}${more}`;
}

function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(ERROR_STATUS).find(([, s]) => s === status);
  return (match?.[0] as ErrorCode | undefined) ?? 'bad_request';
}

function clientMessage(error: FastifyError, status: number): string {
  if (status === 429) return 'Too many requests: please wait a moment and try again';
  if (status === 413) return 'The request is too large';
  if (error.message.includes('prototype')) return 'The request body contains a forbidden key';
  return error.message || 'The request is invalid';
}

/**
 * Errors Fastify raises before routing (a param longer than maxParamLength,
 * a malformed content-type): answered in our shape too. Pass as the
 * `frameworkErrors` option of Fastify().
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path parameter is too long'
      : 'The request is invalid';
  void reply.status(status).send(errorBody(codeForStatus(status), message));
}
