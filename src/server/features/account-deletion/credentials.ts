import {
  CODE_REQUIRED_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@shared/api/account-deletion';
import { APIError } from 'better-auth/api';
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../../platform/auth/auth';
import { headersOf } from '../../platform/auth/guard';
import { AppError } from '../../platform/errors';

// Deleting an account asks for what signing in asks for: the password, and
// the two-step code when that is on (issue 19). Both are checked by
// better-auth itself, with the caller's session, so the rules (hashing, the
// code's window, a code counting once) are the ones sign-in uses.

const fieldError = (field: 'password' | 'code', message: string) =>
  new AppError('validation_failed', message, [{ field: `body.${field}`, message }]);

/** better-auth's refusal of a wrong password or code (a 4xx), as opposed to a fault. */
const refused = (error: unknown) =>
  error instanceof APIError && Number(error.statusCode) >= 400 && Number(error.statusCode) < 500;

/** Throws 400 naming the field unless the password (and the code, when required) are right. */
export async function checkCredentials(
  auth: Auth,
  request: FastifyRequest,
  input: { password: string; code?: string | undefined },
  twoFactorRequired: boolean,
): Promise<void> {
  const headers = headersOf(request);
  try {
    await auth.api.verifyPassword({ body: { password: input.password }, headers });
  } catch (error) {
    if (refused(error)) throw fieldError('password', WRONG_PASSWORD_MESSAGE);
    throw error;
  }
  if (!twoFactorRequired) return;
  if (!input.code) throw fieldError('code', CODE_REQUIRED_MESSAGE);
  try {
    await auth.api.verifyTOTP({ body: { code: input.code }, headers });
  } catch (error) {
    if (refused(error)) throw fieldError('code', WRONG_CODE_MESSAGE);
    throw error;
  }
}
