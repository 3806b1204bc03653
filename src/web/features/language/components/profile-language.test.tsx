import { waitFor } from '@testing-library/react';
import { json, mockApi, profileFixture, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { ProfileLanguage } from './profile-language';

const profile = (language: string | null) =>
  profileFixture({ role: 'host', operator: false, language });

describe('ProfileLanguage', () => {
  it('speaks the language saved on the profile, chosen on another device', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/profile': json(200, profile('fr')),
    });
    renderRoutes([{ path: '/dashboard', element: <ProfileLanguage /> }], '/dashboard');
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(document.documentElement.lang).toBe('fr');
  });

  it('saves this device’s language to a profile that has none, so mail follows it', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/profile': json(200, profile(null)),
      'PATCH /api/profile': json(200, profile('en')),
    });
    renderRoutes([{ path: '/dashboard', element: <ProfileLanguage /> }], '/dashboard');
    await waitFor(() => expect(api.callsTo('PATCH', '/api/profile')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/profile')[0]?.body).toEqual({ language: 'en' });
  });
});
