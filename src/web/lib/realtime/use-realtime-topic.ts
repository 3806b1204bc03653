import type { ClientTopic, RealtimeEvent } from '@shared/api/realtime';

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
 * (null: nothing). One shared socket per tab carries every topic.
 * Implementation: issue 6 (in progress).
 */
export function useRealtimeTopic(_topic: ClientTopic | null, _handlers: TopicHandlers): void {}
