// Must come first: configures zod before any schema exists (see the module).
import '@web/lib/zod-csp';
import { AppProviders } from '@web/app/providers';
import { appRoutes } from '@web/app/router';
import { followDeviceNetwork } from '@web/lib/offline/online-status';
import { startInstallableApp } from '@web/lib/pwa/start';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '@web/styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) {
  // SPEC 8: a missing root element on startup throws.
  throw new Error('Homestay cannot start: index.html has no element with id "root".');
}

const router = createBrowserRouter(appRoutes);

// The service worker (production only), its update prompt, the install offer.
startInstallableApp();
// Reads wait for a network instead of failing when the app opens without one.
followDeviceNetwork();

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders router={router} />
  </StrictMode>,
);
