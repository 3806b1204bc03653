import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './test-utils';

const locationOf = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('app router', () => {
  it('sends a signed-out visit of a protected page to /login with a redirect back', async () => {
    const { router } = renderApp('/dashboard?x=1', 'signed-out');
    await waitFor(() => expect(locationOf(router)).toBe('/login?redirect=%2Fdashboard%3Fx%3D1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('treats a network failure of the session call as signed out', async () => {
    const { router } = renderApp('/chores/c-1', 'network-error');
    await waitFor(() => expect(locationOf(router)).toBe('/login?redirect=%2Fchores%2Fc-1'));
  });

  it('shows the pulsing logo while the session loads', async () => {
    const { router } = renderApp('/dashboard', 'loading');
    // The page's code is in (the router is ready); the session is not.
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows a not-found page with a link home for unknown paths', async () => {
    renderApp('/nope', 'signed-out');
    expect(
      await screen.findByRole('heading', { level: 1, name: /couldn’t find that page/i }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found · Homestay'));
  });

  it('sends a helper away from a host-only page with the access-denied notice', async () => {
    const { router } = renderApp('/chores/add', 'helper');
    await waitFor(() =>
      expect(locationOf(router)).toBe('/dashboard?access=denied&route=%2Fchores%2Fadd'),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Access Restricted')).toBeInTheDocument();
    expect(
      within(alert).getByText('This feature is only available for hosts.'),
    ).toBeInTheDocument();
  });

  it('sends a host away from a helper-only page', async () => {
    const { router } = renderApp('/rewards', 'host');
    await waitFor(() =>
      expect(locationOf(router)).toBe('/dashboard?access=denied&route=%2Frewards'),
    );
    expect(
      await screen.findByText('This feature is only available for helpers.'),
    ).toBeInTheDocument();
  });

  it('opens a role page for the right role, with the role’s title', async () => {
    const { router } = renderApp('/properties', 'helper');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Properties' }),
    ).toBeInTheDocument();
    expect(locationOf(router)).toBe('/properties');
    await waitFor(() => expect(document.title).toBe('My Properties · Homestay'));
  });

  it('shows public pages without waiting for the session', async () => {
    renderApp('/', 'loading');
    expect(
      await screen.findByRole('heading', { level: 1, name: /find a home from home/i }),
    ).toBeInTheDocument();
    const signUpLinks = screen.getAllByRole('link', { name: /get started|sign up/i });
    expect(signUpLinks.every((link) => link.getAttribute('href') === '/signup')).toBe(true);
    expect(screen.getByRole('link', { name: 'I already have an account' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
