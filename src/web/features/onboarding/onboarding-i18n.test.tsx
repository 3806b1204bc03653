import type { OnboardingView } from '@shared/api/onboarding';
import { screen, within } from '@testing-library/react';
import { json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { publicProfileFixture } from '@tests/web/profile-fixtures';
import { i18n } from '@web/lib/i18n/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import OnboardingPage from './pages/onboarding-page';

const PROPERTY = '2b0c7a57-7f4d-4f0e-9d7b-0a1b2c3d4e5f';
const base = `/api/properties/${PROPERTY}/onboarding`;
const routes = [{ path: '/properties/:propertyId/onboarding', element: <OnboardingPage /> }];
const helper = publicProfileFixture({ id: 'u-1', fullName: 'Sam Rivers' });
const KEYS = '4c0c7a57-7f4d-4f0e-9d7b-0a1b2c3d4e51';
const items = [
  {
    id: KEYS,
    position: 0,
    title: 'Schlüssel',
    details: null,
    photoUrl: null,
  },
  {
    id: '4c0c7a57-7f4d-4f0e-9d7b-0a1b2c3d4e52',
    position: 1,
    title: 'WLAN',
    details: null,
    photoUrl: null,
  },
];
const progress = {
  helper: { ...helper, role: 'helper' as const },
  acknowledgements: [{ itemId: KEYS, acknowledgedAt: '2027-02-01T10:00:00.000Z' }],
  done: 1,
  total: 2,
  completedAt: null,
  needs: [
    {
      id: '5c0c7a57-7f4d-4f0e-9d7b-0a1b2c3d4e5f',
      helperId: 'u-1',
      kind: 'diet' as const,
      details: 'Vegetarisch',
      acknowledgedAt: null,
      createdAt: '2027-02-01T10:00:00.000Z',
    },
  ],
};
const view = (viewerRole: 'host' | 'member'): OnboardingView => ({
  propertyId: PROPERTY,
  propertyTitle: 'Obsthof am Hang',
  viewerRole,
  items,
  mine: viewerRole === 'member' ? progress : null,
  members: viewerRole === 'host' ? [progress] : [],
});
const extra = {
  'GET /api/helpers': json(200, { items: [], nextCursor: null }),
  'GET /api/my-properties': json(200, { memberships: [], pendingRequests: [] }),
};

beforeEach(async () => {
  vi.stubGlobal('WebSocket', undefined);
  await i18n.changeLanguage('de');
  await i18n.loadNamespaces('onboarding');
});

describe('onboarding in the reader’s language', () => {
  it('a helper reads their checklist and needs in German', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('helper')),
      [`GET ${base}`]: json(200, view('member')),
      ...extra,
    });
    renderRoutes(routes, `/properties/${PROPERTY}/onboarding`);
    expect(await screen.findByRole('heading', { name: 'Willkommen an Bord' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Alles, was du über Obsthof am Hang wissen musst/),
    ).toBeInTheDocument();
    expect(screen.getByText('1 von 2 erledigt')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Dein Fortschritt bei der Einführung' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Checkliste' });
    expect(
      within(list).getByRole('button', { name: 'Als erledigt markieren: WLAN' }),
    ).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Frage stellen zu WLAN' })).toBeInTheDocument();
    expect(screen.getByText('Von deinem Gastgeber noch nicht gesehen')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Ernährung entfernen: Vegetarisch' }),
    ).toBeInTheDocument();
  });

  it('a host reads the editor and each helper’s progress in German', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      [`GET ${base}`]: json(200, view('host')),
      ...extra,
    });
    renderRoutes(routes, `/properties/${PROPERTY}/onboarding`);
    expect(
      await screen.findByRole('heading', { name: 'Einführungs-Checkliste' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '„WLAN“ nach oben verschieben' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Löschen: „Schlüssel“' })).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Fortschritt von Sam Rivers' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Bestätigen – Ernährung: Vegetarisch' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Punkt hinzufügen' })).toBeInTheDocument();
  });
});
