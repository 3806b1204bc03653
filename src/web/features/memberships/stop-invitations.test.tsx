import { INVALID_OPT_OUT_LINK_MESSAGE } from '@shared/api/invitation-opt-outs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, renderRoutes } from '@tests/web/auth-support';
import { describe, expect, it } from 'vitest';
import StopInvitationsPage from './pages/stop-invitations-page';

// Issue 24: the stop link of an invitation mail opens this public page. Opening
// it changes nothing (mail scanners follow links); one click confirms.

const routes = [{ path: '/invitations/stop', element: <StopInvitationsPage /> }];
const LINK = '/invitations/stop?email=guest%40example.test&token=c2lnbmVkLXRva2VuLWZvci10ZXN0cw';

describe('/invitations/stop', () => {
  it('sends nothing on opening; one click stops invitations and says so', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, null),
      'POST /api/invitation-opt-outs': json(200, { email: 'guest@example.test' }),
    });
    renderRoutes(routes, LINK);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stop invitations' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/guest@example\.test/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/invitation-opt-outs')).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop invitations' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done. guest@example.test will get no more invitations from Homestay hosts.',
    );
    expect(api.callsTo('POST', '/api/invitation-opt-outs')[0]?.body).toEqual({
      email: 'guest@example.test',
      token: 'c2lnbmVkLXRva2VuLWZvci10ZXN0cw',
    });
    expect(screen.queryByRole('button', { name: 'Stop invitations' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homestay' })).toHaveAttribute('href', '/');
  });

  it('shows the server’s reason when the link is not valid, and lets the visitor try again', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, null),
      'POST /api/invitation-opt-outs': apiError(400, 'bad_request', INVALID_OPT_OUT_LINK_MESSAGE),
    });
    renderRoutes(routes, LINK);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stop invitations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_OPT_OUT_LINK_MESSAGE);
    expect(screen.getByRole('button', { name: 'Stop invitations' })).toBeEnabled();
  });

  it('says a link without its address or token is incomplete, and offers no button', async () => {
    const api = mockApi({ 'GET /api/auth/get-session': json(200, null) });
    renderRoutes(routes, '/invitations/stop?email=guest%40example.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is incomplete. Open it again from the invitation mail.',
    );
    expect(screen.queryByRole('button', { name: 'Stop invitations' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
