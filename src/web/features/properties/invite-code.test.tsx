import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { hostViewFixture, PROPERTY_ID } from '@tests/web/property-fixtures';
import { describe, expect, it, vi } from 'vitest';
import PropertyDetailsPage from './pages/property-details-page';

const detailsPath = `/api/properties/${PROPERTY_ID}`;
const slow = { timeout: 30_000 };

function renderHostPage() {
  const writeText = vi.fn(async () => {});
  // userEvent installs its own clipboard; put ours in after it.
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  const api = mockApi({
    'GET /api/auth/get-session': json(200, sessionReply('host')),
    [`GET ${detailsPath}`]: json(200, hostViewFixture()),
    // The page shows the property's reviews (issue 14): none yet.
    [`GET /api/reviews/properties/${PROPERTY_ID}`]: json(200, {
      rating: { average: null, count: 0 },
      staysHosted: 0,
      staysWithAgreedHours: 0,
      staysHoursHeld: 0,
      reviews: [],
    }),
    // Its help windows (issue 18): none yet.
    [`GET ${detailsPath}/availability`]: json(200, { windows: [], weeks: [] }),
    [`POST ${detailsPath}/invite-code`]: json(200, {
      inviteCode: 'EEEEFFFFGGGGHHHH',
      joinUrl: 'http://localhost/properties/join/EEEEFFFFGGGGHHHH',
    }),
  });
  renderRoutes(
    [{ path: '/properties/:propertyId', element: <PropertyDetailsPage /> }],
    `/properties/${PROPERTY_ID}`,
  );
  return { api, writeText, user };
}

describe('the invite code on the host’s property page', () => {
  it('copies the code, and the join link when the device cannot share', slow, async () => {
    const { writeText, user } = renderHostPage();
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('AAAA BBBB CCCC DDDD');

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenLastCalledWith('AAAABBBBCCCCDDDD');
    expect(await screen.findByText('Code copied')).toBeInTheDocument();

    expect(navigator.share).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    expect(writeText).toHaveBeenLastCalledWith('http://localhost/properties/join/AAAABBBBCCCCDDDD');
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('uses the share sheet when there is one', slow, async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    try {
      const { writeText, user } = renderHostPage();
      await user.click(await screen.findByRole('button', { name: 'Share link' }));
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ url: 'http://localhost/properties/join/AAAABBBBCCCCDDDD' }),
      );
      expect(writeText).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('asks before making a new code, and shows the new one', slow, async () => {
    const { api, user } = renderHostPage();
    await user.click(await screen.findByRole('button', { name: 'Make a new code' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new invite code?' });
    expect(dialog).toHaveTextContent('The current code and link stop working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', `${detailsPath}/invite-code`)).toHaveLength(0);
    expect(screen.getByTestId('invite-code')).toHaveTextContent('AAAA BBBB CCCC DDDD');

    await user.click(screen.getByRole('button', { name: 'Make a new code' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Make a new code',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('invite-code')).toHaveTextContent('EEEE FFFF GGGG HHHH'),
    );
    expect(api.callsTo('POST', `${detailsPath}/invite-code`)).toHaveLength(1);
    expect(await screen.findByText('New invite code ready')).toBeInTheDocument();
  });
});
