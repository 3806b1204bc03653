import { screen, within } from '@testing-library/react';
import { json, mockApi, profileFixture, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { formatExportSize } from '@web/features/account-data/components/data-export-card';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { profileErrorToast } from './api';
import ProfilePage from './pages/profile-page';
import SettingsPage from './pages/settings-page';

// Profile & Settings in another language (issue 17): plurals by the language's
// rules, the month from Intl, and the language picker one tap away.
const routes = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/profile/settings', element: <SettingsPage /> },
];

describe('Profile & Settings in German', () => {
  it('says the points, the tabs and the member date in German, with the language picker', async () => {
    await i18n.changeLanguage('de');
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('helper')),
      'GET /api/profile': json(
        200,
        profileFixture({ role: 'helper', points: 1, createdAt: '2026-11-10T12:00:00.000Z' }),
      ),
    });
    renderRoutes(routes, '/profile');
    expect(await screen.findByTestId('profile-points')).toHaveTextContent('1 Punkt');
    expect(screen.getByText('Helfer')).toBeInTheDocument();
    expect(screen.getByText('Mitglied seit November 2026')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Profilbereiche' });
    expect(within(tabs).getByRole('link', { name: 'Sicherheit' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'App-Sprache' });
    expect(within(card).getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeDisabled();
  });

  it('counts the groups and names the standard chore groups in German', async () => {
    await i18n.changeLanguage('de');
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/profile': json(
        200,
        profileFixture({ role: 'host', customChoreGroups: ['Bienenstöcke', 'Pool'] }),
      ),
    });
    renderRoutes(routes, '/profile/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aufgabengruppen' })).toBeVisible();
    const standard = screen.getByRole('list', { name: 'Standardgruppen' });
    expect(within(standard).getByText('Putzen')).toBeInTheDocument();
    expect(await screen.findByText('2 von 30 Gruppen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pool nach oben' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'App-Sprache' })).toBeInTheDocument();
  });

  it('writes the failure toasts and the export size in the language on screen', async () => {
    await i18n.changeLanguage('pt-BR');
    await i18n.loadNamespaces(['profile', 'account-data']);
    expect(profileErrorToast('update', new Error('x'))).toEqual({
      title: 'Erro',
      description: 'Não foi possível atualizar o perfil',
    });
    expect(formatExportSize(3 * 1024 * 1024, 'pt-BR')).toBe('3,0 MB');
  });
});
