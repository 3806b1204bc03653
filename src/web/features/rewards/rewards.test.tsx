import type { LedgerEntry } from '@shared/api/points';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, profileFixture, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { LedgerRow, signedAmount } from '@web/features/points/components/ledger-row';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import RewardsPage from './pages/rewards-page';

const PROPERTY = '11111111-1111-4111-8111-111111111111';
const CHORE = '55555555-5555-4555-8555-555555555555';
const slow = { timeout: 30_000 };

const entry = (overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: '77777777-7777-4777-8777-777777777777',
  createdAt: '2026-06-10T09:30:00.000Z',
  propertyId: PROPERTY,
  propertyTitle: 'Hillside olive farm',
  helperId: '44444444-4444-4444-8444-444444444444',
  amount: 15,
  reason: 'chore_approved',
  note: null,
  source: { kind: 'chore', id: CHORE, title: 'Clean the coop' },
  ...overrides,
});

const reward = (overrides: Record<string, unknown> = {}) => ({
  id: '88888888-8888-4888-8888-888888888881',
  propertyId: PROPERTY,
  propertyTitle: 'Hillside olive farm',
  title: 'Dinner at the tavern',
  description: 'Three courses',
  cost: 50,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('ledger rows', () => {
  it('explain each change: reason, source, property, date and signed amount', () => {
    render(
      <MemoryRouter>
        <ul>
          <li>
            <LedgerRow entry={entry()} />
          </li>
          <li>
            <LedgerRow
              entry={entry({
                id: '77777777-7777-4777-8777-777777777778',
                amount: -40,
                reason: 'reward_redeemed',
                note: 'Dinner at the tavern',
                source: { kind: 'redemption', id: CHORE, title: 'Dinner at the tavern' },
              })}
            />
          </li>
          <li>
            <LedgerRow
              entry={entry({
                id: '77777777-7777-4777-8777-777777777779',
                amount: 5,
                reason: 'bonus',
                note: 'Fixed the fence after the storm',
                source: { kind: 'bonus', id: CHORE, title: null },
              })}
            />
          </li>
        </ul>
      </MemoryRouter>,
    );
    const [approved, redeemed, bonus] = screen.getAllByTestId('ledger-row');
    expect(approved).toHaveTextContent('Chore approved');
    expect(
      within(approved as HTMLElement).getByRole('link', { name: 'Clean the coop' }),
    ).toHaveAttribute('href', `/chores/${CHORE}`);
    expect(approved).toHaveTextContent('Hillside olive farm');
    // The date as the reader's language writes it (Intl): 'Jun 10, 2026' in en-US.
    expect(approved).toHaveTextContent(/10 Jun 2026|Jun 10, 2026/);
    expect(approved).toHaveTextContent('+15 points');
    expect(redeemed).toHaveTextContent('Reward redeemed');
    expect(redeemed).toHaveTextContent('Dinner at the tavern');
    // The note repeats the reward's title: said once.
    expect(redeemed?.textContent?.match(/Dinner at the tavern/g)).toHaveLength(1);
    expect(redeemed).toHaveTextContent('−40 points');
    expect(bonus).toHaveTextContent('Host bonus');
    expect(bonus).toHaveTextContent('“Fixed the fence after the storm”');
    expect(signedAmount(1250)).toBe('+1,250');
  });
});

describe('Rewards & Points', () => {
  it(
    'shows the drawer’s balance, what is reserved, and redeems what is affordable',
    slow,
    async () => {
      const api = mockApi({
        'GET /api/auth/get-session': json(200, sessionReply('helper')),
        'GET /api/profile': json(200, profileFixture({ role: 'helper', points: 120 })),
        'GET /api/points': json(200, {
          points: 120,
          reserved: 50,
          available: 70,
          properties: [
            {
              propertyId: PROPERTY,
              propertyTitle: 'Hillside olive farm',
              membershipStatus: 'active',
              points: 120,
              reserved: 50,
              available: 70,
            },
          ],
        }),
        'GET /api/points/ledger': json(200, { items: [entry()], nextCursor: null }),
        'GET /api/rewards': json(200, {
          items: [
            reward(),
            reward({ id: '88888888-8888-4888-8888-888888888882', title: 'A day off', cost: 200 }),
          ],
        }),
        'GET /api/redemptions': json(200, {
          items: [
            {
              id: '99999999-9999-4999-8999-999999999999',
              rewardId: '88888888-8888-4888-8888-888888888881',
              rewardTitle: 'Bike for the weekend',
              propertyId: PROPERTY,
              propertyTitle: 'Hillside olive farm',
              helper: { id: 'u-1', fullName: 'Sam Rivers', avatarUrl: null },
              cost: 50,
              status: 'pending',
              decidedAt: null,
              declineReason: null,
              createdAt: '2026-06-01T00:00:00.000Z',
              updatedAt: '2026-06-01T00:00:00.000Z',
            },
          ],
          nextCursor: null,
        }),
        'POST /api/rewards/88888888-8888-4888-8888-888888888881/redeem': json(201, {}),
      });
      renderRoutes([{ path: '/rewards', element: <RewardsPage /> }], '/rewards');

      await waitFor(() => expect(screen.getByTestId('rewards-balance')).toHaveTextContent('120'));
      expect(await screen.findByTestId('reserved-points')).toHaveTextContent(
        '50 points reserved for rewards waiting for your host · 70 points to spend',
      );
      expect(
        await screen.findByRole('button', { name: 'Cancel Bike for the weekend' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Pending')).toBeInTheDocument();

      // History.
      const history = await screen.findByRole('list', { name: 'Points history' });
      expect(within(history).getByText('Chore approved')).toBeInTheDocument();

      // 200 is more than the 70 available: disabled, with how far to go.
      const dayOff = screen.getByRole('button', { name: 'Redeem A day off' });
      expect(dayOff).toBeDisabled();
      expect(dayOff).toHaveAccessibleDescription('130 points to go');

      await userEvent.click(screen.getByRole('button', { name: 'Redeem Dinner at the tavern' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent('50 points are reserved now');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
      await waitFor(() =>
        expect(
          api.callsTo('POST', '/api/rewards/88888888-8888-4888-8888-888888888881/redeem'),
        ).toHaveLength(1),
      );
    },
  );
});
