import { OPTED_OUT_OF_INVITATIONS_MESSAGE } from '@shared/api/invitation-opt-outs';
import type { PropertyCard } from '@shared/api/properties';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { describe, expect, it } from 'vitest';
import { InviteByEmail } from './components/invite-by-email';

// Issue 24: the server refuses an invitation beyond the day's limits (429) or
// to an address that stopped invitations (422); the host reads why, by the
// address they typed.

const PROPERTY_ID = '4b0c3c1e-8a53-4c1b-9a57-2f1d2b3c4d5e';
const property: PropertyCard = {
  id: PROPERTY_ID,
  title: 'Olive farm',
  type: 'farm',
  city: 'Lisbon',
  country: 'Portugal',
  status: 'listed',
  cover: null,
  helperCount: 0,
  pendingRequestCount: 0,
  hasTerms: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

async function inviteAnswered(answer: Response) {
  mockApi({
    'GET /api/auth/get-session': json(200, sessionReply('host')),
    [`GET /api/properties/${PROPERTY_ID}/invitations`]: json(200, { items: [] }),
    [`POST /api/properties/${PROPERTY_ID}/invitations`]: answer,
  });
  renderRoutes(
    [{ path: '/manage-helpers', element: <InviteByEmail properties={[property]} /> }],
    '/manage-helpers',
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Email/), 'guest@example.test');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
}

describe('InviteByEmail', () => {
  it('shows the daily limit’s message by the address', async () => {
    const message = 'You can send up to 50 invitations a day. Please try again tomorrow.';
    await inviteAnswered(apiError(429, 'rate_limited', message));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the address asked for no invitations', async () => {
    await inviteAnswered(apiError(422, 'rule_broken', OPTED_OUT_OF_INVITATIONS_MESSAGE));
    expect(await screen.findByText(OPTED_OUT_OF_INVITATIONS_MESSAGE)).toBeInTheDocument();
  });
});
