import { toast } from 'sonner';

export const UPDATE_READY_MESSAGE = 'A new version is ready';
const UPDATE_TOAST_ID = 'app-update';

/**
 * The persistent 'A new version is ready' toast: it stays until the person
 * chooses Reload (or closes it and carries on with the version they have).
 * Nothing reloads behind their back, so no form is lost mid-way.
 */
export function showUpdateReady(onReload: () => void): void {
  toast(UPDATE_READY_MESSAGE, {
    id: UPDATE_TOAST_ID,
    duration: Number.POSITIVE_INFINITY,
    action: { label: 'Reload', onClick: onReload },
  });
}
