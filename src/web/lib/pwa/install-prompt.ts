import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM lib). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * Keeps the browser's install offer for the menu's 'Install Homestay'
 * instead of its own mini bar. Called once at start (main.tsx): the event
 * comes early, often before the menu is ever opened.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether the browser offers to install the app now, and the action that
 * shows its dialog. An offer is good for one prompt: after it the item hides
 * until the browser offers again (it does after a dismissal, some time later).
 */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const canInstall = useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
  return { canInstall, install: promptInstall };
}

async function promptInstall(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  changed();
  await current.prompt();
  await current.userChoice;
}
