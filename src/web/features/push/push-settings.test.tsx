import type { PushDevice } from '@shared/api/push';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { runSignOutCleanups } from '@web/lib/session/sign-out-cleanups';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPushOwner, rememberPushOwner } from './browser-push';
import { DevicePushSettings } from './components/device-push-settings';
import { PushResync } from './components/push-resync';

const KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example/send/abc123';
const subscriptionJson = {
  endpoint: ENDPOINT,
  expirationTime: null,
  keys: { p256dh: 'BPp256dhkeyvalue_abcdefghij', auth: 'authsecret_abcdefgh' },
};

const device = (overrides: Partial<PushDevice> = {}): PushDevice => ({
  id: '5d6c2f1e-0a1b-4c2d-8e3f-9a0b1c2d3e4f',
  label: 'Chrome on Android',
  createdAt: '2026-11-02T10:00:00.000Z',
  lastPushedAt: null,
  thisDevice: false,
  ...overrides,
});

const prefs = (pushMutedCategories: string[] = []) => ({
  emailEnabled: true,
  emailDelayMinutes: 15,
  emailMutedTypes: [],
  pushMutedCategories,
});

interface BrowserOptions {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
  subscribeFails?: boolean;
}

/** Notification, PushManager and navigator.serviceWorker as a browser with push has them. */
function fakePushBrowser(options: BrowserOptions = {}) {
  let current: typeof subscription | null = null;
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => subscriptionJson,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  if (options.subscribed) current = subscription;
  const pushManager = {
    subscribe: vi.fn(async () => {
      if (options.subscribeFails) throw new DOMException('Registration failed', 'AbortError');
      current = subscription;
      return subscription;
    }),
    getSubscription: vi.fn(async () => current),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => options.answer ?? 'granted');
  vi.stubGlobal('Notification', { permission: options.permission ?? 'default', requestPermission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { subscription, pushManager, requestPermission };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  window.localStorage.clear();
});

/** The API with a device list the test can change, as the server would. */
function pushApi(initial: PushDevice[], sessionId = 'sess-1') {
  let devices = initial;
  const mock = mockApi({
    'GET /api/auth/get-session': json(200, sessionReply('helper', { sessionId })),
    'GET /api/push/devices': () => json(200, { items: devices }),
    'GET /api/push/key': json(200, { publicKey: KEY }),
    'POST /api/push/devices': () => {
      const added = device({ id: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b', thisDevice: true });
      devices = [...devices, added];
      return json(201, added);
    },
    'DELETE /api/push/devices/5d6c2f1e-0a1b-4c2d-8e3f-9a0b1c2d3e4f': () => {
      devices = devices.filter((d) => d.id !== '5d6c2f1e-0a1b-4c2d-8e3f-9a0b1c2d3e4f');
      return new Response(null, { status: 204 });
    },
    'GET /api/notifications/preferences': json(200, prefs()),
    'PATCH /api/notifications/preferences': (call) =>
      json(200, { ...prefs(), ...(call.body as object) }),
  });
  return mock;
}

const renderCard = () => renderRoutes([{ path: '/', element: <DevicePushSettings /> }], '/');

describe('Notifications on this device', () => {
  it('says so when the browser cannot do push, and still lists the devices', async () => {
    pushApi([device()]);
    renderCard();
    expect(await screen.findByText('This browser cannot show notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /turn on notifications/i })).toBeNull();
    expect(await screen.findByText('Chrome on Android')).toBeInTheDocument();
  });

  it('says how to unblock when the permission is denied', async () => {
    fakePushBrowser({ permission: 'denied' });
    pushApi([]);
    renderCard();
    expect(
      await screen.findByText('Notifications are blocked for Homestay in this browser’s settings'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /turn on notifications/i })).toBeNull();
    expect(await screen.findByText('No device gets notifications yet.')).toBeInTheDocument();
  });

  it('asks the permission, subscribes with the server’s key and lists this device', async () => {
    const browser = fakePushBrowser();
    const api = pushApi([]);
    renderCard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    );
    const card = screen.getByRole('region', { name: 'Notifications on this device' });
    expect(
      await within(card).findByText('Notifications are on for this device'),
    ).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(api.callsTo('POST', '/api/push/devices')[0]?.body).toEqual(subscriptionJson);
    const list = await screen.findByRole('list', { name: 'Devices that get notifications' });
    expect(await within(list).findByText('This device')).toBeInTheDocument();
    expect(readPushOwner()).toEqual({ userId: 'u-1', sessionId: 'sess-1' });
  });

  it('turns the blocked state on when the person says no', async () => {
    const browser = fakePushBrowser({ answer: 'denied' });
    const api = pushApi([]);
    renderCard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    );
    expect(
      await screen.findByText('Notifications are blocked for Homestay in this browser’s settings'),
    ).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.callsTo('POST', '/api/push/devices')).toHaveLength(0);
  });

  it('shows a clear error when the push service fails', async () => {
    fakePushBrowser({ permission: 'granted', subscribeFails: true });
    const api = pushApi([]);
    renderCard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    );
    expect(await screen.findByText('We couldn’t turn on notifications')).toBeInTheDocument();
    expect(
      screen.getByText('The browser’s push service didn’t answer. Try again in a moment.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/push/devices')).toHaveLength(0);
    expect(readPushOwner()).toBeNull();
  });

  it('removes this device after a confirmation, and unsubscribes the browser', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    rememberPushOwner({ userId: 'u-1', sessionId: 'sess-1' });
    const api = pushApi([
      device({ thisDevice: true }),
      device({ id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', label: 'Firefox on Windows' }),
    ]);
    renderCard();
    const list = await screen.findByRole('list', { name: 'Devices that get notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on Android');
    expect(items[0]).toHaveTextContent('This device');
    // The day as the reader's language writes it (Intl): 'Nov 2, 2026' in en-US.
    expect(items[0]).toHaveTextContent(/Added (2 Nov 2026|Nov 2, 2026)/);
    expect(items[1]).toHaveTextContent('Firefox on Windows');

    // Cancel first: nothing happens.
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Chrome on Android (this device)' }),
    );
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByText('Cancel'));
    expect(api.callsTo('DELETE', '/api/push/devices/5d6c2f1e-0a1b-4c2d-8e3f-9a0b1c2d3e4f')).toEqual(
      [],
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Chrome on Android (this device)' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Remove Chrome on Android?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('This device')).toBeNull());
    expect(
      api.callsTo('DELETE', '/api/push/devices/5d6c2f1e-0a1b-4c2d-8e3f-9a0b1c2d3e4f'),
    ).toHaveLength(1);
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(readPushOwner()).toBeNull();
    expect(screen.getByText('Firefox on Windows')).toBeInTheDocument();
  });

  it('saves a kind switched off as muted', async () => {
    fakePushBrowser({ permission: 'granted' });
    const api = pushApi([]);
    renderCard();
    const chores = await screen.findByRole('switch', { name: 'Chores' });
    expect(chores).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    await userEvent.click(chores);
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/notifications/preferences')[0]?.body).toEqual({
        pushMutedCategories: ['chores'],
      }),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Chores' })).not.toBeChecked());
  });
});

