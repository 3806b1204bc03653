import { helperMenu, hostMenu, noRoleMenu, tabs } from '@shared/navigation';
import { routes } from '@shared/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, profileReply, renderApp } from '@web/app/test-utils';
import { i18n, translate } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';

// The shell's words come from the shell catalogue (issue 17): in English the
// very words of @shared/routes and @shared/navigation, in German German.

describe('the shell catalogue', () => {
  it('names every route and menu item as @shared/routes and @shared/navigation do, in English', () => {
    for (const route of routes) {
      expect(translate('shell', `routes.${route.id}`), route.id).toBe(route.title);
      if ('helperTitle' in route) {
        expect(translate('shell', `helperRoutes.${route.id}`)).toBe(route.helperTitle);
      }
    }
    for (const tab of tabs) expect(translate('shell', `tabs.${tab.id}`)).toBe(tab.label);
    const menus = { host: hostMenu, helper: helperMenu, user: noRoleMenu };
    for (const [role, menu] of Object.entries(menus)) {
      for (const item of menu) {
        expect(translate('shell', `menu.${role}.${item.id}`), `${role} ${item.id}`).toBe(
          item.label,
        );
      }
    }
  });

  it('speaks German in the header, the tabs, the drawer and the document title', async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces(['shell', 'dashboard']);
    renderApp('/dashboard', 'helper', (url) =>
      url === '/api/profile' ? json(200, profileReply('helper', { points: 1 })) : undefined,
    );
    expect(await screen.findByTestId('page-title', {}, { timeout: 5000 })).toHaveTextContent(
      'Übersicht',
    );
    await waitFor(() => expect(document.title).toBe('Übersicht · Homestay'));
    const tabBar = screen.getByRole('navigation', { name: 'Tabs' });
    expect(within(tabBar).getByRole('link', { name: 'Start' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabBar).getByRole('link', { name: 'Entdecken' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    // One point, in the singular.
    await waitFor(() =>
      expect(within(drawer).getByTestId('helper-points')).toHaveTextContent('1 Punkt'),
    );
    expect(within(drawer).getByText('Helfer')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: /^Prämien & Punkte/ })).toHaveAttribute(
      'href',
      '/rewards',
    );
    expect(within(drawer).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });
});
