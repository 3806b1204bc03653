import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, profileFixture, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { LANGUAGE_STORAGE_KEY } from '@web/lib/i18n/language';
import { describe, expect, it } from 'vitest';
import { LanguagePicker } from './language-picker';

const profileReply = (language: string | null) =>
  profileFixture({ role: 'helper', operator: false, language });

describe('LanguagePicker', () => {
  it('switches the page to the language chosen, names each in itself, and keeps it on the device', async () => {
    mockApi({ 'GET /api/auth/get-session': json(200, null) });
    renderRoutes([{ path: '/login', element: <LanguagePicker /> }], '/login');
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    expect(screen.getByRole('option', { name: 'Deutsch' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Português (Brasil)' })).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'es');
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  it('saves the choice to the profile when signed in', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('helper')),
      'PATCH /api/profile': json(200, profileReply('fr')),
    });
    renderRoutes([{ path: '/settings', element: <LanguagePicker /> }], '/settings');
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.selectOptions(picker, 'fr');
    expect(await screen.findByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await waitFor(() => expect(api.callsTo('PATCH', '/api/profile')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/profile')[0]?.body).toEqual({ language: 'fr' });
  });
});
