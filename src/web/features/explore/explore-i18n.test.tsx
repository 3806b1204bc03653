import type { ExploreCard as ExploreCardData } from '@shared/api/explore';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { i18n } from '@web/lib/i18n/i18n';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ExploreCard } from './components/explore-card';
import { FilterFields } from './components/filter-fields';
import { emptyFilters } from './filters';

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
  location: { lat: 38.57, lng: -7.91 },
  distanceKm: null,
  fit: null,
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

  it('says how far it is and how the helper’s skills fit, with plurals', async () => {
    render(
      <MemoryRouter>
        <ExploreCard property={{ ...place, distanceKm: 12.3, fit: { matched: 3, wanted: 4 } }} />
        <ExploreCard
          property={{ ...place, id: `${place.id.slice(0, -1)}2`, fit: { matched: 1, wanted: 1 } }}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByText('12.3 km away')).toBeInTheDocument();
    expect(screen.getByText('Matches 3 of 4 skills')).toBeInTheDocument();
    expect(screen.getByText('Matches 1 of 1 skill')).toBeInTheDocument();
    // Neither without a point or skills to compare.
    expect(screen.getAllByText(/km away/)).toHaveLength(1);
  });

  it('says a fit of none plainly, without the highlight a match has', async () => {
    render(
      <MemoryRouter>
        <ExploreCard property={{ ...place, fit: { matched: 2, wanted: 3 } }} />
        <ExploreCard
          property={{ ...place, id: `${place.id.slice(0, -1)}2`, fit: { matched: 0, wanted: 2 } }}
        />
      </MemoryRouter>,
    );
    const some = await screen.findByText('Matches 2 of 3 skills');
    const none = screen.getByText('Matches 0 of 2 skills');
    expect(some.querySelector('svg.lucide-sparkles')).not.toBeNull();
    expect(some).toHaveClass('text-primary-soft-foreground');
    expect(none.querySelector('svg')).toBeNull();
    expect(none).toHaveClass('text-muted-foreground');
  });

  it('shows the card and the filters in German, countries named by Intl', async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces(['explore', 'properties']);
    render(
      <MemoryRouter>
        <ExploreCard property={place} />
        <QueryClientProvider client={new QueryClient()}>
          <FilterFields value={{ ...emptyFilters, country: 'DE' }} onChange={() => {}} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('20 Std./Woche · 1 Tag · 14–90 Tage')).toBeInTheDocument();
    expect(screen.getAllByText('Bauernhof').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Mahlzeiten').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Land')).toHaveDisplayValue('Deutschland');
    expect(screen.getByRole('option', { name: 'Überall' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'In der Nähe von' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In meiner Nähe' })).toBeInTheDocument();
  });

  it('writes distances the German way', async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces(['explore', 'properties']);
    render(
      <MemoryRouter>
        <ExploreCard property={{ ...place, distanceKm: 12.3, fit: { matched: 2, wanted: 3 } }} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('12,3 km entfernt')).toBeInTheDocument();
    expect(screen.getByText('Passt bei 2 von 3 Fähigkeiten')).toBeInTheDocument();
  });
});
