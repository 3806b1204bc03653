import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes } from '@tests/web/auth-support';
import { i18n, translate } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import LoginPage from './login-page';
import SignupPage from './signup-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
];

describe('the account pages in another language', () => {
  it('log in: the picker in the corner switches the page, checks included', async () => {
    mockApi({ 'GET /api/auth/get-session': json(200, null) });
    renderRoutes(routes, '/login');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    // The shared schema's English message, in German.
    expect(await screen.findByText('Gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
  });

  it('sign up: the password rule and its problem in German', async () => {
    await i18n.changeLanguage('de');
    mockApi({ 'GET /api/auth/get-session': json(200, null) });
    renderRoutes(routes, '/signup');
    const user = userEvent.setup();
    expect(await screen.findByText(/12 bis 128 Zeichen/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-Mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Passwort'), 'kurz');
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(
      await screen.findByText('Das Passwort muss mindestens 12 Zeichen lang sein'),
    ).toBeInTheDocument();
  });

  it('counts the other devices with the language’s plural', async () => {
    await i18n.changeLanguage('de');
    expect(translate('auth', 'sessions.confirmOthersText', { count: 1 })).toMatch(
      /^Ein anderes Gerät braucht/,
    );
    expect(translate('auth', 'sessions.confirmOthersText', { count: 3 })).toMatch(
      /^3 andere Geräte brauchen/,
    );
  });
});
