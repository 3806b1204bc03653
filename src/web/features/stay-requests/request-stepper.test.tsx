import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { PROPERTY_ID, Q1, Q2, termsFixture } from '@tests/web/property-fixtures';
import { formatDay } from '@web/lib/labels/property-labels';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestStepper } from './components/request-stepper';
import { checkDates, stayDays } from './request-draft';

const requestsPath = `/api/properties/${PROPERTY_ID}/requests`;

function renderStepper(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/auth/get-session': json(200, sessionReply('helper')),
    ...handlers,
  });
  let done = 0;
  const view = renderRoutes(
    [
      {
        path: '/properties/:propertyId',
        element: (
          <RequestStepper
            propertyId={PROPERTY_ID}
            propertyTitle="Hillside olive farm"
            hostName="Hana Host"
            terms={termsFixture()}
            onDone={() => {
              done += 1;
            }}
          />
        ),
      },
    ],
    `/properties/${PROPERTY_ID}`,
  );
  return { ...view, api, doneCount: () => done };
}

const next = () => userEvent.click(screen.getByRole('button', { name: /^(Next|Review)/ }));
const back = () => userEvent.click(screen.getByRole('button', { name: 'Back' }));
const stepHeading = () => screen.getByRole('heading', { level: 2 });

async function fillDates() {
  fireEvent.change(screen.getByLabelText(/Arrive/), { target: { value: '2099-04-01' } });
  fireEvent.change(screen.getByLabelText(/Leave/), { target: { value: '2099-05-01' } });
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('the request-to-stay stepper', () => {
  // Typing through several steps takes a while on a busy machine.
  const slow = { timeout: 30_000 };

  it(
    'asks for dates inside the window, then a message, then every screening question',
    slow,
    async () => {
      renderStepper();
      expect(stepHeading()).toHaveTextContent('When would you come?');
      expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();

      await next();
      expect(screen.getByText('Choose the day you’d arrive')).toBeInTheDocument();
      expect(screen.getByText('Choose the day you’d leave')).toBeInTheDocument();

      // Outside the host's window: refused before sending.
      fireEvent.change(screen.getByLabelText(/Arrive/), { target: { value: '2099-02-01' } });
      fireEvent.change(screen.getByLabelText(/Leave/), { target: { value: '2099-02-20' } });
      await next();
      expect(
        screen.getByText(`The host is available from ${formatDay('2099-03-01')}`),
      ).toBeInTheDocument();

      await fillDates();
      expect(screen.getByText('That’s 30 days.')).toBeInTheDocument();
      await next();
      expect(stepHeading()).toHaveTextContent('Say hello');

      await next();
      expect(screen.getByText('Write a short message to the host')).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText(/Your message to Hana Host/), 'Hello Hana!');
      await next();

      expect(stepHeading()).toHaveTextContent('Question 1 of 2');
      await next();
      expect(screen.getByText('Please answer this question')).toBeInTheDocument();
      expect(stepHeading()).toHaveTextContent('Question 1 of 2');
      // Blank space is not an answer.
      await userEvent.type(screen.getByLabelText(/What experience/), '   ');
      await next();
      expect(screen.getByText('Please answer this question')).toBeInTheDocument();
      await userEvent.clear(screen.getByLabelText(/What experience/));
      await userEvent.type(screen.getByLabelText(/What experience/), 'Two summers with goats.');
      await next();

      expect(stepHeading()).toHaveTextContent('Question 2 of 2');
      await next();
      expect(screen.getByText('Please answer this question')).toBeInTheDocument();
      expect(screen.queryByText('Check and send')).not.toBeInTheDocument();
    },
  );

  it('keeps every answer when going back, and sends them all from the review', slow, async () => {
    const { api } = renderStepper({
      [`POST ${requestsPath}`]: (call) =>
        json(201, {
          id: '44444444-4444-4444-8444-444444444444',
          propertyId: PROPERTY_ID,
          propertyTitle: 'Hillside olive farm',
          helperId: 'u-1',
          ...(call.body as object),
          answers: [],
          status: 'pending',
          declineReason: null,
          decidedAt: null,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        }),
    });
    await fillDates();
    await next();
    await userEvent.type(screen.getByLabelText(/Your message/), 'Hello Hana!');
    await next();
    await userEvent.type(screen.getByLabelText(/What experience/), 'Goats.');
    await next();
    await userEvent.type(screen.getByLabelText(/early mornings/), 'Yes, happily.');

    // All the way back: nothing typed is lost.
    await back();
    expect(screen.getByLabelText(/What experience/)).toHaveValue('Goats.');
    await back();
    expect(screen.getByLabelText(/Your message/)).toHaveValue('Hello Hana!');
    await back();
    expect(screen.getByLabelText(/Arrive/)).toHaveValue('2099-04-01');
    expect(screen.getByLabelText(/Leave/)).toHaveValue('2099-05-01');

    // And forward again, straight through.
    await next();
    await next();
    await next();
    expect(screen.getByLabelText(/early mornings/)).toHaveValue('Yes, happily.');
    await next();

    expect(stepHeading()).toHaveTextContent('Check and send');
    expect(screen.getByText('Goats.')).toBeInTheDocument();
    expect(screen.getByText('Yes, happily.')).toBeInTheDocument();
    // Edit from the review jumps to that step, with its answer.
    await userEvent.click(screen.getByRole('button', { name: 'Edit the answer to question 1' }));
    expect(screen.getByLabelText(/What experience/)).toHaveValue('Goats.');
    await next();
    await next();

    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeInTheDocument();
    expect(api.callsTo('POST', requestsPath)[0]?.body).toEqual({
      startDate: '2099-04-01',
      endDate: '2099-05-01',
      message: 'Hello Hana!',
      answers: [
        { questionId: Q1, answer: 'Goats.' },
        { questionId: Q2, answer: 'Yes, happily.' },
      ],
    });
    // Sent: the draft is gone.
    expect(window.sessionStorage.length).toBe(0);
  });

  it('keeps the draft when the stepper closes and opens again', slow, async () => {
    const first = renderStepper();
    await fillDates();
    await next();
    await userEvent.type(screen.getByLabelText(/Your message/), 'Back soon');
    first.unmount();

    renderStepper();
    expect(stepHeading()).toHaveTextContent('Say hello');
    expect(screen.getByLabelText(/Your message/)).toHaveValue('Back soon');
  });

  it('takes the helper to the question the server says is unanswered', slow, async () => {
    renderStepper({
      [`POST ${requestsPath}`]: apiError(
        422,
        'rule_broken',
        'Please answer the screening question: "Are you comfortable with early mornings?"',
        [{ field: `body.answers.${Q2}`, message: 'Please answer this question' }],
      ),
    });
    await fillDates();
    await next();
    await userEvent.type(screen.getByLabelText(/Your message/), 'Hi');
    await next();
    await userEvent.type(screen.getByLabelText(/What experience/), 'Goats.');
    await next();
    await userEvent.type(screen.getByLabelText(/early mornings/), 'Yes.');
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Question 2 of 2'));
    expect(screen.getByText('Please answer this question')).toBeInTheDocument();
  });
});

describe('checkDates', () => {
  const terms = termsFixture();
  it('counts days as the server does and applies the stay length', () => {
    expect(stayDays('2099-04-01', '2099-04-08')).toBe(7);
    expect(
      checkDates({ startDate: '2099-04-01', endDate: '2099-04-03', message: '' }, terms),
    ).toEqual({
      endDate: 'The stay must last between 7 and 60 days (this one is 2)',
    });
    expect(
      checkDates({ startDate: '2099-04-01', endDate: '2099-04-08', message: '' }, terms),
    ).toEqual({});
    expect(
      checkDates({ startDate: '2099-10-20', endDate: '2099-11-20', message: '' }, terms).endDate,
    ).toBe(`The host is available until ${formatDay('2099-10-31')}`);
    expect(
      checkDates({ startDate: '2020-01-01', endDate: '2099-04-08', message: '' }, terms).startDate,
    ).toBe('The stay cannot start in the past');
  });
});
