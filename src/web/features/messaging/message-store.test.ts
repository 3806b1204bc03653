import type { Message } from '@shared/api/messaging';
import { describe, expect, it } from 'vitest';
import {
  addPending,
  emptyStore,
  groupByDay,
  markFailed,
  mergeMessages,
  newestSeq,
  orderedMessages,
} from './message-store';

const C = '00000000-0000-4000-8000-0000000000c1';
const msg = (seq: number, overrides: Partial<Message> = {}): Message => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  conversationId: C,
  senderId: 'a',
  content: `m${seq}`,
  type: 'text',
  statusType: null,
  createdAt: new Date(2026, 0, 1, 10, seq).toISOString(),
  seq,
  ...overrides,
});

describe('the chat’s merge-only message store', () => {
  it('keeps every message once, in seq order, whatever order pages and events arrive in', () => {
    let store = mergeMessages(emptyStore, [msg(3), msg(2)]);
    store = mergeMessages(store, [msg(5)]); // an event
    store = mergeMessages(store, [msg(4), msg(3)]); // a refetch racing the event
    store = mergeMessages(store, [msg(1)]); // an older page
    store = mergeMessages(store, [msg(5)]); // the event again
    expect(orderedMessages(store).map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(newestSeq(store)).toBe(5);
  });

  it('a refetch answered before an event never drops the event’s message', () => {
    let store = mergeMessages(emptyStore, [msg(1)]);
    store = mergeMessages(store, [msg(2)]); // event
    store = mergeMessages(store, [msg(1)]); // a stale refetch (taken before msg 2)
    expect(orderedMessages(store).map((m) => m.seq)).toEqual([1, 2]);
  });

  it('an own message is pending, then replaced by the stored copy (event or reply first)', () => {
    const mine = msg(7, { senderId: 'me' });
    let store = mergeMessages(emptyStore, [msg(6)]);
    store = addPending(store, mine);
    expect(orderedMessages(store).map((m) => m.state)).toEqual(['sent', 'pending']);
    store = mergeMessages(store, [mine]); // the event came first
    store = markFailed(store, mine.id); // the reply then failed (a dropped connection): ignored
    expect(orderedMessages(store).map((m) => [m.id, m.state])).toEqual([
      [msg(6).id, 'sent'],
      [mine.id, 'sent'],
    ]);
    // A late pending for a stored id changes nothing.
    expect(addPending(store, mine)).toBe(store);
  });

  it('failed messages stay, after the stored ones, until retried', () => {
    let store = addPending(emptyStore, msg(9, { senderId: 'me' }));
    store = addPending(store, msg(10, { senderId: 'me' }));
    store = markFailed(store, msg(9).id);
    store = mergeMessages(store, [msg(8)]);
    expect(orderedMessages(store).map((m) => [m.content, m.state])).toEqual([
      ['m8', 'sent'],
      ['m9', 'failed'],
      ['m10', 'pending'],
    ]);
  });

  it('groups by local day', () => {
    const day1 = msg(1, { createdAt: new Date(2026, 0, 1, 23, 59).toISOString() });
    const day2 = msg(2, { createdAt: new Date(2026, 0, 2, 0, 1).toISOString() });
    const day2b = msg(3, { createdAt: new Date(2026, 0, 2, 9, 0).toISOString() });
    const groups = groupByDay(orderedMessages(mergeMessages(emptyStore, [day1, day2, day2b])));
    expect(groups.map((g) => [g.day, g.messages.length])).toEqual([
      ['2026-01-01', 1],
      ['2026-01-02', 2],
    ]);
  });

  it('keeps a message written offline as waiting until the server’s copy replaces it', () => {
    const mine = { id: 'w-1', conversationId: C, senderId: 'a', content: 'hi', statusType: null };
    let store = addPending(emptyStore, mine, new Date(), 'waiting');
    expect(store.get('w-1')?.state).toBe('waiting');
    // Sent by the outbox later: the stored copy takes its place, once.
    store = mergeMessages(store, [msg(7, { id: 'w-1', content: 'hi' })]);
    expect(orderedMessages(store).map((m) => [m.id, m.state])).toEqual([['w-1', 'sent']]);
    // Refused meanwhile: it shows as not sent.
    const refused = markFailed(addPending(emptyStore, mine, new Date(), 'waiting'), 'w-1');
    expect(refused.get('w-1')?.state).toBe('failed');
  });
});
