import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, profileFixture, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import RewardsPage from './pages/rewards-page';

// Rewards & Points in German (issue 17): numbers grouped the German way and
// every count in a sentence of its own, by German plural rules.
const PROPERTY = '11111111-1111-4111-8111-111111111111';

const reward = (overrides: Record<string, unknown> = {}) => ({
  id: '88888888-8888-4888-8888-888888888881',
  propertyId: PROPERTY,
  propertyTitle: 'Olivenhof am Hang',
  title: 'Abendessen in der Taverne',
  description: null,
  cost: 1,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('Rewards & Points in German', () => {
  it('says the balance, what is reserved and what is left, singular and plural', async () => {
    await i18n.changeLanguage('de');
    mockApi({
      'GET /api/auth/get-session': json(200, sessionReply('helper')),
      'GET /api/profile': json(200, profileFixture({ role: 'helper', points: 1250 })),
      'GET /api/points': json(200, {
        points: 1250,
        reserved: 1,
        available: 1249,
        properties: [
          {
            propertyId: PROPERTY,
            propertyTitle: 'Olivenhof am Hang',
            membershipStatus: 'active',
            points: 1250,
            reserved: 1,
            available: 1249,
          },
        ],
      }),
      'GET /api/points/ledger': json(200, { items: [], nextCursor: null }),
      'GET /api/rewards': json(200, {
        items: [
          reward(),
          reward({ id: '88888888-8888-4888-8888-888888888882', title: 'Ein Tag frei', cost: 2000 }),
        ],
      }),
      'GET /api/redemptions': json(200, { items: [], nextCursor: null }),
    });
    renderRoutes([{ path: '/rewards', element: <RewardsPage /> }], '/rewards');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Belohnungen & Punkte' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('rewards-balance')).toHaveTextContent('1.250'));
    expect(await screen.findByTestId('reserved-points')).toHaveTextContent(
      '1 Punkt reserviert für Belohnungen, die auf deinen Gastgeber warten · 1.249 Punkte frei',
    );
    expect(
      await screen.findByText('Bei Olivenhof am Hang · 1.249 Punkte frei'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Noch keine Punkte' })).toBeInTheDocument();

    const dayOff = screen.getByRole('button', { name: 'Einlösen Ein Tag frei' });
    expect(dayOff).toBeDisabled();
    expect(dayOff).toHaveAccessibleDescription('Noch 751 Punkte');

    await userEvent.click(
      screen.getByRole('button', { name: 'Einlösen Abendessen in der Taverne' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: '„Abendessen in der Taverne“ einlösen?',
    });
    expect(dialog).toHaveTextContent('1 Punkt wird jetzt reserviert');
    expect(within(dialog).getByRole('button', { name: 'Einlösen' })).toBeInTheDocument();
  });
});
