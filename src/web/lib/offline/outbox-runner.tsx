import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@web/lib/session/session';
import { useEffect } from 'react';
import { isOnline } from './online-status';
import { type OutboxSender, outbox } from './outbox';

/** A browser can say "online" on a network that goes nowhere: try again now and then. */
const RETRY_INTERVAL_MS = 30_000;

/**
 * Sends what the outbox holds for the signed-in person: at start when
 * online, when the network comes back, and now and then. `senders` are the
 * features' (by kind); registered here because pages load lazily and the
 * outbox must be able to send before they do.
 */
export function OutboxRunner({ senders }: { senders: Record<string, OutboxSender<never>> }) {
  const session = useSession();
  const client = useQueryClient();
  const userId = session.status === 'signed-in' ? session.user.id : null;

  useEffect(() => {
    for (const [kind, sender] of Object.entries(senders)) outbox.register(kind, sender);
  }, [senders]);

  useEffect(() => {
    if (!userId) return;
    const flush = () => {
      if (isOnline()) void outbox.flush(userId, client).catch(() => undefined);
    };
    flush();
    window.addEventListener('online', flush);
    const timer = setInterval(flush, RETRY_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', flush);
      clearInterval(timer);
    };
  }, [userId, client]);
  return null;
}
