import { useOutboxItems } from '@web/lib/offline/use-outbox';
import { CHORE_HAND_IN_OUTBOX_KIND } from './api';
import type { QueuedHandIn } from './hand-in-outbox';

/** True while a hand-in of this chore waits on the device for a network (issue 16). */
export function useWaitingHandIn(choreId: string): boolean {
  return useOutboxItems().some(
    (item) =>
      item.kind === CHORE_HAND_IN_OUTBOX_KIND && (item.payload as QueuedHandIn).choreId === choreId,
  );
}
