import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, profileReply, renderApp } from '@web/app/test-utils';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => {
  window.localStorage.clear();
});

const currentSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find(
      (group) =>
        group.getAttribute('aria-roledescription') === 'slide' &&
        !group.hasAttribute('aria-hidden'),
    );

const currentTitle = () => within(currentSlide() as HTMLElement).getByRole('heading').textContent;

describe('welcome', () => {
  it('introduces Homestay in four slides to a signed-out visitor: buttons, dots and arrow keys', async () => {
    renderApp('/welcome', 'signed-out');
    expect(await screen.findByRole('heading', { name: 'Help in exchange for stay' })).toBeVisible();
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentTitle()).toBe('Hosts open their door');
    await userEvent.keyboard('{ArrowRight}');
    expect(currentTitle()).toBe('Helpers lend a hand');
    await userEvent.keyboard('{ArrowLeft}');
    expect(currentTitle()).toBe('Hosts open their door');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentTitle()).toBe('Help in exchange for stay');

    const dot = screen.getByRole('button', { name: 'Slide 4 of 4: Clear, fair and friendly' });
    await userEvent.click(dot);
    expect(dot).toHaveAttribute('aria-current', 'step');
    expect(currentTitle()).toBe('Clear, fair and friendly');
    expect(screen.getByRole('button', { name: 'Get started' })).toBeInTheDocument();
  });

  it('follows a swipe', async () => {
    renderApp('/welcome', 'signed-out');
    const track = await screen.findByTestId('welcome-track');
    fireEvent.pointerDown(track, { clientX: 300, clientY: 200, pointerId: 1 });
    fireEvent.pointerMove(track, { clientX: 200, clientY: 205, pointerId: 1 });
    fireEvent.pointerUp(track, { clientX: 150, clientY: 205, pointerId: 1 });
    await waitFor(() => expect(currentTitle()).toBe('Hosts open their door'));
    fireEvent.pointerDown(track, { clientX: 100, clientY: 200, pointerId: 2 });
    fireEvent.pointerUp(track, { clientX: 260, clientY: 200, pointerId: 2 });
    await waitFor(() => expect(currentTitle()).toBe('Help in exchange for stay'));
  });

  it('sends a signed-out visitor to sign up, and remembers', async () => {
    const { router } = renderApp('/welcome', 'signed-out');
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(window.localStorage.getItem('homestay.hasSeenWelcome')).toBe('1');
  });

  it('welcomes back a visitor who has seen it, with the way to see it again', async () => {
    window.localStorage.setItem('homestay.hasSeenWelcome', '1');
    renderApp('/welcome', 'signed-out');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Show me the introduction' }));
    expect(await screen.findByRole('heading', { name: 'Help in exchange for stay' })).toBeVisible();
  });

  it('shows a helper their own slides and marks them seen on the profile', async () => {
    const patches: unknown[] = [];
    const { router } = renderApp('/welcome', 'helper', (url, init) => {
      if (url !== '/api/profile') return undefined;
      if (init?.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        return json(200, profileReply('helper', { hasSeenWelcome: true }));
      }
      return json(200, profileReply('helper', { hasSeenWelcome: false }));
    });
    expect(await screen.findByRole('heading', { name: 'Find your next stay' })).toBeVisible();
    for (let step = 0; step < 3; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(currentTitle()).toBe('Talk it through');
    await userEvent.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(patches).toEqual([{ hasSeenWelcome: true }]);
  });

  it('shows a host their own slides, and copes when the profile cannot be updated', async () => {
    const { router } = renderApp('/welcome', 'host', (url, init) =>
      url === '/api/profile' && init?.method === 'PATCH'
        ? json(500, { error: { code: 'internal_error', message: 'Down' } })
        : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Your place, your pace' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem('homestay.hasSeenWelcome.u-1')).toBe('1');
  });
});
