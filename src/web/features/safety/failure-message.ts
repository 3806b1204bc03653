import { isApiError } from '@web/lib/api-client';
import { translate } from '@web/lib/i18n/i18n';

/** What a report or block failure reads as: gone things say so, anything else the server's words. */
export function safetyFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404) return translate('safety', 'errors.gone');
    // A field the server names says what is wrong with it; else the error's message.
    return error.fields[0]?.message ?? error.message;
  }
  return translate('safety', 'errors.unexpected');
}
