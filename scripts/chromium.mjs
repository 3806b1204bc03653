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

/**
 * The features Playwright turns off when it launches Chromium (its
 * `disabledFeatures`, playwright-core 1.65). Chromium keeps only the LAST
 * `--disable-features` it is given, so a list of ours must repeat them;
 * e2e/browser-flags.spec.ts fails when Playwright's list grows past this one.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's two popups (Chromium 156), pages of Chromium's own UI that
 * every new window prepares in a renderer of its own: about a second of CPU
 * for each browser context a test opens, on the two cores the app and the
 * other test share. Nobody types into a headless browser's address bar.
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** CHROMIUM_ARGS for a browser launched by Playwright: its own switches, and ours. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(',')}`,
];
