import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { CDPSession, Page } from '@playwright/test';
import { api, expect, test } from './auth-fixtures';
import { pathTo } from './fixtures';
import { listedProperty, newHelper } from './two-people';

// Issue 16's push on the device, in Chromium: a push delivered to the service
// worker (DevTools protocol, ServiceWorker.deliverPushMessage) is not shown
// while a tab of ours is visible, is shown once none is, and a tap on it
// marks the notification read and opens the chat.
//
// What the test cannot do here: subscribe at a real push service (this
// Chromium has no route to one), so the encrypted leg is the server's own
// test (a local push service); and click a notification the way a person
// does. The tap is a 'notificationclick' event dispatched inside the worker
// with the notification it showed: an untrusted event may not open a new
// window, so the tap lands on the app's existing tab, the path the handler
// prefers anyway (src/web/sw/push-handlers.ts).

// Every other spec blocks the service worker (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The worker's global as these tests use it (the e2e typecheck has the DOM lib, not WebWorker). */
type WorkerScope = EventTarget & { registration: ServiceWorkerRegistration };

/** Resolves once the service worker is active and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** The service worker's registration id, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession, scopeStart: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(scopeStart) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('a push shows a notification when no tab is visible, and its tap opens the chat', async ({
  page,
  context,
  browser,
  baseURL,
  createAccount,
}, info) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';

  // A host with a listed property; a helper writes to them: the host's bell
  // gets a real 'message' notification, and the chat is a real one of theirs.
  await createAccount({ role: 'host' });
  const property = await listedProperty(page.request, origin, {
    title: `Olive grove ${randomUUID().slice(0, 6)}`,
    type: 'farm',
    city: 'Évora',
    country: 'PT',
    description: 'Olives, goats and a long table.',
    amenities: ['Garden'],
    helpersWanted: 1,
  });
  const helper = await newHelper(browser, origin, info, 'Ana Walker');
  const conversation = await api(helper.context.request, origin, 'post', '/api/conversations', {
    propertyId: property.id,
  });
  await api(
    helper.context.request,
    origin,
    'post',
    `/api/conversations/${conversation.id}/messages`,
    { id: randomUUID(), content: 'Is the bus stop far?' },
  );
  await helper.context.close();

  const chatPath = pathTo('chat', { params: { conversationId: conversation.id } });
  const feed = await (await page.request.get('/api/notifications')).json();
  const notification = feed.items.find(
    (n: { type: string; isRead: boolean }) => n.type === 'message' && !n.isRead,
  );
  expect(notification, 'the host was notified of the message').toBeTruthy();
  const message = {
    notificationId: notification.id,
    type: 'message',
    title: 'Ana Walker sent you a message',
    body: 'Is the bus stop far?',
    path: chatPath,
    tag: `chat:${conversation.id}`,
  };

  await context.grantPermissions(['notifications'], { origin });
  await page.goto(pathTo('dashboard'));
  await waitForServiceWorker(page);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const shown = () =>
    worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const list = await scope.registration.getNotifications();
      return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
    });

  const cdp = await context.newCDPSession(page);
  const registration = await registrationId(cdp, origin);
  const deliver = (payload: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration,
      data: JSON.stringify(payload),
    });

  // A visible tab of ours: the bell shows it already, the phone stays quiet.
  // (Its own tag: had it been shown, it would still be listed below.)
  await deliver({ ...message, title: 'Seen in the open tab', tag: 'while-visible' });

  // No tab of ours (this one leaves for a blank page): the notification shows.
  // The worker may still list the tab as on screen just after the navigation
  // ends, and then rightly keeps a push quiet (the likely cause of one CI
  // failure): deliver once it lists no tab of ours on screen.
  await page.goto('about:blank');
  await expect
    .poll(
      () =>
        worker.evaluate(async () => {
          const clients = (
            self as unknown as {
              clients: {
                matchAll(options: object): Promise<Array<{ visibilityState: string }>>;
              };
            }
          ).clients;
          const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
          return windows.filter((w) => w.visibilityState === 'visible').length;
        }),
      { timeout: 10_000 },
    )
    .toBe(0);
  await deliver(message);
  await expect.poll(shown, { timeout: 10_000 }).toEqual([
    {
      title: 'Ana Walker sent you a message',
      body: 'Is the bus stop far?',
      tag: `chat:${conversation.id}`,
      data: { path: chatPath, notificationId: notification.id },
    },
  ]);

  // The person comes back to the app, then taps the notification.
  await page.goto(pathTo('dashboard'));
  await waitForServiceWorker(page);
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [shownNotification] = await scope.registration.getNotifications();
    const tap = new Event('notificationclick') as Event & {
      notification?: Notification;
      waitUntil?: (p: Promise<unknown>) => void;
    };
    const pending: Promise<unknown>[] = [];
    Object.assign(tap, {
      notification: shownNotification,
      waitUntil: (p: Promise<unknown>) => pending.push(p),
    });
    scope.dispatchEvent(tap);
    await Promise.all(pending);
  });

  await expect(page).toHaveURL(new RegExp(`${chatPath}$`));
  await expect(page.getByRole('log')).toContainText('Is the bus stop far?');
  expect(await shown()).toEqual([]);
  const after = await (await page.request.get('/api/notifications')).json();
  expect(after.items.find((n: { id: string }) => n.id === notification.id)?.isRead).toBe(true);
});

test('the card offers push on this device, passes axe and fits a 320 px phone', async ({
  page,
  createAccount,
}) => {
  await createAccount({ role: 'helper' });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(pathTo('profile', { query: { tab: 'notifications' } }));
  const card = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(
    card.getByRole('button', { name: 'Turn on notifications on this device' }),
  ).toBeVisible();
  await expect(card.getByText('No device gets notifications yet.')).toBeVisible();
  await expect(card.getByRole('switch')).toHaveCount(4);
  await expect(card.getByRole('switch', { name: 'Messages' })).toBeChecked();

  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
  ).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
});
