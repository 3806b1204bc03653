import type { ExploreCard as ExploreCardData } from '@shared/api/explore';
import type { Review, StayForReview } from '@shared/api/reviews';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Here, json, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { ExploreCard } from '@web/features/explore/components/explore-card';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { RatingInput } from './components/rating-input';
import { RatingStars } from './components/rating-stars';
import { RatingSummary } from './components/rating-summary';
import ReviewsPage from './pages/reviews-page';
import WriteReviewPage from './pages/write-review-page';

const slow = { timeout: 30_000 };
const STAY_ID = '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d01';
const HOST = { id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d02', fullName: 'Hana Mori', avatarUrl: null };
const HELPER = {
  id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d03',
  fullName: 'Leo Park',
  avatarUrl: null,
};
const PROPERTY_ID = '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d04';

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A fake network that sees the query string (the tab); unhandled calls fail the test. */
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
  return { callsTo: (m: string, p: string) => calls.filter((c) => c.method === m && c.path === p) };
}

function stayFixture(overrides: Partial<StayForReview> = {}): StayForReview {
  return {
    id: STAY_ID,
    propertyId: PROPERTY_ID,
    propertyTitle: 'Orchard Hill',
    counterpart: HELPER,
    direction: 'host_about_helper',
    endedAt: '2026-11-20T10:00:00.000Z',
    reviewDeadline: '2026-12-04T10:00:00.000Z',
    publishedAt: null,
    record: {
      startDate: '2026-10-01',
      endDate: '2026-11-20',
      agreementSigned: true,
      minutesLogged: 142 * 60,
      minutesAgreed: 150 * 60,
      choresHandedIn: 25,
      choresApprovedFirstTime: 24,
      choresOnTime: 20,
      choresWithDueTime: 22,
    },
    myReview: null,
    theirReview: null,
    canWrite: true,
    ...overrides,
  };
}

