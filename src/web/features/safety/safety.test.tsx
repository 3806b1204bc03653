import { REPORT_THANKS } from '@shared/api/safety';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { describe, expect, it } from 'vitest';
import { BlockButton } from './components/block-button';
import { BlockedPeople } from './components/blocked-people';
import { ReportButton } from './components/report-button';

const slow = { timeout: 30_000 };
const MESSAGE_ID = '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d11';
const MARTA = { id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d12', name: 'Marta Diaz' };
const session = () => json(200, sessionReply('helper'));
const receipt = {
  id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d13',
  status: 'open',
  createdAt: '2026-11-25T10:00:00.000Z',
};
const blocked = {
  block: {
    userId: MARTA.id,
    name: MARTA.name,
    avatarUrl: null,
    blockedAt: '2026-11-25T10:00:00.000Z',
  },
  endedStays: 0,
};

const renderOne = (element: React.ReactNode) => renderRoutes([{ path: '/', element }], '/');

describe('report', () => {
  it('opens the Report dialog, sends the reason and details, thanks and closes', slow, async () => {
    const api = mockApi({
      'GET /api/auth/get-session': session,
      'POST /api/reports': json(201, receipt),
    });
    const user = userEvent.setup();
    renderOne(
      <ReportButton
        icon
        label="Report this message"
        target={{ type: 'message', id: MESSAGE_ID }}
      />,
    );
    const trigger = await screen.findByRole('button', { name: 'Report this message' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Report' });
    const reasons = within(dialog).getByRole('group', { name: 'Reason' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(6);

    // Nothing leaves without a reason: the dialog says so.
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a reason');
    expect(api.callsTo('POST', '/api/reports')).toHaveLength(0);

    await user.click(within(reasons).getByRole('radio', { name: 'Scam or payment request' }));
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Asked for a deposit');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText(REPORT_THANKS)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/reports')[0]?.body).toEqual({
      targetType: 'message',
      targetId: MESSAGE_ID,
      reason: 'scam',
      details: 'Asked for a deposit',
    });
    // Focus goes back to where the person was.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows the server’s words for a 429, and says a vanished thing is gone', slow, async () => {
    let answer = apiError(429, 'rate_limited', 'You have sent a lot of reports. Try again later.');
    mockApi({
      'GET /api/auth/get-session': session,
      'POST /api/reports': () => answer,
    });
    const user = userEvent.setup();
    renderOne(
      <ReportButton label="Report this listing" target={{ type: 'property', id: MESSAGE_ID }} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report' });
    await user.click(within(dialog).getByRole('radio', { name: 'Misleading listing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have sent a lot of reports. Try again later.',
    );
    answer = apiError(404, 'not_found', 'Property not found');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('This is no longer available')).toBeInTheDocument();
  });
});

describe('block', () => {
  it(
    'asks about the shared stay when the server answers 409, and resends with the choice',
    slow,
    async () => {
      const api = mockApi({
        'GET /api/auth/get-session': session,
        'GET /api/blocks': json(200, { items: [] }),
        'POST /api/blocks': (call) =>
          (call.body as { endStay?: boolean }).endStay === undefined
            ? apiError(409, 'shared_stay', 'Marta Diaz is staying at Olive Farm. End the stay too?')
            : json(201, { ...blocked, endedStays: 1 }),
      });
      const user = userEvent.setup();
      renderOne(<BlockButton person={MARTA} />);
      await user.click(await screen.findByRole('button', { name: 'Block Marta Diaz' }));
      const dialog = await screen.findByRole('dialog', { name: 'Block Marta Diaz?' });
      await user.click(within(dialog).getByRole('button', { name: 'Block' }));

      expect(await within(dialog).findByText(/staying at Olive Farm/)).toBeInTheDocument();
      expect(
        within(dialog).getByRole('button', { name: 'Block, keep the stay' }),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Block and end the stay' }));

      expect(await screen.findByText('You blocked Marta Diaz')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.callsTo('POST', '/api/blocks').map((c) => c.body)).toEqual([
        { userId: MARTA.id },
        { userId: MARTA.id, endStay: true },
      ]);
    },
  );

  it('keeps the stay when asked to', slow, async () => {
    const api = mockApi({
      'GET /api/auth/get-session': session,
      'GET /api/blocks': json(200, { items: [] }),
      'POST /api/blocks': (call) =>
        (call.body as { endStay?: boolean }).endStay === undefined
          ? apiError(409, 'shared_stay', 'Marta Diaz is staying at Olive Farm.')
          : json(201, blocked),
    });
    const user = userEvent.setup();
    renderOne(<BlockButton person={MARTA} />);
    await user.click(await screen.findByRole('button', { name: 'Block Marta Diaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Marta Diaz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Block, keep the stay' }));
    expect(await screen.findByText('You blocked Marta Diaz')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/blocks')[1]?.body).toEqual({
      userId: MARTA.id,
      endStay: false,
    });
  });

  it('lists blocked people and unblocks one', slow, async () => {
    let items = [blocked.block];
    const api = mockApi({
      'GET /api/auth/get-session': session,
      'GET /api/blocks': () => json(200, { items }),
      [`DELETE /api/blocks/${MARTA.id}`]: () => {
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderOne(<BlockedPeople />);
    const region = await screen.findByRole('region', { name: 'Blocked people' });
    await user.click(await within(region).findByRole('button', { name: 'Unblock Marta Diaz' }));
    expect(await screen.findByText('You unblocked Marta Diaz')).toBeInTheDocument();
    expect(await within(region).findByText('You haven’t blocked anyone.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/blocks/${MARTA.id}`)).toHaveLength(1);
  });
});
