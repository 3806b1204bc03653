import type { ClientTopic, RealtimeEvent } from '@shared/api/realtime';
import { useEffect, useRef } from 'react';
import { browserRealtime } from './browser-client';

export type TopicHandlers = {
  /** An event on the topic, in order; `data` is the row as the HTTP API presents it. */
  onEvent: (event: RealtimeEvent) => void;
  /**
   * Refetch what the screen shows from this topic. Called after every
   * (re)subscription is confirmed (the first one included: anything committed
   * before it is in the refetch, anything after comes as an event), on a gap
   * in the sequence, and when a background tab comes back.
   */
  onResync: () => void;
};

/**
 * Subscribes the component to a realtime topic for as long as it is mounted
 * (null: nothing). One shared socket per tab carries every topic; handlers
 * may change between renders without resubscribing.
 */
export function useRealtimeTopic(topic: ClientTopic | null, handlers: TopicHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!topic || typeof WebSocket === 'undefined') return;
    return browserRealtime().subscribe(topic, {
      onEvent: (event) => latest.current.onEvent(event),
      onResync: () => latest.current.onResync(),
    });
  }, [topic]);
}
