import { onSignOut } from '@web/lib/session/sign-out-cleanups';
import { IMAGE_CACHE } from './cache-names';

/**
 * Chore photos are private to a property's people: the service worker keeps
 * them in IMAGE_CACHE for offline use, so sign-out empties it and the next
 * person on a shared phone finds none of them. (The app's code and shell
 * caches hold nothing personal and stay.)
 */
export function forgetCachedImagesAtSignOut(): void {
  onSignOut(async () => {
    if (typeof caches !== 'undefined') await caches.delete(IMAGE_CACHE);
  });
}
