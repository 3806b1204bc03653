import { screen, waitFor, within } from '@testing-library/react';
import { json, profileReply, renderApp } from '@web/app/test-utils';
import { afterEach, describe, expect, it } from 'vitest';

const withProfile =
  (role: 'user' | 'host' | 'helper', overrides: Record<string, unknown> = {}) =>
  (url: string) =>
    url === '/api/profile' ? json(200, profileReply(role, overrides)) : undefined;

const cardHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => {
  window.localStorage.clear();
});

describe('dashboard', () => {
  it('greets a host and shows their five cards, each with an empty state and its page', async () => {
    renderApp('/dashboard', 'host', withProfile('host'));
    // The first test loads the page's lazy chunk cold: give it longer than the default second.
    expect(
      await screen.findByRole('heading', { level: 1, name: /, Sam$/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(cardHeadings()).toEqual([
      'Your properties',
      'Stay requests',
      'Chores to review',
      'Your helpers',
      'Recent notifications',
    ]);
    const properties = screen.getByRole('region', { name: 'Your properties' });
    // The cards ask for their data (answered 404 here): empty once it has answered.
    expect(await within(properties).findByText('No properties yet')).toBeInTheDocument();
    expect(within(properties).getByRole('link', { name: 'See all properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
    expect(within(properties).getByRole('link', { name: 'Add a property' })).toHaveAttribute(
      'href',
      '/properties/add',
    );
    const notifications = screen.getByRole('region', { name: 'Recent notifications' });
    expect(within(notifications).getByText('No notifications')).toBeInTheDocument();
    expect(
      within(notifications).getByRole('link', { name: 'See all notifications' }),
    ).toHaveAttribute('href', '/notifications');
    expect(
      within(screen.getByRole('region', { name: 'Your helpers' })).getByRole('link', {
        name: 'Manage helpers',
      }),
    ).toHaveAttribute('href', '/manage-helpers');
  });

  it('shows a helper their points, chores due, properties and notifications', async () => {
    renderApp('/dashboard', 'helper', withProfile('helper', { points: 40 }));
    await waitFor(() => expect(screen.getByTestId('dashboard-points')).toHaveTextContent('40'));
    expect(cardHeadings()).toEqual([
      'Your points',
      'Chores due',
      'Hours this week',
      'My Properties',
      'Recent notifications',
    ]);
    expect(screen.getByRole('link', { name: 'Rewards & Points' })).toHaveAttribute(
      'href',
      '/rewards',
    );
    const mine = screen.getByRole('region', { name: 'My Properties' });
    expect(within(mine).getByRole('link', { name: 'Find properties' })).toHaveAttribute(
      'href',
      '/explore',
    );
    expect(within(mine).getByRole('link', { name: 'Join with a code' })).toHaveAttribute(
      'href',
      '/properties/join',
    );
  });

  it('shows a helper 0 points when the profile cannot be read', async () => {
    renderApp('/dashboard', 'helper');
    expect(await screen.findByTestId('dashboard-points')).toHaveTextContent('0');
  });

  it('asks an account without a role to choose one', async () => {
    renderApp('/dashboard', 'user', withProfile('user'));
    expect(await screen.findByRole('link', { name: 'Choose your role' })).toHaveAttribute(
      'href',
      '/role-select',
    );
  });

  it('sends a first-time visitor to the introduction once', async () => {
    const { router } = renderApp(
      '/dashboard',
      'helper',
      withProfile('helper', { hasSeenWelcome: false }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it('does not when this browser remembers the introduction as seen', async () => {
    window.localStorage.setItem('homestay.hasSeenWelcome.u-1', '1');
    const { router } = renderApp(
      '/dashboard',
      'helper',
      withProfile('helper', { hasSeenWelcome: false }),
    );
    expect(await screen.findByTestId('dashboard-points')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
