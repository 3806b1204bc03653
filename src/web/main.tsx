import { dropFirstPaintUnlessIn } from '@web/app/first-paint';
import { AppProviders } from '@web/app/providers';
import { appRoutes } from '@web/app/router';
import { inATaskOfItsOwn } from '@web/app/start-up-tasks';
import { startI18n } from '@web/lib/i18n/i18n';
import { warmUpIntl } from '@web/lib/i18n/intl-warm-up';
import { applyLocale, initialLocale } from '@web/lib/i18n/language';
import { followDeviceNetwork } from '@web/lib/offline/online-status';
import { startInstallableApp } from '@web/lib/pwa/start';
import { beginSessionRead } from '@web/lib/session/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '@web/styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) {
  // SPEC 8: a missing root element on startup throws.
  throw new Error('Homestay cannot start: index.html has no element with id "root".');
}

// The language to start in, and the browser's number and date data for it
// loaded on another thread while the page's code and texts arrive (first,
// so the thread starts before the router's work).
const locale = initialLocale();
warmUpIntl(locale);

// The service worker (production only), its update prompt, the install offer.
startInstallableApp();
// Reads wait for a network instead of failing when the app opens without one.
followDeviceNetwork();
// Who is signed in, asked now rather than after the catalogues and the first
// render: a signed-in page's reads wait for the answer (beginSessionRead).
beginSessionRead();

// The first paint is in the person's language: its common texts load first
// (a small chunk of that language only), then the app renders.
// The server's HTML copy of a public page is in the browser's language.
dropFirstPaintUnlessIn(locale);
document.documentElement.lang = locale;
const languageReady = startI18n(locale)
  .then(() => applyLocale(locale))
  .catch((error: unknown) => {
    // No catalogue (offline, never loaded here): render anyway; texts show their keys.
    console.warn('Homestay: the language could not be loaded.', error);
  });

// Start-up work that is not needed before the texts arrive, each step in a
// task of its own while they are on their way: one long task blocks a
// phone's input for all of its length, several short ones do not (issue 20,
// docs/performance.md "The start-up in short tasks"). The router's set-up
// also asks for the first page's code.
const routerReady = inATaskOfItsOwn(() => createBrowserRouter(appRoutes));
const rootReady = inATaskOfItsOwn(() => createRoot(rootElement));
// The class joiner's chunk is the first page's anyway; imported here, not
// statically, so the entry's own code does not grow.
void import('@web/lib/cn').then(({ warmUpClassMerge }) => inATaskOfItsOwn(warmUpClassMerge));

void Promise.all([routerReady, rootReady, languageReady]).then(([router, root]) => {
  root.render(
    <StrictMode>
      <AppProviders router={router} />
    </StrictMode>,
  );
});
