import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { CHORE_PROPERTY_ID, choreFixture, HELPER_ID, helperRef } from '@tests/web/chore-fixtures';
import { hostViewFixture, termsFixture } from '@tests/web/property-fixtures';
import { ChoresDueCard } from '@web/features/dashboard/components/chores-due-card';
import { ChoresReviewCard } from '@web/features/dashboard/components/chores-review-card';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { WeeklyHoursCard } from './components/weekly-hours';
import AddChorePage from './pages/add-chore-page';
import ChoresPage from './pages/chores-page';

const slow = { timeout: 30_000 };

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * A fake network that also sees the query string (the chores list is filtered
 * by ?status and ?tab). Handlers are keyed "METHOD /path"; unhandled calls fail.
 */
function fakeApi(handlers: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  const unhandled: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      const call = { method, path: url.pathname, query: url.searchParams, body };
      calls.push(call);
      const handler = handlers[`${method} ${url.pathname}`];
      if (!handler) {
        unhandled.push(`${method} ${url.pathname}`);
        return json(500, { error: { code: 'internal_error', message: 'unhandled in test' } });
      }
      return handler(call);
    }),
  );
  onTestFinished(() => {
    if (unhandled.length > 0) throw new Error(`Unhandled API calls: ${unhandled.join(', ')}`);
  });
  return {
    calls,
    callsTo: (m: string, p: string) => calls.filter((c) => c.method === m && c.path === p),
  };
}

