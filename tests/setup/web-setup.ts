import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
