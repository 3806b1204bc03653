import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import { i18n, translate } from './i18n';
import { currentLocale } from './language';

/**
 * What a failed call says to the person (issue 17). The server answers in
 * English, SPEC.md's words, for API users too; in English those stay word for
 * word. In another language the error's code picks the message from the
 * catalogue (common: errors.codes), as the English detail would not be read.
 * The API client gives every ApiError this as its `message` (errorFromBody).
 */
export function errorMessageFor(code: string, serverMessage: string): string {
  if (currentLocale() === DEFAULT_LOCALE) return serverMessage;
  const key = `errors.codes.${code}`;
  if (i18n.exists(key, { ns: 'common' })) return translate('common', key);
  return serverMessage;
}
