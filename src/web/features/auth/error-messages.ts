import { CODE_ALREADY_USED_MESSAGE, passwordSchema } from '@shared/api/auth';
import { EMAIL_CHANGE_MESSAGES } from '@shared/api/email-change';
import { type ApiError, isApiError } from '@web/lib/api-client';
import { translate } from '@web/lib/i18n/i18n';
import { validationText } from '@web/lib/i18n/validation-text';

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
    if (message) out[name] = message;
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
    if (field && message) return { field, message };
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
    if (field) return { field: 'password', message: field };
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
 * The server words a few refusals of the account pages the same way each
 * time (English, for API users too): the account pages say them in the
 * language on screen, more precisely than their code's message. (The
 * shared schemas' messages are translated where every form's are:
 * src/web/lib/i18n/validation-text.ts.)
 */
const SERVER_MESSAGES: Record<string, string> = {
  [EMAIL_CHANGE_MESSAGES.wrongPassword]: 'emailChange.server.wrongPassword',
  [EMAIL_CHANGE_MESSAGES.sameAddress]: 'emailChange.server.sameAddress',
  [EMAIL_CHANGE_MESSAGES.undoGone]: 'emailChange.server.undoGone',
  [EMAIL_CHANGE_MESSAGES.undoTaken]: 'emailChange.server.undoTaken',
  [EMAIL_CHANGE_MESSAGES.limited]: 'emailChange.server.limited',
};

/**
 * A failed call's message in the language on screen: the account pages' own
 * text for a server sentence they know, else the client's (its code's) message.
 */
export function serverText(error: ApiError): string {
  const known = SERVER_MESSAGES[error.serverMessage];
  return known ? translate('auth', known) : error.message;
}

/** A new password's first problem against the password rule, or undefined. */
export function passwordProblem(password: string): string | undefined {
  const rule = passwordSchema.safeParse(password);
  const issue = rule.success ? undefined : rule.error.issues[0];
  return issue && validationText(issue.message, issue);
}
