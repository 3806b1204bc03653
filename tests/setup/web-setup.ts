import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { startI18n } from '@web/lib/i18n/i18n';
import { afterEach, vi } from 'vitest';

// Every test starts in English with all its catalogues at hand (no lazy
// load, no Suspense): the texts tests look for are SPEC.md's English. A test
// of another language changes to it (and loads it) itself.
const englishFiles = import.meta.glob<Record<string, unknown>>(
  '../../src/shared/i18n/catalogues/en/*.json',
  { eager: true, import: 'default' },
);
const english = Object.fromEntries(
  Object.entries(englishFiles).map(([file, catalogue]) => [
    file.replace(/^.*\/([^/]+)\.json$/, '$1'),
    catalogue,
  ]),
);
await startI18n('en', { en: english });

// jsdom lacks a few browser APIs the app (and sonner) touch; give them quiet
// stand-ins so a missing API never shows up as a console error.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

// Component tests never touch the network: pages that go live open the
// realtime socket at the page's host (localhost:3000 under jsdom), which would
// reach a dev server running there. This stand-in stays "connecting" for ever;
// tests of live behaviour drive the topic hooks directly.
class OfflineWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly readyState = 0;
  onopen = null;
  onclose = null;
  onerror = null;
  onmessage = null;
  send() {}
  close() {}
}
Object.defineProperty(window, 'WebSocket', {
  configurable: true,
  writable: true,
  value: OfflineWebSocket,
});
Object.defineProperty(globalThis, 'WebSocket', {
  configurable: true,
  writable: true,
  value: OfflineWebSocket,
});

// jsdom prints "Not implemented: window.scrollTo" through console.error.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(async () => {
  cleanup();
  await startI18n('en');
  vi.unstubAllGlobals();
});

// jsdom does not know HTML's <search> element (Explore's search area) and
// makes it an HTMLUnknownElement, which React reports as a typo. Browsers
// know it; only that one tag is let through, so real typos still show.
Object.defineProperty(HTMLUnknownElement.prototype, Symbol.toStringTag, {
  configurable: true,
  get(this: HTMLElement) {
    return this.localName === 'search' ? 'HTMLElement' : 'HTMLUnknownElement';
  },
});
