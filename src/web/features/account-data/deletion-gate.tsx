import { PulsingLogo } from '@web/components/brand/pulsing-logo';
import { lazy, type ReactNode, Suspense } from 'react';
import { useDeletionState } from './deletion-api';

/*
 * A chunk of its own, loaded when shown: few accounts ever wait for
 * deletion, and with its form, layout and the sign-in's texts it was some
 * ten files on every signed-in page's first load (issue 20). The service
 * worker precaches it with the shell (vite.config.ts), so it opens offline.
 */
const DeletionPendingPage = lazy(() =>
  import('./pages/deletion-pending-page').then((module) => ({
    default: module.DeletionPendingPage,
  })),
);

/**
 * In the shell's place while the signed-in person's account waits for
 * deletion (issue 19): the page offering 'Cancel deletion'. The app shows as
 * usual while the state loads or cannot be read (offline): the server refuses
 * a pending account's writes anyway, and nobody else waits on this check.
 */
export function DeletionGate({ userId, children }: { userId: string; children: ReactNode }) {
  const state = useDeletionState(userId);
  if (state.data?.status === 'pending' && state.data.dueAt)
    return (
      <Suspense fallback={<PulsingLogo />}>
        <DeletionPendingPage dueAt={state.data.dueAt} userId={userId} />
      </Suspense>
    );
  return children;
}
