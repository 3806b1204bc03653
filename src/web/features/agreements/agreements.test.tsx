import type { Agreement, AgreementThread } from '@shared/api/agreements';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, Here, json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { publicProfileFixture } from '@tests/web/profile-fixtures';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AgreementFormPage from './pages/agreement-form-page';
import ReviewAgreementPage from './pages/review-agreement-page';
import SendAgreementPage from './pages/send-agreement-page';

const PROPERTY = '2b0c7a57-7f4d-4f0e-9d7b-0a1b2c3d4e5f';
const HELPER = 'u-1';
const HOST = '9a7f1c0c-1e8a-43c1-8a57-2f1d2b3c4d5e';
const slow = { timeout: 30_000 };
const threadPath = `/api/properties/${PROPERTY}/agreements/${HELPER}`;

const terms = {
  startDate: '2027-03-01',
  endDate: '2027-04-30',
  hoursPerWeek: 20,
  daysOff: ['saturday', 'sunday'],
  duties: 'Goats and garden.',
  provides: ['private_room', 'meals'],
  houseRules: 'No smoking.',
  noticePeriodDays: 7,
  extraClauses: ['Quiet hours after 10 pm'],
  askedDetails: ['Do you drive?'],
};

const version = (overrides: Partial<Agreement> = {}): Agreement => ({
  id: '3c0c7a57-7f4d-4f0e-9d7b-0a1b2c3d4e5f',
  propertyId: PROPERTY,
  helperId: HELPER,
  version: 1,
  status: 'sent',
  terms,
  sentBy: HOST,
  sentAt: '2027-02-01T10:00:00.000Z',
  answers: null,
  signedName: null,
  signedAt: null,
  reviewNote: null,
  reviewedAt: null,
  approvedAt: null,
  ...overrides,
});

const person = (id: string, fullName: string, role: 'host' | 'helper') =>
  publicProfileFixture({ id, fullName, role });

const thread = (
  viewerRole: 'host' | 'helper',
  versions: Agreement[],
  draft: AgreementThread['draft'] = null,
): AgreementThread => ({
  propertyId: PROPERTY,
  propertyTitle: 'Orchard Hill Farm',
  viewerRole,
  host: person(HOST, 'Hana Host', 'host'),
  helper: person(HELPER, 'Sam Rivers', 'helper'),
  membershipStatus: 'active',
  latest: versions[0] ?? null,
  inForce: versions.find((v) => v.status === 'approved') ?? null,
  versions,
  draft,
});

const routes = [
  { path: '/properties/:propertyId/agreement-form', element: <AgreementFormPage /> },
  { path: '/properties/:propertyId/send-agreement/:helperId', element: <SendAgreementPage /> },
  {
    path: '/properties/:propertyId/review-agreement/:helperId',
    element: <ReviewAgreementPage />,
  },
  { path: '/properties/:propertyId', element: <Here name="property" /> },
];

beforeEach(() => {
  // No realtime socket in these tests.
  vi.stubGlobal('WebSocket', undefined);
});

describe('the helper signs at /agreement-form', () => {
  const session = { 'GET /api/auth/get-session': json(200, sessionReply('helper')) };

  it('ties each problem to its field and sends nothing until the form is right', slow, async () => {
    const api = mockApi({
      ...session,
      [`GET ${threadPath}`]: json(200, thread('helper', [version()])),
    });
    renderRoutes(routes, `/properties/${PROPERTY}/agreement-form`);
    await screen.findByRole('heading', { name: 'The terms (version 1)' });
    expect(screen.getByText('20 hours')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign and send' }));

    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/Emergency contact name is required/);
    expect(name).toHaveFocus();
    expect(screen.getByLabelText(/^Do you drive\?/)).toHaveAccessibleDescription(
      /Please answer this question/,
    );
    expect(screen.getByText('Tick the box to agree to these terms')).toBeInTheDocument();
    expect(api.callsTo('POST', `${threadPath}/sign`)).toHaveLength(0);

    // A name that is not the profile's is refused before sending.
    await userEvent.type(name, 'Maria Rivers');
    await userEvent.type(screen.getByLabelText(/^Phone/), '+351 912 345 678');
    await userEvent.type(screen.getByLabelText(/^Relation to you/), 'Mother');
    await userEvent.type(screen.getByLabelText(/^Do you drive\?/), 'Yes');
    await userEvent.type(screen.getByLabelText(/^Your full name/), 'Someone Else');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    expect(screen.getByLabelText(/^Your full name/)).toHaveAccessibleDescription(
      /Type your full name exactly as on your profile: Sam Rivers/,
    );
    expect(api.callsTo('POST', `${threadPath}/sign`)).toHaveLength(0);
  });

  it('signs with the typed name and consent, then shows it is with the host', slow, async () => {
    const api = mockApi({
      ...session,
      [`GET ${threadPath}`]: json(200, thread('helper', [version()])),
      [`POST ${threadPath}/sign`]: json(
        200,
        thread('helper', [
          version({ status: 'signed', signedName: 'sam rivers', signedAt: '2027-02-02T10:00:00Z' }),
        ]),
      ),
      'GET /api/agreements': json(200, { items: [] }),
      'GET /api/my-properties': json(200, { memberships: [], pendingRequests: [] }),
    });
    renderRoutes(routes, `/properties/${PROPERTY}/agreement-form`);
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Maria Rivers');
    await userEvent.type(screen.getByLabelText(/^Phone/), '+351 912 345 678');
    await userEvent.type(screen.getByLabelText(/^Relation to you/), 'Mother');
    await userEvent.type(screen.getByLabelText(/^Do you drive\?/), 'Yes, since 2015');
    await userEvent.type(screen.getByLabelText(/^Your full name/), ' sam rivers ');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    await screen.findByText('You signed version 1');
    expect(api.callsTo('POST', `${threadPath}/sign`)[0]?.body).toEqual({
      version: 1,
      emergencyContact: { name: 'Maria Rivers', phone: '+351 912 345 678', relation: 'Mother' },
      details: ['Yes, since 2015'],
      signedName: ' sam rivers ',
      consent: true,
    });
  });

  it('shows the server’s field message on the field', slow, async () => {
    mockApi({
      ...session,
      [`GET ${threadPath}`]: json(200, thread('helper', [version()])),
      [`POST ${threadPath}/sign`]: apiError(422, 'rule_broken', 'Type your full name exactly', [
        { field: 'body.signedName', message: 'Type your full name exactly as it appears: Sam' },
      ]),
    });
    renderRoutes(routes, `/properties/${PROPERTY}/agreement-form`);
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Maria Rivers');
    await userEvent.type(screen.getByLabelText(/^Phone/), '+351 912 345 678');
    await userEvent.type(screen.getByLabelText(/^Relation to you/), 'Mother');
    await userEvent.type(screen.getByLabelText(/^Do you drive\?/), 'Yes');
    await userEvent.type(screen.getByLabelText(/^Your full name/), 'Sam Rivers');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Your full name/)).toHaveAccessibleDescription(
        /Type your full name exactly as it appears: Sam/,
      ),
    );
  });
});

