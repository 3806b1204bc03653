import type { toast as sonnerToast } from 'sonner';

/**
 * Shows a toast from code the first paint loads (the route gate, the data
 * cache), which must not import sonner itself: sonner loads with the app's
 * Toaster, after the first page (decision 148). Pages import `toast` from
 * sonner directly.
 */
export function showToast(show: (toast: typeof sonnerToast) => void): void {
  import('sonner').then(
    ({ toast }) => show(toast),
    (error: unknown) => console.warn('Homestay: a message could not be shown.', error),
  );
}
