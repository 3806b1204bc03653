import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, profileReply, renderApp, setViewport } from './test-utils';

// Toasts live in a module-level store: start every test without any.
beforeEach(() => {
  toast.dismiss();
});

type Router = ReturnType<typeof renderApp>['router'];
const locationOf = (router: Router) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** The profile the server would send, and nothing else. */
const withProfile =
  (role: 'user' | 'host' | 'helper', overrides: Record<string, unknown> = {}) =>
  (url: string) =>
    url === '/api/profile' ? json(200, profileReply(role, overrides)) : undefined;

const tabLabels = () =>
  within(screen.getByRole('navigation', { name: 'Tabs' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const menuEntries = (container: HTMLElement) =>
  within(within(container).getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('listitem')
    .map((item) => {
      const control = within(item).queryByRole('link') ?? within(item).getByRole('button');
      return control.textContent;
    });

async function openDrawer() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('header (phone)', () => {
  it('has the menu button, the page title and the notification bell', async () => {
    renderApp('/chores', 'host', withProfile('host'));
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(within(header).getByTestId('page-title')).toHaveTextContent('Chores');
    expect(within(header).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows the helper title where it differs', async () => {
    renderApp('/properties', 'helper', withProfile('helper'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('My Properties');
  });

  it('opens the notification dropdown from the bell, whose last link goes to /notifications', async () => {
    const { router } = renderApp('/dashboard', 'helper', withProfile('helper'));
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(dropdown).getByRole('link', { name: 'View all notifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });

  it('hides the header and the tabs on chat pages', async () => {
    renderApp('/chat/c-1', 'helper', withProfile('helper'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Tabs' })).not.toBeInTheDocument();
  });
});

describe('bottom tabs (phone)', () => {
  it('gives a host Home, Chores, Inbox, Property, Profile, with Home current on the dashboard', async () => {
    renderApp('/dashboard', 'host', withProfile('host'));
    await screen.findByRole('navigation', { name: 'Tabs' });
    expect(tabLabels()).toEqual(['Home', 'Chores', 'Inbox', 'Property', 'Profile']);
    const tabs = within(screen.getByRole('navigation', { name: 'Tabs' }));
    expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Property' })).toHaveAttribute('href', '/properties');
    expect(tabs.getByRole('link', { name: 'Chores' })).not.toHaveAttribute('aria-current');
  });

  it('gives a helper Home, Chores, Inbox, Profile, Explore', async () => {
    renderApp('/explore', 'helper', withProfile('helper'));
    await screen.findByRole('navigation', { name: 'Tabs' });
    expect(tabLabels()).toEqual(['Home', 'Chores', 'Inbox', 'Profile', 'Explore']);
    expect(
      within(screen.getByRole('navigation', { name: 'Tabs' })).getByRole('link', {
        name: 'Explore',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('gives an account without a role all six tabs', async () => {
    renderApp('/dashboard', 'user', withProfile('user'));
    const tabs = await screen.findByRole('navigation', { name: 'Tabs' });
    // The Property tab waits for the profile, which says there is no role yet.
    await within(tabs).findByRole('link', { name: 'Property' });
    expect(tabLabels()).toEqual(['Home', 'Chores', 'Inbox', 'Property', 'Profile', 'Explore']);
  });

  it('shows no red dot on Inbox while nothing is unread', async () => {
    renderApp('/dashboard', 'host', withProfile('host'));
    await screen.findByRole('navigation', { name: 'Tabs' });
    expect(screen.queryByTestId('inbox-unread-dot')).not.toBeInTheDocument();
  });

  it('is not shown to signed-out readers of a public in-shell page', async () => {
    renderApp('/terms', 'signed-out');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Tabs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});

describe('side drawer (phone)', () => {
  it('shows a host who they are and the host menu, in order', async () => {
    renderApp('/dashboard', 'host', withProfile('host'));
    const drawer = await openDrawer();
    const summary = within(drawer).getByTestId('account-summary');
    expect(summary).toHaveTextContent('Sam Rivers');
    expect(summary).toHaveTextContent('sam@example.com');
    expect(summary).toHaveTextContent('Host');
    expect(within(drawer).queryByTestId('helper-points')).not.toBeInTheDocument();
    expect(within(summary).getByText('SR')).toBeInTheDocument();
    expect(menuEntries(drawer)).toEqual([
      'Dashboard',
      'Chores',
      'Messages',
      'Properties',
      'Exchange Setup',
      'View HelpersHost',
      'Manage Helpers',
      'Reviews',
      'Profile & Settings',
      'App Terms and Conditions',
      'Logout',
    ]);
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows a helper their points and the helper menu, in order', async () => {
    renderApp('/dashboard', 'helper', withProfile('helper', { points: 1250 }));
    const drawer = await openDrawer();
    expect(await within(drawer).findByTestId('helper-points')).toHaveTextContent('1,250 points');
    expect(within(drawer).getByTestId('account-summary')).toHaveTextContent('Helper');
    expect(within(drawer).getByTestId('menu-points')).toHaveTextContent('1,250');
    expect(menuEntries(drawer)).toEqual([
      'Rewards & Points1,250 points',
      'My Properties',
      'Find Properties',
      'Saved',
      'Reviews',
      'Profile and Settings',
      'App Terms and Conditions',
      'Logout',
    ]);
  });

  it('shows 0 points while the profile cannot be read', async () => {
    renderApp('/dashboard', 'helper');
    const drawer = await openDrawer();
    expect(within(drawer).getByTestId('helper-points')).toHaveTextContent('0 points');
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    renderApp('/dashboard', 'host', withProfile('host'));
    const drawer = await openDrawer();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('traps focus inside while open', async () => {
    renderApp('/dashboard', 'helper', withProfile('helper'));
    const drawer = await openDrawer();
    for (let step = 0; step < 12; step += 1) {
      await userEvent.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes when an item is chosen and goes there', async () => {
    const { router } = renderApp('/dashboard', 'helper', withProfile('helper'));
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('link', { name: 'App Terms and Conditions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs out from Logout and goes to /welcome', async () => {
    const { router, fetchMock } = renderApp('/dashboard', 'host', (url, init) => {
      if (url === '/api/profile') return json(200, profileReply('host'));
      if (url === '/api/auth/sign-out' && init?.method === 'POST')
        return json(200, { success: true });
      return undefined;
    });
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'), {
      timeout: 5000,
    });
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/auth/sign-out' && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
  });
});

describe('desktop (from 768 px)', () => {
  it('shows the menu as a side bar, with no menu button and no tabs', async () => {
    setViewport('desktop');
    renderApp('/dashboard', 'host', withProfile('host'));
    const sidebar = await screen.findByRole('complementary', { name: 'Account and menu' });
    expect(within(sidebar).getByTestId('account-summary')).toHaveTextContent('Sam Rivers');
    expect(menuEntries(sidebar)[0]).toBe('Dashboard');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Tabs' })).not.toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Dashboard');
  });

  it("lists a helper's Home, Chores and Inbox before their menu, since there is no tab bar", async () => {
    setViewport('desktop');
    renderApp('/dashboard', 'helper', withProfile('helper'));
    const sidebar = await screen.findByRole('complementary', { name: 'Account and menu' });
    await waitFor(() =>
      expect(menuEntries(sidebar).slice(0, 3)).toEqual(['Home', 'Chores', 'Inbox']),
    );
    expect(menuEntries(sidebar)[3]).toMatch(/^Rewards & Points/);
    // (A host's menu has every tab's page already: the test above starts at Dashboard.)
  });
});

describe('shell-level checks (SPEC 6)', () => {
  it('toasts a helper off a host path to the dashboard, which explains', async () => {
    const { router } = renderApp('/helpers/h-1', 'helper', withProfile('helper'));
    await waitFor(() =>
      expect(locationOf(router)).toBe('/dashboard?access=denied&route=%2Fhelpers%2Fh-1'),
    );
    expect(
      await screen.findByText('This feature is only available for hosts.', {
        selector: '[data-sonner-toast] *',
      }),
    ).toBeInTheDocument();
    const notice = await screen.findByTestId('access-denied-notice');
    expect(notice).toHaveTextContent('Access Restricted');
    expect(notice).toHaveTextContent('This feature is only available for hosts.');
    expect(notice).toHaveTextContent('Helper Details');
  });

  it('toasts an account without a role off /chores/add as well', async () => {
    const { router } = renderApp('/chores/add', 'user', withProfile('user'));
    await waitFor(() =>
      expect(locationOf(router)).toBe('/dashboard?access=denied&route=%2Fchores%2Fadd'),
    );
    expect(await screen.findAllByText('Access Restricted')).not.toHaveLength(0);
  });

  it('keeps a host on a join path with the toast and the banner, without a redirect', async () => {
    const { router } = renderApp('/properties/join/ABC123', 'host', withProfile('host'));
    const banner = await screen.findByTestId('access-restricted-banner');
    expect(within(banner).getByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('This feature is only available for helpers.');
    expect(
      await screen.findByText('This feature is only available for helpers.', {
        selector: '[data-sonner-toast] *',
      }),
    ).toBeInTheDocument();
    expect(locationOf(router)).toBe('/properties/join/ABC123');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Join Property');
  });

  it('lets a helper open the join page', async () => {
    const { router } = renderApp('/properties/join', 'helper', withProfile('helper'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Join Property');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('access-restricted-banner')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/properties/join');
  });

  it('sends a helper off /manage-helpers with the query but no toast', async () => {
    const { router } = renderApp('/manage-helpers', 'helper', withProfile('helper'));
    await waitFor(() =>
      expect(locationOf(router)).toBe('/dashboard?access=denied&route=%2Fmanage-helpers'),
    );
    expect(await screen.findByTestId('access-denied-notice')).toHaveTextContent(
      'This feature is only available for hosts.',
    );
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });

  it('lets the notice be put away', async () => {
    const { router } = renderApp(
      '/dashboard?access=denied&route=%2Frewards',
      'host',
      withProfile('host'),
    );
    const notice = await screen.findByTestId('access-denied-notice');
    expect(notice).toHaveTextContent('This feature is only available for helpers.');
    expect(notice).toHaveTextContent('Rewards & Points');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(locationOf(router)).toBe('/dashboard'));
    expect(screen.queryByTestId('access-denied-notice')).not.toBeInTheDocument();
  });
});