function reviewFixture(overrides: Partial<Review> = {}): Review {
  return {
    id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d05',
    stayId: STAY_ID,
    direction: 'helper_about_host',
    author: HELPER,
    subject: HOST,
    propertyId: PROPERTY_ID,
    propertyTitle: 'Orchard Hill',
    rating: 5,
    categories: { listingAccuracy: 5, hospitality: 5, fairnessOfExchange: 4, communication: 5 },
    publicText: 'Hana made me feel at home from the first day at the orchard.',
    privateNote: null,
    reply: null,
    repliedAt: null,
    submittedAt: '2026-11-21T10:00:00.000Z',
    publishedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

const session = (role: 'host' | 'helper') => () => json(200, sessionReply(role));

function renderWrite(stay: StayForReview, submit: (call: Call) => Response) {
  const api = fakeApi({
    'GET /api/auth/get-session': session(
      stay.direction === 'host_about_helper' ? 'host' : 'helper',
    ),
    [`GET /api/stays/${STAY_ID}`]: () => json(200, stay),
    [`POST /api/stays/${STAY_ID}/review`]: submit,
    'GET /api/reviews': () => json(200, { items: [], nextCursor: null }),
  });
  const view = renderRoutes(
    [
      { path: '/reviews/write/:stayId', element: <WriteReviewPage /> },
      { path: '/reviews', element: <Here name="reviews" /> },
    ],
    `/reviews/write/${STAY_ID}`,
  );
  return { api, ...view, user: userEvent.setup() };
}

const LONG_TEXT = 'Leo was reliable, kind and careful with the animals every day.';

describe('writing a review', () => {
  it('asks a host about the helper, checks the form, and sends the review', slow, async () => {
    const { api, user, location } = renderWrite(stayFixture(), () =>
      json(201, reviewFixture({ direction: 'host_about_helper', author: HOST, subject: HELPER })),
    );
    expect(await screen.findByText('Leo Park')).toBeInTheDocument();
    expect(screen.getByText('Signed')).toBeInTheDocument();
    expect(screen.getByText('24 of 25 chores')).toBeInTheDocument();
    expect(
      screen.getByText(/Leo Park can’t see your review until they’ve written theirs, or until/),
    ).toBeInTheDocument();
    for (const label of [
      'Reliability',
      'Quality of work',
      'Communication',
      'Respect for the house',
    ])
      expect(screen.getByRole('group', { name: label })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Hospitality' })).not.toBeInTheDocument();
    expect(screen.getByText('Only Leo Park will see this.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findAllByText('Choose a rating from 1 to 5')).toHaveLength(5);
    expect(screen.getByText('Write at least 30 characters')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/stays/${STAY_ID}/review`)).toHaveLength(0);

    const overall = screen.getByRole('group', { name: /Overall, how was your stay with Leo/ });
    await user.click(within(overall).getByRole('radio', { name: /^4 stars/ }));
    for (const [label, stars] of [
      ['Reliability', 5],
      ['Quality of work', 4],
      ['Communication', 3],
      ['Respect for the house', 5],
    ] as const) {
      const group = screen.getByRole('group', { name: label });
      await user.click(within(group).getByRole('radio', { name: new RegExp(`^${stars} stars`) }));
    }
    const text = screen.getByRole('textbox', { name: /Your public review/ });
    await user.type(text, LONG_TEXT);
    expect(screen.getByTestId('public-text-counter')).toHaveTextContent(
      `${LONG_TEXT.length} / 1,000`,
    );
    await user.type(screen.getByRole('textbox', { name: /Private note/ }), 'Water the figs more.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(location()).toBe('/reviews?tab=written'));
    expect(api.callsTo('POST', `/api/stays/${STAY_ID}/review`)[0]?.body).toEqual({
      rating: 4,
      categories: { reliability: 5, qualityOfWork: 4, communication: 3, respectForTheHouse: 5 },
      publicText: LONG_TEXT,
      privateNote: 'Water the figs more.',
    });
    expect(await screen.findByText('Review submitted')).toBeInTheDocument();
  });

  it("asks a helper about the host's side, and shows the server's 409", slow, async () => {
    const { user } = renderWrite(
      stayFixture({ direction: 'helper_about_host', counterpart: HOST }),
      () =>
        json(409, {
          error: { code: 'conflict', message: 'The time to review this stay has passed.' },
        }),
    );
    for (const label of [
      'Listing accuracy',
      'Hospitality',
      'Fairness of the exchange',
      'Communication',
    ])
      expect(await screen.findByRole('group', { name: label })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Reliability' })).not.toBeInTheDocument();

    for (const group of screen.getAllByRole('group'))
      if (within(group).queryAllByRole('radio').length === 5)
        await user.click(within(group).getByRole('radio', { name: /^5 stars/ }));
    await user.type(screen.getByRole('textbox', { name: /Your public review/ }), LONG_TEXT);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The time to review this stay has passed.',
    );
  });

  it("puts the server's field errors next to their fields", slow, async () => {
    const { user } = renderWrite(
      stayFixture({ direction: 'helper_about_host', counterpart: HOST }),
      () =>
        json(422, {
          error: {
            code: 'validation_failed',
            message: 'Check the review',
            fields: [
              { field: 'body.categories.hospitality', message: 'Rate the hospitality' },
              { field: 'body.publicText', message: 'Say a little more' },
            ],
          },
        }),
    );
    await screen.findByRole('group', { name: 'Hospitality' });
    for (const group of screen.getAllByRole('group'))
      if (within(group).queryAllByRole('radio').length === 5)
        await user.click(within(group).getByRole('radio', { name: /^3 stars/ }));
    await user.type(screen.getByRole('textbox', { name: /Your public review/ }), LONG_TEXT);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(
      await within(screen.getByRole('group', { name: 'Hospitality' })).findByText(
        'Rate the hospitality',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your public review/ })).toHaveAccessibleDescription(
      /Say a little more/,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Check the fields marked above.');
  });

  it('shows the review already written instead of the form', slow, async () => {
    renderWrite(
      stayFixture({
        canWrite: false,
        myReview: reviewFixture({
          direction: 'host_about_helper',
          author: HOST,
          subject: HELPER,
          publishedAt: null,
        }),
      }),
      () => json(500, {}),
    );
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByText('Hidden until published')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });

  it('says when the time to review has passed', slow, async () => {
    renderWrite(stayFixture({ canWrite: false }), () => json(500, {}));
    expect(await screen.findByText('The time to review this stay has passed')).toBeInTheDocument();
  });
});

describe('the reviews page', () => {
  it('keeps its tab in the URL, with a kind empty state for each', slow, async () => {
    const api = fakeApi({
      'GET /api/auth/get-session': session('helper'),
      'GET /api/reviews': () => json(200, { items: [], nextCursor: null }),
    });
    const { location } = renderRoutes([{ path: '/reviews', element: <ReviewsPage /> }], '/reviews');
    const user = userEvent.setup();
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'To write' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Received' }));
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(location()).toBe('/reviews?tab=received');

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('You haven’t written any reviews')).toBeInTheDocument();
    expect(location()).toBe('/reviews?tab=written');
    const tabs = api.callsTo('GET', '/api/reviews').map((call) => call.query.get('tab'));
    expect(tabs).toEqual(['to-write', 'received', 'written']);
  });

  it('lists stays to review and received reviews, page by page, with Reply', slow, async () => {
    const second = reviewFixture({
      id: '5a1e0c1e-8a53-4c1b-9a57-2f1d2b3c4d09',
      reply: 'Thank you!',
    });
    const api = fakeApi({
      'GET /api/auth/get-session': session('host'),
      'GET /api/reviews': (call) => {
        if (call.query.get('tab') === 'to-write')
          return json(200, { items: [stayFixture()], nextCursor: null });
        return call.query.get('cursor')
          ? json(200, { items: [second], nextCursor: null })
          : json(200, { items: [reviewFixture()], nextCursor: 'next' });
      },
    });
    const { router } = renderRoutes([{ path: '/reviews', element: <ReviewsPage /> }], '/reviews');
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: /Write a review.*Leo Park/ })).toHaveAttribute(
      'href',
      `/reviews/write/${STAY_ID}`,
    );

    await router.navigate('/reviews?tab=received');
    expect(await screen.findAllByTestId('review-card')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findAllByTestId('review-card')).toHaveLength(2);
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    // One Reply: the second review has its answer already.
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
    expect(api.callsTo('GET', '/api/reviews').at(-1)?.query.get('cursor')).toBe('next');
  });
});

function RatingHarness() {
  const [value, setValue] = useState<number | null>(null);
  return <RatingInput label="Hospitality" name="h" value={value} onChange={setValue} />;
}

describe('rating components', () => {
  it('reads stars out as a sentence', () => {
    render(<RatingStars value={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it("shows 'New' until a first review, then the average and count", () => {
    const { rerender } = render(<RatingSummary rating={{ average: null, count: 0 }} />);
    expect(screen.getByText('New')).toBeInTheDocument();
    rerender(<RatingSummary rating={{ average: 4.84, count: 12 }} />);
    expect(screen.getByTestId('rating-summary')).toHaveTextContent('4.8(12)');
    expect(screen.getByText('Rated 4.8 out of 5 from 12 reviews')).toBeInTheDocument();
  });

  it("shows a property's rating on its Explore card, 'New' without one", () => {
    const card: ExploreCardData = {
      id: PROPERTY_ID,
      title: 'Orchard Hill',
      type: 'farm',
      city: 'Tavira',
      region: null,
      country: 'PT',
      cover: null,
      provides: ['meals'],
      hoursPerWeek: 20,
      daysPerWeek: 5,
      minStayDays: 7,
      maxStayDays: 60,
      availableFrom: '2026-12-01',
      availableTo: '2027-03-01',
      location: null,
      distanceKm: null,
      fit: null,
      listedAt: '2026-11-01T00:00:00.000Z',
      rating: { average: null, count: 0 },
    };
    const { rerender } = render(
      <MemoryRouter>
        <ExploreCard property={card} />
      </MemoryRouter>,
    );
    expect(screen.getByText('New')).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <ExploreCard property={{ ...card, rating: { average: 4.5, count: 3 } }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Rated 4.5 out of 5 from 3 reviews')).toBeInTheDocument();
  });

  it('moves the star rating with the arrow keys', async () => {
    render(<RatingHarness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^3 stars/ }));
    expect(screen.getByRole('radio', { name: /^3 stars/ })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^4 stars/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^4 stars/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: /^2 stars/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Hospitality' })).toBeInTheDocument();
  });
});
