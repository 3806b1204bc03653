/*
 * The first number or date formatter a page makes loads the browser's
 * number and date data (ICU's): 14-17 ms on this machine in the middle of
 * the first render, four times that on Lighthouse's phone (issue 20). That
 * data is loaded once per browser process, for every thread of it, so a
 * worker that makes a formatter while the page still waits for its texts
 * and code takes the cost off the main thread: measured there, the first
 * formatter then took under 0.2 ms. The worker ends once it has.
 */

/** Loads the browser's formatting data for `locale` on another thread. */
export function warmUpIntl(locale: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-warm-up',
    });
    const end = () => worker.terminate();
    worker.addEventListener('message', end);
    worker.addEventListener('error', end);
    worker.postMessage(locale);
  } catch {
    // No worker here (a policy, an old browser): the first formatter loads the data itself.
  }
}