const page = (items: unknown[]) => json(200, { items, nextCursor: null });
const propertyCard = {
  id: CHORE_PROPERTY_ID,
  title: 'Hillside olive farm',
  type: 'farm',
  city: 'Évora',
  country: 'PT',
  status: 'listed',
  cover: null,
  helperCount: 1,
  pendingRequestCount: 0,
  hasTerms: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const member = {
  membership: {
    id: '66666666-6666-4666-8666-666666666666',
    propertyId: CHORE_PROPERTY_ID,
    helperId: HELPER_ID,
    status: 'active',
    joinedVia: 'invite_code',
    startDate: '2026-03-01',
    endDate: null,
    endedAt: null,
    agreementFormCompleted: false,
    onboardingCompletedAt: null,
    exchangePoints: 40,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  helper: { ...helperRef, bio: null, city: null, role: 'helper' },
};

/** The helper's /api/my-properties: an active stay at the chores' property. */
const myPropertiesReply = {
  memberships: [
    {
      membership: member.membership,
      property: {
        id: CHORE_PROPERTY_ID,
        title: 'Hillside olive farm',
        type: 'farm',
        city: 'Évora',
        country: 'PT',
        status: 'listed',
        cover: null,
      },
      host: {
        id: 'h',
        fullName: 'Hana',
        avatarUrl: null,
        bio: null,
        city: null,
        role: 'host',
      },
    },
  ],
  pendingRequests: [],
};

const hostBasics = {
  'GET /api/auth/get-session': () => json(200, sessionReply('host')),
  'GET /api/properties': () => page([propertyCard]),
  [`GET /api/properties/${CHORE_PROPERTY_ID}`]: () =>
    json(200, hostViewFixture({ members: [member] as never })),
  [`GET /api/properties/${CHORE_PROPERTY_ID}/terms`]: () =>
    json(200, { propertyId: CHORE_PROPERTY_ID, terms: termsFixture({ defaultChorePoints: 15 }) }),
  'GET /api/chore-groups': () => json(200, { defaults: ['Cleaning', 'Animals'], custom: ['Bees'] }),
};

describe('Add Chore', () => {
  it('shows each problem next to its field, then sends the chore', slow, async () => {
    const api = fakeApi({
      ...hostBasics,
      'POST /api/chores': (call) =>
        json(201, choreFixture({ ...(call.body as object), assignee: helperRef } as never)),
    });
    const { location } = renderRoutes(
      [
        { path: '/chores/add', element: <AddChorePage /> },
        { path: '/chores', element: <p>page:chores</p> },
      ],
      '/chores/add',
    );
    const form = await screen.findByRole('form', { name: 'Add chore' });
    // The property's default points fill in once its terms load.
    await waitFor(() => expect(screen.getByLabelText(/^Points/)).toHaveValue(15));
    fireEvent.change(screen.getByLabelText(/^Points/), { target: { value: '' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Add chore' }));

    const title = screen.getByLabelText(/^Title/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/Title is required/);
    expect(title).toHaveFocus();
    expect(screen.getByLabelText(/^Points/)).toHaveAccessibleDescription(
      /Give the chore its points/,
    );
    expect(api.callsTo('POST', '/api/chores')).toHaveLength(0);

    // Groups: the defaults and the host's own.
    const group = screen.getByLabelText(/^Group/);
    expect(within(group).getByRole('option', { name: 'Bees' })).toBeInTheDocument();

    await userEvent.type(title, 'Feed the chickens');
    expect(title).not.toHaveAttribute('aria-invalid');
    fireEvent.change(screen.getByLabelText(/^Points/), { target: { value: '12' } });
    await userEvent.selectOptions(group, 'Animals');
    await userEvent.selectOptions(screen.getByLabelText(/^Assignee/), 'Hugo Helper');
    await userEvent.click(within(form).getByRole('button', { name: 'Add chore' }));

    await waitFor(() => expect(location()).toBe(`/chores?property=${CHORE_PROPERTY_ID}&tab=open`));
    expect(api.callsTo('POST', '/api/chores')[0]?.body).toMatchObject({
      propertyId: CHORE_PROPERTY_ID,
      title: 'Feed the chickens',
      group: 'Animals',
      points: 12,
      assigneeId: HELPER_ID,
      recurrence: 'none',
      dueAt: null,
    });
  });

  it('shows a server refusal next to its field', slow, async () => {
    fakeApi({
      ...hostBasics,
      'POST /api/chores': () =>
        json(422, {
          error: {
            code: 'unprocessable',
            message: 'The assignee must be an active member of the property',
          },
        }),
    });
    renderRoutes([{ path: '/chores/add', element: <AddChorePage /> }], '/chores/add');
    await screen.findByRole('form', { name: 'Add chore' });
    await userEvent.type(screen.getByLabelText(/^Title/), 'Sweep the yard');
    await waitFor(() => expect(screen.getByLabelText(/^Points/)).toHaveValue(15));
    await userEvent.click(screen.getByRole('button', { name: 'Add chore' }));
    expect(await screen.findByLabelText(/^Assignee/)).toHaveAccessibleDescription(
      /must be an active member/,
    );
  });
});

describe('/chores for a host', () => {
  it('asks for each tab’s status and shows what the helper handed in', slow, async () => {
    const submitted = choreFixture({
      title: 'Clean the coop',
      status: 'submitted',
      takenBy: helperRef,
      assignee: helperRef,
      submissionNote: 'Fresh straw too',
      minutesSpent: 45,
      photoUrl: '/api/chores/x/photo?v=1',
    });
    const open = choreFixture({ title: 'Water the olives', status: 'open' });
    const api = fakeApi({
      ...hostBasics,
      'GET /api/chores': (call) =>
        page(
          call.query.get('status') === 'submitted'
            ? [submitted]
            : call.query.get('status') === 'open'
              ? [open]
              : [],
        ),
    });
    renderRoutes([{ path: '/chores', element: <ChoresPage /> }], '/chores');

    const tabs = await screen.findByRole('tablist', { name: 'Chores by status' });
    const review = within(tabs).getByRole('tab', { name: /To review/ });
    expect(review).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(review).toHaveTextContent('1'));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Clean the coop')).toBeInTheDocument();
    expect(within(panel).getByText('Fresh straw too')).toBeInTheDocument();
    expect(within(panel).getByText('45 min')).toBeInTheDocument();
    expect(
      within(panel).getByRole('img', { name: /Proof for “Clean the coop”/ }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: /Approve “Clean the coop”/ }),
    ).toBeInTheDocument();
    expect(within(panel).queryByText('Water the olives')).not.toBeInTheDocument();

    // Arrow keys move between tabs.
    review.focus();
    await userEvent.keyboard('{ArrowRight}');
    const openTab = within(tabs).getByRole('tab', { name: 'Open' });
    expect(openTab).toHaveAttribute('aria-selected', 'true');
    expect(openTab).toHaveFocus();
    expect(
      await within(screen.getByRole('tabpanel')).findByText('Water the olives'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Clean the coop')).not.toBeInTheDocument();

    // Filters go to the server.
    await userEvent.selectOptions(screen.getByLabelText('Helper'), 'Hugo Helper');
    await waitFor(() =>
      expect(
        api
          .callsTo('GET', '/api/chores')
          .some((c) => c.query.get('helperId') === HELPER_ID && c.query.get('status') === 'open'),
      ).toBe(true),
    );
  });

  it('sends a chore back only with a note', slow, async () => {
    const submitted = choreFixture({
      title: 'Clean the coop',
      status: 'submitted',
      takenBy: helperRef,
    });
    const api = fakeApi({
      ...hostBasics,
      'GET /api/chores': (call) =>
        page(call.query.get('status') === 'submitted' ? [submitted] : []),
      [`POST /api/chores/${submitted.id}/send-back`]: () =>
        json(200, { ...submitted, status: 'in_progress', reviewNote: 'More straw' }),
    });
    renderRoutes([{ path: '/chores', element: <ChoresPage /> }], '/chores');
    await userEvent.click(
      await screen.findByRole('button', { name: /Send back “Clean the coop”/ }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(within(dialog).getByLabelText(/What needs changing/)).toHaveAccessibleDescription(
      /Tell the helper what to change/,
    );
    await userEvent.type(within(dialog).getByLabelText(/What needs changing/), 'More straw');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/chores/${submitted.id}/send-back`)[0]?.body).toEqual({
        note: 'More straw',
      }),
    );
  });
});

describe('/chores for a helper', () => {
  it('shows my chores by tab, with a Take it button on open ones', slow, async () => {
    const mine = choreFixture({
      title: 'Feed the goats',
      status: 'in_progress',
      assignee: { ...helperRef, id: 'u-1' },
      takenBy: { ...helperRef, id: 'u-1' },
      dueAt: '2020-01-01T08:00:00.000Z',
    });
    const open = choreFixture({ title: 'Pick the figs', status: 'open' });
    const api = fakeApi({
      'GET /api/auth/get-session': () => json(200, sessionReply('helper')),
      'GET /api/my-properties': () => json(200, myPropertiesReply),
      'GET /api/chores': (call) =>
        page(
          call.query.get('tab') === 'open'
            ? [open]
            : call.query.get('tab') === 'mine'
              ? [mine]
              : [],
        ),
      [`POST /api/chores/${open.id}/take`]: () =>
        json(200, { ...open, status: 'in_progress', takenBy: helperRef, assignee: helperRef }),
    });
    renderRoutes([{ path: '/chores', element: <ChoresPage /> }], '/chores');
    const card = (await screen.findByText('Feed the goats')).closest('[data-testid="chore-card"]');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByTestId('chore-due')).toHaveTextContent(/Overdue/);
    expect(
      within(card as HTMLElement).getByRole('link', { name: /Mark as done/ }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Open' }));
    await userEvent.click(await screen.findByRole('button', { name: /Take it “Pick the figs”/ }));
    await waitFor(() => expect(api.callsTo('POST', `/api/chores/${open.id}/take`)).toHaveLength(1));
  });
});

describe('hours this week', () => {
  it(
    'shows each stay’s hours against the agreed hours, as a meter, and says when they pass',
    slow,
    async () => {
      const row = (overrides: Record<string, unknown>) => ({
        propertyId: CHORE_PROPERTY_ID,
        propertyTitle: 'Hillside olive farm',
        helper: helperRef,
        weekStart: '2026-06-08',
        minutesThisWeek: 168,
        hoursThisWeek: 2.8,
        agreedHoursPerWeek: 25,
        overAgreed: false,
        ...overrides,
      });
      const api = fakeApi({
        'GET /api/auth/get-session': () => json(200, sessionReply('host')),
        'GET /api/points/hours': () =>
          json(200, {
            items: [
              row({}),
              row({
                propertyId: '12121212-1212-4212-8212-121212121212',
                propertyTitle: 'Lakeside Cabin',
                hoursThisWeek: 21.5,
                agreedHoursPerWeek: 20,
                overAgreed: true,
              }),
            ],
          }),
      });
      renderRoutes(
        [{ path: '/helpers/:helperId', element: <WeeklyHoursCard helperId={HELPER_ID} /> }],
        `/helpers/${HELPER_ID}`,
      );
      const meters = await screen.findAllByRole('meter');
      expect(meters[0]).toHaveAccessibleName('Hillside olive farm');
      expect(meters[0]).toHaveAttribute('aria-valuetext', '2.8 h of 25 h agreed this week');
      expect(meters[1]).toHaveAttribute(
        'aria-valuetext',
        '21.5 h of 20 h agreed this week, over the agreed hours',
      );
      expect(screen.getByText('Over the agreed hours this week')).toBeInTheDocument();
      expect(api.callsTo('GET', '/api/points/hours')[0]?.query.get('helperId')).toBe(HELPER_ID);
    },
  );
});

describe('the dashboard’s chore cards', () => {
  it('empty, says why: nothing given yet at a stay, or no stay yet', slow, async () => {
    fakeApi({
      'GET /api/auth/get-session': () => json(200, sessionReply('helper')),
      'GET /api/chores': () => page([]),
      'GET /api/my-properties': () => json(200, myPropertiesReply),
    });
    const staying = renderRoutes(
      [{ path: '/dashboard', element: <ChoresDueCard /> }],
      '/dashboard',
    );
    expect(await screen.findByText('Nothing due right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open chores' })).toHaveAttribute(
      'href',
      '/chores?tab=open',
    );
    staying.unmount();

    fakeApi({
      'GET /api/auth/get-session': () => json(200, sessionReply('helper')),
      'GET /api/chores': () => page([]),
      'GET /api/my-properties': () => json(200, { memberships: [], pendingRequests: [] }),
    });
    renderRoutes([{ path: '/dashboard', element: <ChoresDueCard /> }], '/dashboard');
    expect(await screen.findByText('No chores due')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See open chores' })).not.toBeInTheDocument();
  });

  it(
    'lists the helper’s chores soonest first, overdue marked, and the host’s to review',
    slow,
    async () => {
      const later = choreFixture({ title: 'Paint the shed', dueAt: '2099-01-02T10:00:00.000Z' });
      const late = choreFixture({ title: 'Feed the goats', dueAt: '2020-01-01T08:00:00.000Z' });
      const waiting = choreFixture({
        title: 'Clean the coop',
        status: 'submitted',
        takenBy: helperRef,
      });
      fakeApi({
        'GET /api/auth/get-session': () => json(200, sessionReply('helper')),
        'GET /api/chores': (call) => page(call.query.get('tab') === 'mine' ? [later, late] : []),
      });
      const helperView = renderRoutes(
        [{ path: '/dashboard', element: <ChoresDueCard /> }],
        '/dashboard',
      );
      const rows = await screen.findAllByRole('link', { name: /Feed the goats|Paint the shed/ });
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringMatching(/^Feed the goatsOverdue · due .* ago · Hillside olive farm/),
        expect.stringMatching(/^Paint the shedDue in .* · Hillside olive farm/),
      ]);
      expect(rows[0]).toHaveAttribute('href', `/chores/${late.id}`);
      helperView.unmount();

      fakeApi({
        'GET /api/auth/get-session': () => json(200, sessionReply('host')),
        'GET /api/chores': (call) =>
          page(call.query.get('status') === 'submitted' ? [waiting] : []),
      });
      renderRoutes([{ path: '/dashboard', element: <ChoresReviewCard /> }], '/dashboard');
      expect(await screen.findByRole('link', { name: /Clean the coop/ })).toHaveTextContent(
        'Hugo Helper · Hillside olive farm · 10 points',
      );
    },
  );
});
