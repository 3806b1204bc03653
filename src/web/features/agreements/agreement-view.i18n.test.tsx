import type { AgreementTerms } from '@shared/api/agreements';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it, vi } from 'vitest';
import { AgreementStatusBadge, AgreementTermsView } from './components/agreement-view';
import { SendAgreementForm } from './components/send-agreement-form';

const terms: AgreementTerms = {
  startDate: '2027-03-01',
  endDate: '2027-04-30',
  hoursPerWeek: 1,
  daysOff: ['saturday', 'sunday'],
  duties: 'Ziegen und Garten.',
  provides: [],
  houseRules: '',
  noticePeriodDays: 7,
  extraClauses: [],
  askedDetails: [],
};

describe('the agreement in German', () => {
  it('names the rows, the weekdays and the plurals in German', async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('agreements');
    render(
      <>
        <AgreementStatusBadge status="approved" />
        <AgreementTermsView terms={terms} />
      </>,
    );
    expect(screen.getByText('In Kraft')).toBeInTheDocument();
    expect(screen.getByText('Stunden pro Woche')).toBeInTheDocument();
    expect(screen.getByText('1 Stunde')).toBeInTheDocument();
    expect(screen.getByText('Samstag, Sonntag')).toBeInTheDocument();
    expect(screen.getByText('7 Tage, für beide Seiten')).toBeInTheDocument();
    expect(screen.getByText('Nichts angegeben')).toBeInTheDocument();
  });

  it('says no notice is needed in English when there is none', () => {
    render(<AgreementTermsView terms={{ ...terms, noticePeriodDays: 0, hoursPerWeek: 20 }} />);
    expect(screen.getByText('No notice needed')).toBeInTheDocument();
    expect(screen.getByText('20 hours')).toBeInTheDocument();
    expect(screen.getByText('Saturday, Sunday')).toBeInTheDocument();
  });

  it('says in German what a field needs, and sends nothing', async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('agreements');
    const onSubmit = vi.fn();
    render(
      <SendAgreementForm
        initial={terms}
        helperName="Sam"
        pending={false}
        error={null}
        submitLabel="Vereinbarung senden"
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('button', { name: /^Sa\.?$/ })).toHaveAttribute('aria-pressed', 'true');
    const hours = screen.getByLabelText(/^Stunden pro Woche/);
    fireEvent.change(hours, { target: { value: '99' } });
    await userEvent.click(screen.getByRole('button', { name: 'Vereinbarung senden' }));
    expect(hours).toHaveAccessibleDescription(
      /Die Stunden pro Woche müssen eine ganze Zahl von 1 bis 60 sein/,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
