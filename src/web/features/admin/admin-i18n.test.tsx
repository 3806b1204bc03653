import type { ReportGroup } from '@shared/api/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import AdminPage from './pages/admin-page';

const slow = { timeout: 30_000 };

const group: ReportGroup = {
  targetType: 'property',
  targetId: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d09',
  subject: {
    id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d02',
    name: 'Hana Mori',
    email: 'hana@example.com',
    suspended: false,
  },
  flagged: true,
  snapshot: { title: 'Orchard Hill', text: null, context: null, writtenAt: null },
  hidden: false,
  deleted: false,
  reports: [
    {
      id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d10',
      reason: 'misleading',
      details: '',
      reporter: {
        id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d11',
        name: 'Leo Park',
        email: 'leo@example.com',
      },
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ],
};

describe('the moderation desk in French', () => {
  it('names the kind, the reason and each action in French', slow, async () => {
    mockApi({
      'GET /api/auth/get-session': () => json(200, sessionReply('host')),
      'GET /api/admin/reports': () => json(200, { groups: [group] }),
    });
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('admin');
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin', element: <AdminPage /> }], '/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modération' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Hana Mori' });
    expect(within(card).getByText('Annonce')).toBeInTheDocument();
    expect(within(card).getByText('Annonce trompeuse')).toBeInTheDocument();
    expect(
      within(card).getByText('Signalé par 3 personnes ou plus cette semaine'),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Masquer' }));
    expect(
      await screen.findByRole('dialog', { name: 'Masquer cette annonce ?' }),
    ).toBeInTheDocument();
  });
});
