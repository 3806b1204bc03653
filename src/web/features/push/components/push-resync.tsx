import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@web/lib/session/session';
import { useEffect } from 'react';
import { pushKeys, sendSubscription } from '../api';
import {
  currentSubscription,
  forgetPushOwner,
  readPushOwner,
  rememberPushOwner,
} from '../browser-push';

/**
 * Keeps this browser's push subscription with the right person (issue 16),
 * once per signed-in session. The server's device row belongs to a session:
 * the same person in a new session (a password change signs the old one
 * out) gets the subscription sent again; a subscription someone else turned
 * on here is unsubscribed. Renders nothing; mounted once in the signed-in
 * shell.
 */
export function PushResync() {
  const qc = useQueryClient();
  const user = useSession().user;
  const userId = user?.id ?? null;
  const sessionId = user?.sessionId ?? null;

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    void (async () => {
      const subscription = await currentSubscription();
      const owner = readPushOwner();
      if (cancelled) return;
      if (!subscription) {
        if (owner) forgetPushOwner();
        return;
      }
      if (owner?.userId !== userId) {
        forgetPushOwner();
        await subscription.unsubscribe().catch(() => false);
        return;
      }
      if (owner.sessionId === sessionId) return;
      try {
        await sendSubscription(subscription);
        rememberPushOwner({ userId, sessionId });
        await qc.invalidateQueries({ queryKey: pushKeys.devices() });
      } catch {
        // Offline or refused: the next start tries again.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [qc, userId, sessionId]);

  return null;
}
