import { PHOTO_TOO_LARGE_MESSAGE, TERMS_REQUIRED_MESSAGE } from '@shared/api/property-fields';
import { isApiError } from '@web/lib/api-client';
import { translate } from '@web/lib/i18n/i18n';

/** The server's property messages the catalogue says in every language (English: word for word). */
const KNOWN: Record<string, string> = {
  [TERMS_REQUIRED_MESSAGE]: 'listing.termsRequired',
  [PHOTO_TOO_LARGE_MESSAGE]: 'photos.tooLarge',
};

/**
 * What a failed call says to the person, in the reader's language: a
 * property rule the catalogue knows, else the server's own words in English
 * and its code's message otherwise (issue 17).
 */
export function apiErrorText(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const known = KNOWN[error.serverMessage];
  return known ? translate('properties', known) : error.message;
}
