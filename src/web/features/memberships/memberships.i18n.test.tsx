import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes } from '@tests/web/auth-support';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { CodeForm } from './components/code-form';
import StopInvitationsPage from './pages/stop-invitations-page';

const LINK = '/invitations/stop?email=gast%40example.test&token=c2lnbmVkLXRva2VuLWZvci10ZXN0cw';

describe('memberships in German', () => {
  it('stops invitations in German, the address set in the sentence', async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('memberships');
    mockApi({
      'GET /api/auth/get-session': json(200, null),
      'POST /api/invitation-opt-outs': json(200, { email: 'gast@example.test' }),
    });
    renderRoutes([{ path: '/invitations/stop', element: <StopInvitationsPage /> }], LINK);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Einladungen stoppen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('gast@example.test').tagName).toBe('STRONG');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Einladungen stoppen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Erledigt. gast@example.test bekommt keine Einladungen mehr von Homestay-Gastgebern.',
    );
    expect(screen.getByRole('link', { name: 'Zu Homestay' })).toHaveAttribute('href', '/');
  });

  it('asks for the code in German', async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('memberships');
    mockApi({ 'GET /api/auth/get-session': json(200, null) });
    renderRoutes([{ path: '/', element: <CodeForm /> }], '/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unterkunft finden' }));
    expect(screen.getByLabelText(/Einladungscode/)).toHaveAccessibleDescription(
      /Gib den Einladungscode deines Gastgebers ein/,
    );
  });
});
