/**
 * The service worker's runtime image cache (avatars, chore photos): named
 * here so the worker (src/web/sw/sw.ts) and the page, which empties it at
 * sign-out, agree on it.
 */
export const IMAGE_CACHE = 'homestay-images';
