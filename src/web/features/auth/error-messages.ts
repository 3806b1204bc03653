import {
  CODE_ALREADY_USED_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordSchema,
} from '@shared/api/auth';
import { EMAIL_CHANGE_MESSAGES } from '@shared/api/email-change';
import { type ApiError, isApiError } from '@web/lib/api-client';
import { translate } from '@web/lib/i18n/i18n';

/** What a form shows for a failed auth call: next to a field, or above the form. */
export interface FormProblem {
  field?: string;
  message: string;
}

/*
 * The texts are read when a problem is made (the auth pages have the `auth`
 * namespace loaded), in the language on screen then.
 */
const text = (key: string) => translate('auth', key);
const unexpected = () => translate('common', 'errors.unexpected');

/** The API client's own fallback for a reply with no message (English, never shown as is). */
const CLIENT_FALLBACK = 'An unexpected error occurred';

/** The generic 'An unexpected error occurred', in English (the client's) or on screen. */
export const isGenericMessage = (message: string) =>
  message === CLIENT_FALLBACK || message === unexpected();

/** A message the server meant for people (not our generic fallback). */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 0 || isGenericMessage(error.message)) return null;
  return serverText(error);
}

function common(error: unknown): FormProblem | null {
  if (!isApiError(error)) return { message: unexpected() };
  if (error.code === 'network_error') return { message: text('errors.offline') };
  if (error.status === 429) return { message: text('errors.tooMany') };
  return null;
}

/** Fields the server named in a validation error, by our form's field names. */
export function fieldProblems(error: unknown, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isApiError(error)) return out;
  for (const name of names) {
    const message = error.fieldMessage(name);
    if (message) out[name] = schemaMessage(message);
  }
  return out;
}

export function signInProblem(error: unknown): FormProblem {
  const known = common(error);
  if (known) return known;
  if (isApiError(error) && (error.status === 401 || error.status === 400)) {
    return { message: text('errors.signInMismatch') };
  }
  // A suspended account (issue 15): the operators' words (ACCOUNT_SUSPENDED_MESSAGE
  // in English), in the reader's language, even if the reply lost them.
  if (isApiError(error) && error.code === 'account_suspended') {
    return { message: text('errors.suspended') };
  }
  if (isApiError(error) && error.status === 403) {
    return { message: serverMessage(error) ?? text('errors.cannotSignIn') };
  }
  return { message: serverMessage(error) ?? unexpected() };
}

export function signUpProblem(error: unknown): FormProblem {
  const known = common(error);
  if (known) return known;
  if (isApiError(error)) {
    const field = ['email', 'password'].find((name) => error.fieldMessage(name));
    const message = error.fieldMessage(field ?? '');
    if (field && message) return { field, message: schemaMessage(message) };
  }
  return { message: serverMessage(error) ?? unexpected() };
}

export function secondFactorProblem(error: unknown, backup: boolean): FormProblem {
  const known = common(error);
  if (known) return known;
  if (
    isApiError(error) &&
    error.status === 401 &&
    error.serverMessage === CODE_ALREADY_USED_MESSAGE
  ) {
    return { field: 'code', message: text('errors.codeJustUsed') };
  }
  if (isApiError(error) && (error.status === 401 || error.status === 400)) {
    return {
      field: 'code',
      message: backup ? text('errors.backupCodeFailed') : text('errors.codeFailed'),
    };
  }
  return { message: serverMessage(error) ?? unexpected() };
}

export function resetPasswordProblem(error: unknown): FormProblem {
  const known = common(error);
  if (known) return known;
  if (isApiError(error)) {
    const field = error.fieldMessage('newPassword');
    if (field) return { field: 'password', message: schemaMessage(field) };
    if (error.status === 400 || error.status === 401 || error.status === 404) {
      return { message: text('errors.resetLinkUsed') };
    }
  }
  return { message: serverMessage(error) ?? unexpected() };
}

/** Anything else: the server's own words when it has them. */
export function genericProblem(error: unknown): FormProblem {
  return common(error) ?? { message: serverMessage(error) ?? unexpected() };
}

/*
 * The shared schemas (src/shared/api/auth.ts) check the forms here and on the
 * server with English messages, and the server words a few refusals the same
 * way each time: the ones the account pages can show, by key.
 */
const SCHEMA_MESSAGES: Record<string, [key: string, values?: Record<string, unknown>]> = {
  'Email is required': ['validation.emailRequired'],
  'Enter a valid email address': ['validation.emailInvalid'],
  'Email is too long': ['validation.emailTooLong'],
  'Password is required': ['validation.passwordRequired'],
  'Password is too long': ['validation.passwordTooLongAny'],
  [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`]: [
    'validation.passwordTooShort',
    { min: PASSWORD_MIN_LENGTH },
  ],
  [`Password must be at most ${PASSWORD_MAX_LENGTH} characters`]: [
    'validation.passwordTooLong',
    { max: PASSWORD_MAX_LENGTH },
  ],
  'Password contains control characters': ['validation.passwordControlChars'],
  'Enter the code': ['validation.codeRequired'],
  'The code contains control characters': ['validation.codeControlChars'],
  'The reset link is incomplete': ['validation.resetLinkIncomplete'],
  [EMAIL_CHANGE_MESSAGES.wrongPassword]: ['emailChange.server.wrongPassword'],
  [EMAIL_CHANGE_MESSAGES.sameAddress]: ['emailChange.server.sameAddress'],
  [EMAIL_CHANGE_MESSAGES.undoGone]: ['emailChange.server.undoGone'],
  [EMAIL_CHANGE_MESSAGES.undoTaken]: ['emailChange.server.undoTaken'],
  [EMAIL_CHANGE_MESSAGES.limited]: ['emailChange.server.limited'],
};

/** A schema's (or the server's) known English message, in the language on screen; others as they are. */
export function schemaMessage(message: string): string;
export function schemaMessage(message: string | undefined): string | undefined;
export function schemaMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = SCHEMA_MESSAGES[message];
  return known ? translate('auth', known[0], known[1]) : message;
}

/**
 * A failed call's message in the language on screen: the account pages' own
 * text for a server sentence they know, else the client's (its code's) message.
 */
export function serverText(error: ApiError): string {
  const known = SCHEMA_MESSAGES[error.serverMessage];
  return known ? translate('auth', known[0], known[1]) : error.message;
}

/** Every field message of a validateForm result, in the language on screen. */
export function schemaMessages<K extends string>(
  errors: Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [name, message] of Object.entries(errors) as Array<[K, string | undefined]>) {
    out[name] = schemaMessage(message);
  }
  return out;
}

/** A new password's first problem against the password rule, or undefined. */
export function passwordProblem(password: string): string | undefined {
  const rule = passwordSchema.safeParse(password);
  return rule.success ? undefined : schemaMessage(rule.error.issues[0]?.message);
}
