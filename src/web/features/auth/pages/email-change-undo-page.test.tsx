import { EMAIL_CHANGE_MESSAGES } from '@shared/api/email-change';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, renderRoutes } from '../../../../../tests/web/auth-support';
import EmailChangeUndoPage from './email-change-undo-page';

const TOKEN = `7f1c0c1e-8a53-4c1b-9a57-2f1d2b3c4d5e.${'x'.repeat(43)}`;
const render = (search: string) =>
  renderRoutes(
    [{ path: '/email-change/undo', element: <EmailChangeUndoPage /> }],
    `/email-change/undo${search}`,
  );
const signedOut = () => apiError(401, 'unauthenticated', 'You must be signed in');

describe("'This wasn't me' page (issue 19)", () => {
  it('changes nothing on opening; the button restores the address', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, null),
      'POST /api/account/email-change/undo': json(200, { email: 'sam@example.com' }),
    });
    render(`?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Restore my address' });
    expect(api.callsTo('POST', '/api/account/email-change/undo')).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByText('Your address is back')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('sam@example.com');
    expect(api.callsTo('POST', '/api/account/email-change/undo')[0]?.body).toEqual({
      token: TOKEN,
    });
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
  });

  it('says when the link was used or has expired', async () => {
    mockApi({
      'GET /api/auth/get-session': signedOut(),
      'POST /api/account/email-change/undo': apiError(
        404,
        'not_found',
        EMAIL_CHANGE_MESSAGES.undoGone,
      ),
    });
    render(`?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore my address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_CHANGE_MESSAGES.undoGone);
  });

  it('says a cut-off link is incomplete', async () => {
    mockApi({ 'GET /api/auth/get-session': json(200, null) });
    render('?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(screen.queryByRole('button', { name: 'Restore my address' })).toBeNull();
  });
});
