import type { HostStayRequest } from '@shared/api/stay-requests';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { publicProfileFixture } from '@tests/web/profile-fixtures';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { RequestCard } from './components/request-card';

// A stay request can be a stranger's first contact: the host can report or
// block the person from the request itself (issue 15).

const slow = { timeout: 30_000 };
const HELPER_ID = '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d21';
const PROPERTY_ID = '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d22';

const request: HostStayRequest = {
  id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d23',
  propertyId: PROPERTY_ID,
  propertyTitle: 'Orchard Hill',
  helperId: HELPER_ID,
  startDate: '2026-12-01',
  endDate: '2026-12-20',
  message: 'Send me your bank details first.',
  answers: [],
  status: 'pending',
  declineReason: null,
  decidedAt: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  helper: publicProfileFixture({ id: HELPER_ID, fullName: 'Rex Stranger' }),
  fit: null,
};

describe('a stay request as the host sees it', () => {
  it('reports the person who sent it, and blocks them', slow, async () => {
    const api = mockApi({
      'GET /api/auth/get-session': () => json(200, sessionReply('host')),
      // The card's reputation line is not what this test is about.
      [`GET /api/reviews/helpers/${HELPER_ID}`]: () => apiError(404, 'not_found', 'Not found'),
      'GET /api/blocks': json(200, { items: [] }),
      'POST /api/reports': json(201, {
        id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d24',
        status: 'open',
        createdAt: '2026-11-25T10:00:00.000Z',
      }),
      'POST /api/blocks': json(201, {
        block: {
          userId: HELPER_ID,
          name: 'Rex Stranger',
          avatarUrl: null,
          blockedAt: '2026-11-25T10:00:00.000Z',
        },
        endedStays: 0,
      }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <RequestCard request={request} /> }], '/');
    const card = await screen.findByRole('article', { name: 'Request from Rex Stranger' });

    await user.click(within(card).getByRole('button', { name: 'Report Rex Stranger' }));
    const report = await screen.findByRole('dialog', { name: 'Report' });
    await user.click(within(report).getByRole('radio', { name: 'Scam or payment request' }));
    await user.click(within(report).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText("Thanks, we'll look into it")).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/reports')[0]?.body).toMatchObject({
      targetType: 'user',
      targetId: HELPER_ID,
      reason: 'scam',
    });

    await user.click(within(card).getByRole('button', { name: 'Block Rex Stranger' }));
    const block = await screen.findByRole('dialog', { name: 'Block Rex Stranger?' });
    await user.click(within(block).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You blocked Rex Stranger')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/blocks')[0]?.body).toEqual({ userId: HELPER_ID });
  });
});

// Issue 18: how the helper fits the property's skills wanted, and what they
// list themselves, right on the request.
describe('what the helper brings, on the request', () => {
  const skilled: HostStayRequest = {
    ...request,
    helper: publicProfileFixture({
      id: HELPER_ID,
      fullName: 'Ana Gardener',
      skills: ['Gardening', 'Dog walking', 'Cooking'],
      spokenLanguages: ['de', 'pt'],
    }),
    fit: { matched: 3, wanted: 4 },
  };
  const show = (shown: HostStayRequest) => {
    mockApi({
      'GET /api/auth/get-session': () => json(200, sessionReply('host')),
      [`GET /api/reviews/helpers/${HELPER_ID}`]: () => apiError(404, 'not_found', 'Not found'),
      'GET /api/blocks': json(200, { items: [] }),
    });
    renderRoutes([{ path: '/', element: <RequestCard request={shown} /> }], '/');
  };

  it('says how many of the wanted skills they have, their skills and their languages', async () => {
    show(skilled);
    const card = await screen.findByRole('article', { name: 'Request from Ana Gardener' });
    expect(within(card).getByText('Matches 3 of 4 skills')).toBeInTheDocument();
    const skills = within(card).getByRole('list', { name: 'Skills of Ana Gardener' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Gardening', 'Dog walking', 'Cooking']);
    expect(within(card).getByText('Speaks German and Portuguese')).toBeInTheDocument();
  });

  it('counts one wanted skill in the singular, and a match of none plainly', async () => {
    show({ ...skilled, fit: { matched: 0, wanted: 1 } });
    const card = await screen.findByRole('article', { name: 'Request from Ana Gardener' });
    const fit = within(card).getByText('Matches 0 of 1 skill');
    // None of the skills wanted: a plain badge, without the sparkle a match has.
    expect(fit.closest('[data-slot="badge"]')).toHaveClass('bg-muted');
    expect(fit.closest('[data-slot="badge"]')?.querySelector('svg')).toBeNull();
  });

  it('leaves the lines out when there is nothing to say', async () => {
    show(request);
    const card = await screen.findByRole('article', { name: 'Request from Rex Stranger' });
    expect(within(card).queryByText(/^Matches/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: /^Skills of/ })).not.toBeInTheDocument();
    expect(within(card).queryByText(/^Speaks/)).not.toBeInTheDocument();
  });

  it('is written in the reader’s language, with the languages named in it', async () => {
    await i18n.changeLanguage('de');
    show(skilled);
    const card = await screen.findByRole('article', { name: 'Anfrage von Ana Gardener' });
    expect(within(card).getByText('Passt bei 3 von 4 Fähigkeiten')).toBeInTheDocument();
    expect(within(card).getByText('Spricht Deutsch und Portugiesisch')).toBeInTheDocument();
    expect(
      within(card).getByRole('list', { name: 'Fähigkeiten von Ana Gardener' }),
    ).toBeInTheDocument();
  });
});
