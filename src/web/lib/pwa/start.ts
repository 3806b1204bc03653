import { forgetCachedImagesAtSignOut } from './forget-cached-images';
import { captureInstallPrompt } from './install-prompt';
import { registerServiceWorker } from './register-service-worker';

/** The installable app's start-up (issue 16), called once by main.tsx. */
export function startInstallableApp(): void {
  captureInstallPrompt();
  forgetCachedImagesAtSignOut();
  registerServiceWorker();
}
