import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, profileReply, renderApp } from '@web/app/test-utils';
import { captureInstallPrompt } from '@web/lib/pwa/install-prompt';
import { describe, expect, it, vi } from 'vitest';

// 'Install Homestay' in the menu (issue 16): only while the browser offers it.

const withProfile = (url: string) =>
  url === '/api/profile' ? json(200, profileReply('helper')) : undefined;

async function openDrawer() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

function offerInstall() {
  const prompt = vi.fn(async () => {});
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return prompt;
}

describe('Install Homestay in the menu', () => {
  captureInstallPrompt();

  it('is absent until the browser offers, then a button that opens its dialog', async () => {
    renderApp('/dashboard', 'helper', withProfile);
    let drawer = await openDrawer();
    expect(within(drawer).queryByRole('button', { name: 'Install Homestay' })).toBeNull();
    await userEvent.keyboard('{Escape}');

    const prompt = offerInstall();
    drawer = await openDrawer();
    const install = within(drawer).getByRole('button', { name: 'Install Homestay' });
    // Reached by the keyboard like the other items.
    install.focus();
    await userEvent.keyboard('{Enter}');
    expect(prompt).toHaveBeenCalledOnce();
    // The drawer closed and the offer is spent.
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    drawer = await openDrawer();
    expect(within(drawer).queryByRole('button', { name: 'Install Homestay' })).toBeNull();
  });

  it('goes once the app is installed', async () => {
    renderApp('/dashboard', 'helper', withProfile);
    offerInstall();
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('button', { name: 'Install Homestay' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(within(drawer).queryByRole('button', { name: 'Install Homestay' })).toBeNull();
  });
});
