import { isApiError } from '@web/lib/api-client';
import { translate } from '@web/lib/i18n/i18n';
import { toast } from 'sonner';
import { isGenericMessage, serverText } from '../error-messages';

/**
 * A security action failed: say which (`title`, already translated), with the
 * server's words when it has some.
 */
export function actionFailed(title: string, error: unknown) {
  const description =
    isApiError(error) && error.status === 429
      ? translate('auth', 'errors.tooManyShort')
      : isApiError(error) && error.message && !isGenericMessage(error.message)
        ? serverText(error)
        : translate('common', 'errors.unexpected');
  toast.error(title, { description });
}
