import { isApiError } from '@web/lib/api-client';
import { errorMessageFor } from '@web/lib/i18n/error-text';
import { translate } from '@web/lib/i18n/i18n';

/** What a report or block failure reads as: gone things say so, anything else the server's words. */
export function safetyFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404) return translate('safety', 'errors.gone');
    // A 429 (too many reports), a 422… carry the server's own sentence.
    return errorMessageFor(error.code, error.fields[0]?.message ?? error.serverMessage);
  }
  return translate('safety', 'errors.unexpected');
}
