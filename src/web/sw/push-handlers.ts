/**
 * The service worker's push side (issue 16): the 'push' listener that shows
 * a notification and the 'notificationclick' listener that opens its target.
 * sw.ts calls this once at start. (Stub until the push work lands.)
 */
export function registerPushHandlers(): void {}
