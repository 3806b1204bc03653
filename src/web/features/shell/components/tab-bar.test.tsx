import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TabBar } from './tab-bar';

const unread = vi.hoisted(() => ({ total: 0 }));
vi.mock('../use-unread-total', () => ({ useUnreadTotal: () => unread.total }));

const renderTabs = (role: 'host' | 'helper' | 'user' | 'anonymous', path = '/dashboard') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <TabBar role={role} />
    </MemoryRouter>,
  );

beforeEach(() => {
  unread.total = 0;
});

describe('TabBar', () => {
  it('puts a red dot on Inbox, and says so, when the unread total is above zero', () => {
    unread.total = 3;
    renderTabs('helper');
    const inbox = screen.getByRole('link', { name: /Inbox/ });
    expect(within(inbox).getByTestId('inbox-unread-dot')).toBeInTheDocument();
    expect(inbox).toHaveAccessibleName('Inbox, unread messages');
    expect(screen.getAllByTestId('inbox-unread-dot')).toHaveLength(1);
  });

  it('shows no dot at zero', () => {
    renderTabs('host');
    expect(screen.queryByTestId('inbox-unread-dot')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('renders nothing for a signed-out viewer', () => {
    const { container } = renderTabs('anonymous');
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the tab of the current section, deep pages included', () => {
    renderTabs('host', '/properties/p-1/requests');
    expect(screen.getByRole('link', { name: 'Property' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link').filter((l) => l.hasAttribute('aria-current'))).toHaveLength(
      1,
    );
  });

  it('links each tab to its page, in SPEC order', () => {
    renderTabs('user');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/chores',
      '/messages',
      '/properties',
      '/profile',
      '/explore',
    ]);
  });
});
