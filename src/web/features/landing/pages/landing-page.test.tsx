import { screen } from '@testing-library/react';
import { json, mockApi, renderRoutes } from '@tests/web/auth-support';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import LandingPage from './landing-page';

describe('the landing page', () => {
  it('offers the language picker before signing in', async () => {
    mockApi({ 'GET /api/auth/get-session': json(200, null) });
    renderRoutes([{ path: '/', element: <LandingPage /> }], '/');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Lend a hand. Find a home from home.' }),
    ).toBeInTheDocument();
  });

  it('speaks Spanish, plurals included', async () => {
    await i18n.changeLanguage('es');
    mockApi({ 'GET /api/auth/get-session': json(200, null) });
    renderRoutes([{ path: '/', element: <LandingPage /> }], '/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Echa una mano. Encuentra un hogar lejos de casa.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 ayudantes')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  });
});
