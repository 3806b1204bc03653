import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, sessionReply } from '@tests/web/auth-support';
import { PROPERTY_ID, termsFixture } from '@tests/web/property-fixtures';
import { i18n } from '@web/lib/i18n/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestStepper } from './components/request-stepper';
import { checkDates } from './request-draft';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('the request-to-stay stepper in German', () => {
  it('asks, counts the days and checks in German', { timeout: 30_000 }, async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('stay-requests');
    mockApi({ 'GET /api/auth/get-session': json(200, sessionReply('helper')) });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RequestStepper
              propertyId={PROPERTY_ID}
              propertyTitle="Olivenhof"
              hostName="Hana Host"
              terms={termsFixture()}
              onDone={() => {}}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Wann würdest du kommen?');
    expect(screen.getByText('Schritt 1 von 5')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Wähle den Tag deiner Ankunft')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Ankunft/), { target: { value: '2099-04-01' } });
    fireEvent.change(screen.getByLabelText(/Abreise/), { target: { value: '2099-04-02' } });
    expect(screen.getByText('Das ist 1 Tag.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Abreise/), { target: { value: '2099-05-01' } });
    expect(screen.getByText('Das sind 30 Tage.')).toBeInTheDocument();

    expect(
      checkDates({ startDate: '2099-04-01', endDate: '2099-04-03', message: '' }, termsFixture())
        .endDate,
    ).toBe('Der Aufenthalt muss zwischen 7 und 60 Tagen dauern (dieser dauert 2)');
  });
});