describe('PushResync and sign-out', () => {
  const renderResync = () => renderRoutes([{ path: '/', element: <PushResync /> }], '/');

  it('sends the same person’s subscription again in a new session', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    rememberPushOwner({ userId: 'u-1', sessionId: 'old-session' });
    const api = pushApi([], 'new-session');
    renderResync();
    await waitFor(() => expect(api.callsTo('POST', '/api/push/devices')).toHaveLength(1));
    await waitFor(() =>
      expect(readPushOwner()).toEqual({ userId: 'u-1', sessionId: 'new-session' }),
    );
    expect(browser.subscription.unsubscribe).not.toHaveBeenCalled();
  });

  it('leaves the same session alone', async () => {
    fakePushBrowser({ permission: 'granted', subscribed: true });
    rememberPushOwner({ userId: 'u-1', sessionId: 'sess-1' });
    const api = pushApi([]);
    renderResync();
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/get-session')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.callsTo('POST', '/api/push/devices')).toHaveLength(0);
  });

  it('unsubscribes a subscription someone else turned on', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    rememberPushOwner({ userId: 'someone-else', sessionId: 'their-session' });
    const api = pushApi([]);
    renderResync();
    await waitFor(() => expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce());
    expect(readPushOwner()).toBeNull();
    expect(api.callsTo('POST', '/api/push/devices')).toHaveLength(0);
  });

  it('forgets this browser’s subscription at sign-out', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    rememberPushOwner({ userId: 'u-1', sessionId: 'sess-1' });
    await runSignOutCleanups();
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(readPushOwner()).toBeNull();
  });
});
