import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

export const TOAST_DURATION_MS = 4500;

/**
 * On a phone sonner stretches a toast across the screen. At the top edge it
 * would lie over the header's menu button and bell (app-header.tsx, 3.5rem
 * high) for as long as it shows, and a finger resting on it pauses it; so it
 * sits just under the header instead.
 */
const UNDER_THE_PHONE_HEADER = 'calc(env(safe-area-inset-top, 0px) + 3.5rem + 8px)';

/**
 * Sonner's rich colours, from the app's tokens so they switch with the colour
 * scheme and keep AA contrast (its own light-red error text does not).
 */
const toastColours = {
  '--normal-bg': 'var(--card)',
  '--normal-border': 'var(--border)',
  '--normal-text': 'var(--card-foreground)',
  '--error-bg': 'color-mix(in srgb, var(--destructive) 7%, var(--card))',
  '--error-border': 'color-mix(in srgb, var(--destructive) 35%, var(--card))',
  '--error-text': 'var(--destructive)',
  '--success-bg': 'color-mix(in srgb, var(--success) 7%, var(--card))',
  '--success-border': 'color-mix(in srgb, var(--success) 35%, var(--card))',
  '--success-text': 'var(--success)',
  '--warning-bg': 'color-mix(in srgb, var(--warning) 7%, var(--card))',
  '--warning-border': 'color-mix(in srgb, var(--warning) 35%, var(--card))',
  '--warning-text': 'var(--warning)',
  '--info-bg': 'color-mix(in srgb, var(--accent) 7%, var(--card))',
  '--info-border': 'color-mix(in srgb, var(--accent) 35%, var(--card))',
  '--info-text': 'var(--accent-soft-foreground)',
} as CSSProperties;

/**
 * The app's toasts (SPEC 8). A chunk of its own, loaded beside the first
 * page (providers.tsx): the first paint has no toast to show, and sonner
 * shows a toast made before its Toaster mounted once it does.
 */
export default function AppToaster() {
  return (
    <Toaster
      position="top-center"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      theme="system"
      style={toastColours}
      offset={{ top: 'calc(env(safe-area-inset-top, 0px) + 12px)' }}
      mobileOffset={{ top: UNDER_THE_PHONE_HEADER }}
    />
  );
}
