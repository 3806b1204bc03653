import { strings } from '@shared/strings';
import { isApiError } from '@web/lib/api-client';
import { toast } from 'sonner';

/** A security action failed: say which, with the server's words when it has some. */
export function actionFailed(title: string, error: unknown) {
  const description =
    isApiError(error) && error.status === 429
      ? 'Too many attempts. Please wait a few minutes and try again.'
      : isApiError(error) && error.message
        ? error.message
        : strings.errors.unexpected;
  toast.error(title, { description });
}
