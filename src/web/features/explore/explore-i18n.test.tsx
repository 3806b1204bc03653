import type { ExploreCard as ExploreCardData } from '@shared/api/explore';
import { render, screen } from '@testing-library/react';
import { i18n } from '@web/lib/i18n/i18n';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { emptyFilters } from './api';
import { ExploreCard } from './components/explore-card';
import { FilterFields } from './components/filter-fields';

const place: ExploreCardData = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Quinta do Sol',
  type: 'farm',
  city: 'Évora',
  region: 'Alentejo',
  country: 'PT',
  cover: null,
  provides: ['meals', 'wifi'],
  hoursPerWeek: 20,
  daysPerWeek: 1,
  minStayDays: 14,
  maxStayDays: 90,
  availableFrom: '2027-03-01',
  availableTo: '2027-10-31',
  listedAt: '2026-11-01T10:00:00.000Z',
  rating: { average: null, count: 0 },
};

describe('Explore in the reader’s language', () => {
  it('shows a place’s card in English with plurals', async () => {
    render(
      <MemoryRouter>
        <ExploreCard property={{ ...place, daysPerWeek: 5 }} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('20 h/week · 5 days · 14–90 days')).toBeInTheDocument();
    expect(screen.getByText('Évora, Alentejo, Portugal')).toBeInTheDocument();
  });

  it('shows the card and the filters in German, countries named by Intl', async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces(['explore', 'properties']);
    render(
      <MemoryRouter>
        <ExploreCard property={place} />
        <FilterFields value={{ ...emptyFilters, country: 'DE' }} onChange={() => {}} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('20 Std./Woche · 1 Tag · 14–90 Tage')).toBeInTheDocument();
    expect(screen.getAllByText('Bauernhof').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Mahlzeiten').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Land')).toHaveDisplayValue('Deutschland');
    expect(screen.getByRole('option', { name: 'Überall' })).toBeInTheDocument();
  });
});
