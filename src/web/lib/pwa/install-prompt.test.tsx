import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, useInstallPrompt } from './install-prompt';

/** What Chromium dispatches when the app can be installed. */
function offerInstall() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

describe('the install offer', () => {
  captureInstallPrompt();

  it('is kept for the menu, prompts once, and hides after installation', async () => {
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current.canInstall).toBe(false);

    const { event, prompt } = offerInstall();
    // The browser's own mini bar is held back: the menu offers it instead.
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.canInstall).toBe(true);

    await act(() => result.current.install());
    expect(prompt).toHaveBeenCalledOnce();
    expect(result.current.canInstall).toBe(false);

    offerInstall();
    expect(result.current.canInstall).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current.canInstall).toBe(false);
  });
});
