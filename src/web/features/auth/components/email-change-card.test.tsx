import { EMAIL_CHANGE_MESSAGES } from '@shared/api/email-change';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  json,
  mockApi,
  renderRoutes,
  sessionReply,
} from '../../../../../tests/web/auth-support';
import { EmailChangeCard } from './email-change-card';

const render = (path = '/profile?tab=security') =>
  renderRoutes([{ path: '/profile', element: <EmailChangeCard email="sam@example.com" /> }], path);

const PENDING = { newEmail: 'sam@new.example', expiresAt: '2026-03-03T09:00:00.000Z' };

describe('EmailChangeCard (issue 19)', () => {
  it('asks for the new address and the password, then says to check the new address', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/account/email-change': json(200, { pending: null }),
      'POST /api/account/email-change': json(200, { pending: PENDING }),
    });
    render();
    const form = await screen.findByRole('form', { name: 'Change your email address' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/New email address/)).toHaveFocus();
    expect(api.callsTo('POST', '/api/account/email-change')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/New email address/), 'Sam@New.example');
    await userEvent.type(screen.getByLabelText(/Current password/), 'my current password');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Check sam@new.example for a link')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/email-change')[0]?.body).toEqual({
      newEmail: 'sam@new.example',
      currentPassword: 'my current password',
    });
    // The form is emptied: the password is not kept on screen.
    expect(screen.getByLabelText(/Current password/)).toHaveValue('');
  });

  it('puts a wrong password on the password field', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/account/email-change': json(200, { pending: null }),
      'POST /api/account/email-change': apiError(
        400,
        'bad_request',
        EMAIL_CHANGE_MESSAGES.wrongPassword,
        [{ field: 'body.currentPassword', message: EMAIL_CHANGE_MESSAGES.wrongPassword }],
      ),
    });
    render();
    await userEvent.type(await screen.findByLabelText(/New email address/), 'sam@new.example');
    await userEvent.type(screen.getByLabelText(/Current password/), 'not it');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('That isn’t your current password')).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveFocus();
  });

  it('shows a pending change, which can be cancelled', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/account/email-change': json(200, { pending: PENDING }),
      'DELETE /api/account/email-change': json(200, { pending: null }),
    });
    render();
    expect(await screen.findByText('Check sam@new.example for a link')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel this change' }));
    await waitFor(() => expect(screen.queryByText('Check sam@new.example for a link')).toBeNull());
    expect(api.callsTo('DELETE', '/api/account/email-change')).toHaveLength(1);
  });

  it('says what the mailed link did, and reads the address again after a change', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/account/email-change': json(200, { pending: null }),
    });
    // The page is open (session read), then the link's redirect lands on it.
    const view = render();
    await screen.findByRole('form', { name: 'Change your email address' });
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/get-session')).toHaveLength(1));
    await view.router.navigate('/profile?tab=security&email-change=changed');
    expect(await screen.findByText('Your email address is changed')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/get-session')).toHaveLength(2));
    expect(api.callsTo('GET', '/api/account/email-change')).toHaveLength(2);
  });

  it('explains an expired link, and offers a retry when the state cannot be read', async () => {
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('host')),
      'GET /api/account/email-change': apiError(503, 'service_unavailable', 'Down'),
    });
    render('/profile?tab=security&email-change=expired');
    expect(await screen.findByText('That link has expired')).toBeInTheDocument();
    expect(await screen.findByText('We couldn’t check for a pending change')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
