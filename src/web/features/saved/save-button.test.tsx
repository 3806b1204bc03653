import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { describe, expect, it } from 'vitest';
import { SaveButton } from './components/save-button';

// The heart on Explore's cards and the property page (issue 18): a toggle
// button named after the property, pressed when saved.

const slow = { timeout: 30_000 };
const PROPERTY_ID = '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d31';

describe('the save heart', () => {
  it('saves and unsaves, saying so with aria-pressed', slow, async () => {
    let ids: string[] = [];
    const api = mockApi({
      'GET /api/auth/get-session': () => json(200, sessionReply('helper')),
      'GET /api/saved-properties/ids': () => json(200, { ids }),
      [`PUT /api/properties/${PROPERTY_ID}/save`]: () => {
        ids = [PROPERTY_ID];
        return json(200, { propertyId: PROPERTY_ID, saved: true });
      },
      [`DELETE /api/properties/${PROPERTY_ID}/save`]: () => {
        ids = [];
        return json(200, { propertyId: PROPERTY_ID, saved: false });
      },
    });
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/', element: <SaveButton propertyId={PROPERTY_ID} title="Orchard Hill" /> }],
      '/',
    );
    const heart = await screen.findByRole('button', { name: 'Save Orchard Hill' });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Saved for later')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/properties/${PROPERTY_ID}/save`)).toHaveLength(1);

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(api.callsTo('DELETE', `/api/properties/${PROPERTY_ID}/save`)).toHaveLength(1);
  });

  it('shows the word beside the heart on the property page', slow, async () => {
    mockApi({
      'GET /api/auth/get-session': () => json(200, sessionReply('helper')),
      'GET /api/saved-properties/ids': () => json(200, { ids: [PROPERTY_ID] }),
    });
    renderRoutes(
      [
        {
          path: '/',
          element: <SaveButton propertyId={PROPERTY_ID} title="Orchard Hill" variant="labelled" />,
        },
      ],
      '/',
    );
    const button = await screen.findByRole('button', { name: 'Save Orchard Hill' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveTextContent('Saved');
  });

  it('is not there for hosts', slow, async () => {
    const api = mockApi({
      'GET /api/auth/get-session': () => json(200, sessionReply('host')),
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <p>page</p>
              <SaveButton propertyId={PROPERTY_ID} title="Orchard Hill" />
            </>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Orchard Hill' })).toBeNull();
    expect(api.callsTo('GET', '/api/saved-properties/ids')).toHaveLength(0);
  });
});