describe('the host sends and reviews', () => {
  const session = { 'GET /api/auth/get-session': json(200, sessionReply('host')) };

  it('pre-fills the form from the draft, checks it, and sends the edited terms', slow, async () => {
    const api = mockApi({
      ...session,
      [`GET ${threadPath}`]: json(200, thread('host', [], { ...terms, askedDetails: [] })),
      [`POST ${threadPath}`]: json(
        201,
        thread('host', [version({ terms: { ...terms, hoursPerWeek: 18 } })]),
      ),
      'GET /api/agreements': json(200, { items: [] }),
      'GET /api/my-properties': json(200, { memberships: [], pendingRequests: [] }),
    });
    const { location } = renderRoutes(routes, `/properties/${PROPERTY}/send-agreement/${HELPER}`);
    const hours = await screen.findByLabelText(/^Hours per week/);
    expect(hours).toHaveValue(20);
    expect(screen.getByLabelText(/^House rules/)).toHaveValue('No smoking.');
    expect(screen.getByRole('button', { name: 'Sat' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.clear(hours);
    await userEvent.type(hours, '99');
    await userEvent.click(screen.getByRole('button', { name: 'Send agreement' }));
    expect(hours).toHaveAccessibleDescription(/Hours per week must be at most 60/);
    expect(api.callsTo('POST', threadPath)).toHaveLength(0);

    await userEvent.clear(hours);
    await userEvent.type(hours, '18');
    await userEvent.click(screen.getByRole('button', { name: 'Send agreement' }));
    await waitFor(() =>
      expect(location()).toBe(`/properties/${PROPERTY}/review-agreement/${HELPER}`),
    );
    expect(api.callsTo('POST', threadPath)[0]?.body).toMatchObject({
      hoursPerWeek: 18,
      daysOff: ['saturday', 'sunday'],
      provides: ['private_room', 'meals'],
      extraClauses: ['Quiet hours after 10 pm'],
      endDate: '2027-04-30',
    });
  });

  const signed = version({
    status: 'signed',
    signedName: 'Sam Rivers',
    signedAt: '2027-02-02T10:00:00Z',
    answers: {
      emergencyContact: { name: 'Maria Rivers', phone: '+351 912 345 678', relation: 'Mother' },
      details: [{ question: 'Do you drive?', answer: 'Yes' }],
    },
  });

  it('approves the signed version after a confirmation', slow, async () => {
    const api = mockApi({
      ...session,
      [`GET ${threadPath}`]: json(200, thread('host', [signed], terms)),
      [`POST ${threadPath}/approve`]: json(
        200,
        thread(
          'host',
          [{ ...signed, status: 'approved', approvedAt: '2027-02-03T10:00:00Z' }],
          terms,
        ),
      ),
      'GET /api/agreements': json(200, { items: [] }),
      'GET /api/my-properties': json(200, { memberships: [], pendingRequests: [] }),
    });
    renderRoutes(routes, `/properties/${PROPERTY}/review-agreement/${HELPER}`);
    await screen.findByText('Maria Rivers (Mother) · +351 912 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByRole('button', { name: 'Print' });
    expect(api.callsTo('POST', `${threadPath}/approve`)[0]?.body).toEqual({ version: 1 });
  });

  it('asks for changes only with a note', slow, async () => {
    const api = mockApi({
      ...session,
      [`GET ${threadPath}`]: json(200, thread('host', [signed], terms)),
      [`POST ${threadPath}/request-changes`]: json(
        200,
        thread('host', [{ ...signed, status: 'changes_requested', reviewNote: 'Phone?' }], terms),
      ),
      'GET /api/agreements': json(200, { items: [] }),
      'GET /api/my-properties': json(200, { memberships: [], pendingRequests: [] }),
    });
    renderRoutes(routes, `/properties/${PROPERTY}/review-agreement/${HELPER}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for changes' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(within(dialog).getByLabelText(/What should change/)).toHaveAccessibleDescription(
      /Tell the helper what to change/,
    );
    expect(api.callsTo('POST', `${threadPath}/request-changes`)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/What should change/), 'Phone?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await screen.findByText(/Sent back to Sam Rivers for changes/);
    expect(api.callsTo('POST', `${threadPath}/request-changes`)[0]?.body).toEqual({
      version: 1,
      note: 'Phone?',
    });
  });
});
