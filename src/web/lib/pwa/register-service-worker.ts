/**
 * Registers the service worker (src/web/sw/sw.ts, built to /sw.js) in
 * production builds only: Vite's dev server has no worker, and tests run in
 * jsdom. workbox-window is loaded after the page, so the first paint's code
 * does not grow (docs/performance.md).
 *
 * Updates wait (decision 121): when a new version is installed and waiting,
 * the 'A new version is ready' toast offers Reload, which tells the waiting
 * worker to take over and reloads once it controls the page. Until then the
 * tab keeps running the version it started with: never half-old, half-new.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || import.meta.env.MODE === 'test') return;
  if (!('serviceWorker' in navigator)) return;
  const start = () => {
    startWorkbox().catch((error: unknown) => {
      // The app works without it (online); say why in the console only.
      console.warn('Homestay: the service worker did not register.', error);
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Registers /sw.js and wires the update prompt; `reload` is a seam for tests. */
export async function startWorkbox(reload = () => window.location.reload()): Promise<void> {
  // Its toast (sonner) as well: neither is part of the first paint.
  const [{ Workbox }, { showUpdateReady }] = await Promise.all([
    import('workbox-window'),
    import('./update-prompt'),
  ]);
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let reloadAsked = false;

  workbox.addEventListener('waiting', () => {
    showUpdateReady(() => {
      reloadAsked = true;
      workbox.messageSkipWaiting();
    });
  });

  workbox.addEventListener('controlling', (event) => {
    if (reloadAsked) {
      reload();
      return;
    }
    // Another tab's Reload put a new version in charge of this tab too; its
    // code is still the old one, so offer the same choice here.
    if (event.isUpdate) showUpdateReady(reload);
  });

  await workbox.register();
}
