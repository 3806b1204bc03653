/**
 * Homestay's service worker (issue 16; docs/decisions/121-pwa-service-worker.md).
 * vite-plugin-pwa builds it in injectManifest mode: Workbox writes the list of
 * precached files (the app shell) where `self.__WB_MANIFEST` stands.
 *
 * - The app shell (JS, CSS, index.html, icons) is precached, so the app opens
 *   without a network; every navigation answers the precached index.html and
 *   the client router draws the page.
 * - Other pages' code (/assets) is cached when first loaded.
 * - Images (avatars under /uploads, chore photos under /api) are cached at
 *   runtime, first use, in 'homestay-images'. No other /api response is ever
 *   cached here: the offline data lives in IndexedDB, per person, wiped at
 *   sign-out (src/web/lib/offline), and so is this image cache
 *   (src/web/lib/pwa/forget-cached-images.ts).
 * - A new version waits: it activates only when the page posts
 *   'SKIP_WAITING' (the 'A new version is ready' toast), so a tab never runs
 *   half-old, half-new code.
 *
 * Types: this folder compiles against the WebWorker lib with its own
 * tsconfig.json (the app's tsconfig.json has DOM, whose `self` is a Window,
 * and excludes this folder); `npm run typecheck` runs both.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { IMAGE_CACHE } from '../lib/pwa/cache-names';
import { registerPushHandlers } from './push-handlers';

declare const self: ServiceWorkerGlobalScope;

const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes get the shell; the API and uploads are never pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/uploads\//],
  }),
);

// Images change URL when they change (a new upload key, or `?v=` on a chore
// photo), so the cached copy is served without asking the network.
const isImage = (url: URL) =>
  url.pathname.startsWith('/uploads/') || /^\/api\/chores\/[^/]+\/photo$/.test(url.pathname);
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isImage(url),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: THIRTY_DAYS_IN_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Code of pages outside the precached shell (vite.config.ts, OFFLINE_PAGES),
// kept once loaded so a page opened before opens offline too. Hashed names
// never change content, so no revalidation; old versions' files age out.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'homestay-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: THIRTY_DAYS_IN_SECONDS })],
  }),
);

// The update prompt's Reload: only now does the waiting version take over.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A first install controls the open tab at once (it had no worker before, so
// nothing can be mixed); an update reaches here only after SKIP_WAITING.
clientsClaim();

registerPushHandlers();
