import { describe, expect, it } from 'vitest';
import {
  markReadRequest,
  notificationFor,
  parsePushMessage,
  readNotificationData,
  shouldShow,
  targetUrl,
} from './push-logic';

const ID = '0b6f0a8e-3c1d-4f5e-9a7b-1c2d3e4f5a6b';
const ORIGIN = 'https://homestay.example';

const message = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    notificationId: ID,
    type: 'message',
    title: 'Ana sent you a message',
    body: 'See you at the gate at 9',
    path: '/messages/c-1',
    tag: 'chat:c-1',
    ...overrides,
  });

describe('parsePushMessage', () => {
  it('reads a whole payload', () => {
    expect(parsePushMessage(message())).toEqual({
      notificationId: ID,
      type: 'message',
      title: 'Ana sent you a message',
      body: 'See you at the gate at 9',
      path: '/messages/c-1',
      tag: 'chat:c-1',
    });
    expect(parsePushMessage(message({ path: null }))?.path).toBeNull();
  });

  it('refuses what is not ours or not whole', () => {
    expect(parsePushMessage(null)).toBeNull();
    expect(parsePushMessage('')).toBeNull();
    expect(parsePushMessage('not json')).toBeNull();
    expect(parsePushMessage('"text"')).toBeNull();
    expect(parsePushMessage(message({ notificationId: 'nope' }))).toBeNull();
    expect(parsePushMessage(message({ title: 7 }))).toBeNull();
    expect(parsePushMessage(message({ path: 12 }))).toBeNull();
    expect(parsePushMessage(message({ tag: undefined }))).toBeNull();
  });
});

describe('shouldShow', () => {
  it('stays quiet while a tab of ours is visible', () => {
    expect(shouldShow([{ visibilityState: 'hidden' }, { visibilityState: 'visible' }])).toBe(false);
  });
  it('shows with no tab, or only hidden ones', () => {
    expect(shouldShow([])).toBe(true);
    expect(shouldShow([{ visibilityState: 'hidden' }])).toBe(true);
  });
});

describe('notificationFor', () => {
  it('shows the title and text, grouped by tag, with the tap’s target', () => {
    const shown = notificationFor(parsePushMessage(message()));
    expect(shown).toEqual({
      title: 'Ana sent you a message',
      options: {
        body: 'See you at the gate at 9',
        icon: '/icons/icon-192.png',
        tag: 'chat:c-1',
        renotify: true,
        data: { path: '/messages/c-1', notificationId: ID },
      },
    });
  });

  it('buzzes again only for messages', () => {
    const chore = notificationFor(parsePushMessage(message({ type: 'chore_assigned' })));
    expect(chore.options.renotify).toBe(false);
  });

  it('never leaves the tag empty (renotify needs one)', () => {
    const shown = notificationFor(parsePushMessage(message({ tag: '' })));
    expect(shown.options.tag).toBe(ID);
  });

  it('shows a generic notification for a payload it cannot read', () => {
    const shown = notificationFor(parsePushMessage('garbage'));
    expect(shown.title).toBe('Homestay');
    expect(shown.options.body).toBe('You have a new notification.');
    expect(shown.options.data).toEqual({ path: null, notificationId: null });
  });
});

describe('a tap', () => {
  it('reads the data back, defensively', () => {
    expect(readNotificationData({ path: '/chores/1', notificationId: ID })).toEqual({
      path: '/chores/1',
      notificationId: ID,
    });
    expect(readNotificationData(null)).toEqual({ path: null, notificationId: null });
    expect(readNotificationData({ path: 3, notificationId: 'x' })).toEqual({
      path: null,
      notificationId: null,
    });
  });

  it('opens the target on our origin, or /notifications', () => {
    expect(targetUrl('/messages/c-1', ORIGIN)).toBe(`${ORIGIN}/messages/c-1`);
    expect(targetUrl('/chores/1?tab=photos#top', ORIGIN)).toBe(`${ORIGIN}/chores/1?tab=photos#top`);
    expect(targetUrl(null, ORIGIN)).toBe(`${ORIGIN}/notifications`);
  });

  it('never opens another site', () => {
    for (const path of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'x'])
      expect(targetUrl(path, ORIGIN)).toBe(`${ORIGIN}/notifications`);
  });

  it('marks it read with a same-origin POST and an empty JSON body', () => {
    expect(markReadRequest(ID)).toEqual({
      url: `/api/notifications/${ID}/read`,
      init: {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: '{}',
      },
    });
  });
});
