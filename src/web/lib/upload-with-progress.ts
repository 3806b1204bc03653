import { ApiError, errorFromBody } from './api-client';
import { translate } from './i18n/i18n';
import { currentLocale } from './i18n/language';

/**
 * POSTs `form` to `path` and reports upload progress in percent (fetch cannot
 * report it, so uploads use XMLHttpRequest). Resolves with the parsed JSON;
 * rejects with ApiError like the API client, or an AbortError when `signal`
 * aborts it.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLocale());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress(100);
        resolve(body as T);
        return;
      }
      reject(errorFromBody(xhr.status, body));
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          status: 0,
          code: 'network_error',
          message: translate('common', 'errors.unexpected'),
        }),
      );
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';
