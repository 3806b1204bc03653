import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: { isUpdate?: boolean }) => void;

/** workbox-window's Workbox, reduced to what the registration uses. */
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, Listener>(),
  messageSkipWaiting: vi.fn(),
  register: vi.fn(async () => undefined),
  fire(type: string, event: { isUpdate?: boolean } = {}) {
    this.listeners.get(type)?.(event);
  },
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: Listener) {
      workbox.listeners.set(type, listener);
    }
    messageSkipWaiting() {
      workbox.messageSkipWaiting();
    }
    register() {
      return workbox.register();
    }
  },
}));
const toast = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast }));

import { registerServiceWorker, startWorkbox } from './register-service-worker';

/** The Reload action of the last 'A new version is ready' toast. */
function tapReload() {
  const [message, options] = toast.mock.lastCall ?? [];
  expect(message).toBe('A new version is ready');
  options.action.onClick();
}

describe('the service worker registration', () => {
  beforeEach(() => {
    workbox.listeners.clear();
    vi.clearAllMocks();
  });

  it('does nothing outside a production build (tests, the dev server)', async () => {
    registerServiceWorker();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(workbox.register).not.toHaveBeenCalled();
  });

  it('offers a waiting version, and switches and reloads only when asked', async () => {
    const reload = vi.fn();
    await startWorkbox(reload);
    expect(workbox.register).toHaveBeenCalledOnce();

    workbox.fire('waiting');
    expect(toast).toHaveBeenCalledOnce();
    expect(toast.mock.lastCall?.[1]).toMatchObject({ duration: Number.POSITIVE_INFINITY });
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    tapReload();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    // Not before the new version controls the page: no half-old, half-new tab.
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads on its own', async () => {
    const reload = vi.fn();
    await startWorkbox(reload);
    // The first install takes over the open tab: nothing to offer.
    workbox.fire('controlling', { isUpdate: false });
    expect(toast).not.toHaveBeenCalled();
    // Another tab's Reload: this tab is offered the same, not reloaded.
    workbox.fire('controlling', { isUpdate: true });
    expect(reload).not.toHaveBeenCalled();
    tapReload();
    expect(reload).toHaveBeenCalledOnce();
  });
});
