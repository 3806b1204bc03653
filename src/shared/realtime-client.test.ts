import type { ServerFrame } from '@shared/api/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, type SocketLike } from './realtime-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: { type: string; id?: string; topic: string }[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.drop(code);
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  frame(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  /** Answers the last subscribe for the topic. */
  confirm(topic: string, seq = 0) {
    const request = this.sent.filter((f) => f.type === 'subscribe' && f.topic === topic).at(-1);
    this.frame({ type: 'subscribed', id: request?.id ?? '', topic, seq });
  }
}

let sockets: FakeSocket[];
let client: RealtimeClient;
const event = (topic: string, seq: number, n = seq): ServerFrame => ({
  type: 'event',
  topic,
  seq,
  event: { kind: 'points.changed', data: { points: n } },
});

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  client = new RealtimeClient({
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
    minDelayMs: 100,
    maxDelayMs: 1_000,
  });
});
afterEach(() => vi.useRealTimers());

function listen(topic = 'notifications') {
  const seen: number[] = [];
  const resyncs = { count: 0 };
  const stop = client.subscribe(topic, {
    onEvent: (e) => {
      if (e.kind === 'points.changed') seen.push(e.data.points);
    },
    onResync: () => {
      resyncs.count += 1;
    },
  });
  return { seen, resyncs, stop };
}

describe('RealtimeClient', () => {
  it('subscribes once open and refetches when the server confirms', () => {
    const l = listen();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribe', id: '1', topic: 'notifications' }]);
    expect(l.resyncs.count).toBe(0);
    socket.confirm('notifications', 4);
    expect(l.resyncs.count).toBe(1);
  });

  it('delivers events in order, drops repeats and anything before the confirmation', () => {
    const l = listen();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    socket.frame(event('notifications', 1));
    socket.confirm('notifications', 2);
    socket.frame(event('notifications', 2));
    socket.frame(event('notifications', 3));
    socket.frame(event('notifications', 3));
    socket.frame(event('notifications', 4));
    expect(l.seen).toEqual([3, 4]);
    expect(l.resyncs.count).toBe(1);
  });

  it('refetches when a sequence skips, and on a resync frame', () => {
    const l = listen();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    socket.confirm('notifications', 0);
    socket.frame(event('notifications', 1));
    socket.frame(event('notifications', 3));
    expect(l.seen).toEqual([1, 3]);
    expect(l.resyncs.count).toBe(2);
    socket.frame({ type: 'resync' });
    expect(l.resyncs.count).toBe(3);
  });

  it('reconnects with growing, bounded delays, resubscribes and refetches', () => {
    const l = listen();
    (sockets[0] as FakeSocket).open();
    (sockets[0] as FakeSocket).confirm('notifications');
    (sockets[0] as FakeSocket).drop();
    vi.advanceTimersByTime(99);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    (sockets[1] as FakeSocket).drop();
    vi.advanceTimersByTime(199);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const third = sockets[2] as FakeSocket;
    third.open();
    expect(third.sent).toMatchObject([{ type: 'subscribe', topic: 'notifications' }]);
    third.confirm('notifications', 7);
    expect(l.resyncs.count).toBe(2);
    third.frame(event('notifications', 8));
    expect(l.seen).toEqual([8]);
  });

  it('stops reconnecting when the session ended, until caught up again', () => {
    listen();
    (sockets[0] as FakeSocket).open();
    (sockets[0] as FakeSocket).drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.currentStatus).toBe('signed_out');
    client.catchUp();
    expect(sockets).toHaveLength(2);
  });

  it('catches up on return: refetch when open, reconnect at once when not', () => {
    const l = listen();
    (sockets[0] as FakeSocket).open();
    (sockets[0] as FakeSocket).confirm('notifications');
    client.catchUp();
    expect(l.resyncs.count).toBe(2);
    (sockets[0] as FakeSocket).drop();
    client.catchUp();
    expect(sockets).toHaveLength(2);
  });

  it('shares one subscription per topic and closes the socket once nothing listens', () => {
    const a = listen();
    const b = listen();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    expect(socket.sent.filter((f) => f.type === 'subscribe')).toHaveLength(1);
    a.stop();
    expect(socket.sent.filter((f) => f.type === 'unsubscribe')).toHaveLength(0);
    b.stop();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'notifications' });
    vi.advanceTimersByTime(10_000);
    expect(socket.readyState).toBe(3);
    expect(client.currentStatus).toBe('idle');
  });

  it('refetches instead of delivering an event it does not know or that does not fit', () => {
    const l = listen();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    socket.confirm('notifications', 0);
    const before = l.resyncs.count;
    socket.onmessage?.({
      data: JSON.stringify({
        type: 'event',
        topic: 'notifications',
        seq: 1,
        event: { kind: 'x.y', data: {} },
      }),
    });
    socket.onmessage?.({
      data: JSON.stringify({
        type: 'event',
        topic: 'notifications',
        seq: 2,
        event: { kind: 'points.changed', data: { points: 'many' } },
      }),
    });
    socket.frame(event('notifications', 3, 7));
    expect(l.seen).toEqual([7]);
    expect(l.resyncs.count).toBe(before + 2);
  });
});
