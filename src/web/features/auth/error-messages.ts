import { ACCOUNT_SUSPENDED_MESSAGE } from '@shared/api/admin';
import { CODE_ALREADY_USED_MESSAGE } from '@shared/api/auth';
import { strings } from '@shared/strings';
import { isApiError } from '@web/lib/api-client';

/** What a form shows for a failed auth call: next to a field, or above the form. */
export interface FormProblem {
  field?: string;
  message: string;
}

const TOO_MANY =
  'Too many attempts. For your safety we’ve paused sign-in for a little while — please wait a few minutes and try again.';
const OFFLINE = 'We couldn’t reach Homestay. Check your connection and try again.';

/** A message the server meant for people (not our generic fallback). */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 0 || error.message === strings.errors.unexpected) return null;
  return error.message;
}

function common(error: unknown): FormProblem | null {
  if (!isApiError(error)) return { message: strings.errors.unexpected };
  if (error.code === 'network_error') return { message: OFFLINE };
  if (error.status === 429) return { message: TOO_MANY };
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
    return {
      message:
        'That email and password don’t match an account. Check them and try again, or reset your password.',
    };
  }
  // A suspended account (issue 15): the operators' words, even if the reply lost them.
  if (isApiError(error) && error.code === 'account_suspended') {
    return { message: serverMessage(error) ?? ACCOUNT_SUSPENDED_MESSAGE };
  }
  if (isApiError(error) && error.status === 403) {
    return { message: serverMessage(error) ?? 'This account can’t sign in right now.' };
  }
  return { message: serverMessage(error) ?? strings.errors.unexpected };
}

export function signUpProblem(error: unknown): FormProblem {
  const known = common(error);
  if (known) return known;
  if (isApiError(error)) {
    const field = ['email', 'password'].find((name) => error.fieldMessage(name));
    if (field) return { field, message: error.fieldMessage(field) ?? error.message };
  }
  return { message: serverMessage(error) ?? strings.errors.unexpected };
}

export function secondFactorProblem(error: unknown, backup: boolean): FormProblem {
  const known = common(error);
  if (known) return known;
  if (isApiError(error) && error.status === 401 && error.message === CODE_ALREADY_USED_MESSAGE) {
    return {
      field: 'code',
      message: 'That code was just used. Wait for the next one in your app.',
    };
  }
  if (isApiError(error) && (error.status === 401 || error.status === 400)) {
    return {
      field: 'code',
      message: backup
        ? 'That backup code didn’t work. Each code works once — try another one.'
        : 'That code didn’t work. Check the time on your phone and try the newest code.',
    };
  }
  return { message: serverMessage(error) ?? strings.errors.unexpected };
}

export function resetPasswordProblem(error: unknown): FormProblem {
  const known = common(error);
  if (known) return known;
  if (isApiError(error)) {
    const field = error.fieldMessage('newPassword');
    if (field) return { field: 'password', message: field };
    if (error.status === 400 || error.status === 401 || error.status === 404) {
      return {
        message:
          'This reset link has expired or has already been used. Ask for a new one below — it only takes a moment.',
      };
    }
  }
  return { message: serverMessage(error) ?? strings.errors.unexpected };
}

/** Anything else: the server's own words when it has them. */
export function genericProblem(error: unknown): FormProblem {
  return common(error) ?? { message: serverMessage(error) ?? strings.errors.unexpected };
}
