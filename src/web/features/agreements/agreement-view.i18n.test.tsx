import type { AgreementTerms } from '@shared/api/agreements';
import { render, screen } from '@testing-library/react';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { AgreementStatusBadge, AgreementTermsView } from './components/agreement-view';

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
});
