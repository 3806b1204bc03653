import type { LoggerOptions } from 'pino';

// What an error log line may hold. A failed query's error carries its
// parameters (drizzle puts them in the message) and PostgreSQL's own message
// and detail can quote the value it refused: a person's name, bio or chat
// line. Logs keep the query's shape, the database's error code and the
// request id (pino adds it), never the values.

type LoggedError = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: LoggedError;
};

type ErrorLike = Error & Record<string, unknown>;

const isQueryError = (error: ErrorLike) =>
  typeof error.query === 'string' && Array.isArray(error.params);

/** A PostgreSQL error from `pg`: it has a SQLSTATE code and a severity. */
const isDatabaseError = (error: ErrorLike) =>
  typeof error.code === 'string' && typeof error.severity === 'string';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The stack's frames under a first line we choose (the original one holds the message). */
function stackUnder(firstLine: string, stack: string | undefined) {
  if (!stack) return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [firstLine, ...frames].join('\n');
}

function describeError(value: unknown, depth: number): LoggedError {
  if (!(value instanceof Error)) return { type: typeof value, message: 'A non-error was thrown' };
  const error = value as ErrorLike;
  const type = error.constructor?.name || error.name || 'Error';
  let logged: LoggedError;
  if (isQueryError(error)) {
    const message = 'Failed query (parameters not logged)';
    logged = {
      type,
      message,
      query: text(error.query),
      stack: stackUnder(`${type}: ${message}`, error.stack),
    };
  } else if (isDatabaseError(error)) {
    const message = `PostgreSQL error ${String(error.code)} (message not logged: it can quote values)`;
    logged = {
      type,
      message,
      code: text(error.code),
      constraint: text(error.constraint),
      table: text(error.table),
      column: text(error.column),
      routine: text(error.routine),
      stack: stackUnder(`${type}: ${message}`, error.stack),
    };
  } else {
    logged = { type, message: error.message, stack: error.stack };
    if (typeof error.code === 'string') logged.code = error.code;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = describeError(error.cause, depth + 1);
  return logged;
}

/** pino's `err` serializer for the app: an error as it may be logged. */
export function serializeErrorForLog(error: unknown): LoggedError {
  return describeError(error, 0);
}

/**
 * The app's logger options (also used by the test that reads its output).
 *
 * No pino `redact`: Fastify's `req` and `res` serializers, which these keep,
 * write the method, URL, host, address and status, never a header, so a
 * cookie or an authorization header cannot reach the log through them (the
 * test logs a request with both). Redaction walked every line for paths that
 * were never there: about 15 % of a signed-in read's CPU (issue 20).
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: { err: serializeErrorForLog },
  };
}
