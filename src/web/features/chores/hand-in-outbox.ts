import type { Chore } from '@shared/api/chores';
import { ApiError, api, isApiError } from '@web/lib/api-client';
import { translate } from '@web/lib/i18n/i18n';
import { isTransient } from '@web/lib/offline/outbox';

/*
 * A chore hand-in made with no network (issue 16): the photo, the note and
 * the minutes wait in the device's outbox, then go as the form sends them
 * (the photo, then the submit). The server may have moved on meanwhile.
 */

/** What the outbox keeps of a hand-in (the photo as a Blob: IndexedDB holds files). */
export interface QueuedHandIn {
  choreId: string;
  /** For the message if it cannot be sent. */
  choreTitle: string;
  /** Who handed it in (the helper doing it). */
  helperId: string;
  note: string | null;
  minutesSpent: number | null;
  photo: Blob | null;
  photoName: string | null;
  /** When it was handed in on the device (ms). */
  queuedAt: number;
}

/** A device's clock may be off from the server's by this much. */
const CLOCK_SLACK_MS = 5 * 60 * 1000;

const path = (id: string, action: string) => `/api/chores/${encodeURIComponent(id)}/${action}`;

/** The hand-in is on the server already: a retry after a reply lost on the way back. */
function alreadyHandedIn(chore: Chore, handIn: QueuedHandIn): boolean {
  if (chore.takenBy?.id !== handIn.helperId || !chore.submittedAt) return false;
  if (chore.status === 'submitted') return true;
  // Approved since: it went through if it was submitted after this hand-in was made.
  return (
    chore.status === 'approved' && Date.parse(chore.submittedAt) >= handIn.queuedAt - CLOCK_SLACK_MS
  );
}

/** Why the hand-in no longer applies, as the person reads it. */
function whyNot(chore: Chore | null, error: ApiError): string {
  const why = (reason: string) => translate('chores', `handIn.why.${reason}`);
  if (!chore) return error.status === 404 ? why('deleted') : error.message;
  if (chore.status === 'approved') return why('approved');
  if (chore.status === 'cancelled') return why('cancelled');
  if (chore.status === 'submitted') return why('someoneElse');
  if (chore.status === 'open') return why('takenBack');
  return error.message;
}

/**
 * Sends a kept hand-in: the photo, then the submit. Refused (4xx) because it
 * went through before (a lost reply): a success. Refused because the chore
 * moved on: an ApiError saying why, and the outbox drops it.
 */
export async function sendHandIn(handIn: QueuedHandIn): Promise<Chore> {
  try {
    if (handIn.photo) {
      const form = new FormData();
      form.append('file', handIn.photo, handIn.photoName ?? 'photo');
      await api.post<Chore>(path(handIn.choreId, 'photo'), form);
    }
    return await api.post<Chore>(path(handIn.choreId, 'submit'), {
      note: handIn.note,
      minutesSpent: handIn.minutesSpent,
    });
  } catch (error) {
    if (isTransient(error) || !isApiError(error)) throw error;
    let chore: Chore | null = null;
    try {
      chore = await api.get<Chore>(`/api/chores/${encodeURIComponent(handIn.choreId)}`);
    } catch (readError) {
      if (isTransient(readError)) throw readError;
    }
    if (chore && alreadyHandedIn(chore, handIn)) return chore;
    throw new ApiError({ status: error.status, code: error.code, message: whyNot(chore, error) });
  }
}

/** The sentence for a hand-in dropped from the outbox. */
export const droppedHandInMessage = (handIn: QueuedHandIn, error: unknown) =>
  translate('chores', 'handIn.dropped', {
    title: handIn.choreTitle,
    reason: isApiError(error) ? error.message : translate('chores', 'handIn.why.changed'),
  });
