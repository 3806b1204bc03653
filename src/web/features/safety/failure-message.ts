import { isApiError } from '@web/lib/api-client';

/** What a report or block failure reads as: gone things say so, anything else the server's words. */
export function safetyFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404) return 'This is no longer available';
    // A 429 (too many reports), a 422… carry the server's own sentence.
    return error.fields[0]?.message ?? error.message;
  }
  return 'Something went wrong. Please try again.';
}
