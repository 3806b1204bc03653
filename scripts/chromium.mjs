// How every tool here launches Debian's Chromium (STACK.md): the end-to-end
// tests (playwright.config.ts), the build's first-paint copies
// (prerender-first-paint.mjs) and the Lighthouse bench (bench/lighthouse.ts).

/** CHROMIUM_PATH, else Debian's package. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a machine without internet: without the last four Chromium keeps trying to reach it. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
