import type { ReactNode } from 'react';
import { useDeletionState } from './deletion-api';
import { DeletionPendingPage } from './pages/deletion-pending-page';

/**
 * In the shell's place while the signed-in person's account waits for
 * deletion (issue 19): the page offering 'Cancel deletion'. The app shows as
 * usual while the state loads or cannot be read (offline): the server refuses
 * a pending account's writes anyway, and nobody else waits on this check.
 */
export function DeletionGate({ userId, children }: { userId: string; children: ReactNode }) {
  const state = useDeletionState(userId);
  if (state.data?.status === 'pending' && state.data.dueAt)
    return <DeletionPendingPage dueAt={state.data.dueAt} userId={userId} />;
  return children;
}
