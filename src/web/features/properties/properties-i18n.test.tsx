import type { PropertyCard } from '@shared/api/properties';
import { render, screen } from '@testing-library/react';
import { i18n } from '@web/lib/i18n/i18n';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HostPropertyCard } from './components/host-property-card';
import { ProvisionList } from './components/property-visuals';
import { emptyPropertyValues, validateNewProperty } from './property-form-values';
import { defaultTermsValues, validateTerms } from './terms-form-values';

const card: PropertyCard = {
  id: '00000000-0000-4000-8000-000000000002',
  title: 'Hillside olive farm',
  type: 'farm',
  status: 'listed',
  city: 'Évora',
  country: 'PT',
  cover: null,
  helperCount: 1,
  pendingRequestCount: 2,
  hasTerms: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const renderCard = (property: PropertyCard) =>
  render(
    <MemoryRouter>
      <HostPropertyCard property={property} />
    </MemoryRouter>,
  );

describe('properties in the reader’s language', () => {
  it('counts helpers and waiting requests with English plurals', () => {
    renderCard(card);
    expect(screen.getByText('1 helper')).toBeInTheDocument();
    expect(screen.getByText('2 requests waiting')).toBeInTheDocument();
    expect(screen.getByText('No exchange terms yet')).toBeInTheDocument();
  });

  it('speaks German: labels, plurals and the country from Intl', async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('properties');
    renderCard({ ...card, pendingRequestCount: 1, helperCount: 3 });
    expect(screen.getByText('Gelistet')).toBeInTheDocument();
    expect(screen.getByText('3 Helfer')).toBeInTheDocument();
    expect(screen.getByText('1 offene Anfrage')).toBeInTheDocument();
    expect(screen.getByText('Noch keine Austauschbedingungen')).toBeInTheDocument();
    expect(screen.getByText('Évora, Portugal')).toBeInTheDocument();
  });

  it('speaks Brazilian Portuguese, “no requests” included', async () => {
    await i18n.changeLanguage('pt-BR');
    await i18n.loadNamespaces('properties');
    renderCard({ ...card, pendingRequestCount: 0, country: 'DE' });
    expect(screen.getByText('Nenhum pedido aguardando')).toBeInTheDocument();
    expect(screen.getByText('Évora, Alemanha')).toBeInTheDocument();
    render(<ProvisionList provides={['meals', 'wifi', 'bike', 'lessons']} limit={2} />);
    expect(screen.getByText('Refeições')).toBeInTheDocument();
    expect(screen.getByText('+2 mais')).toBeInTheDocument();
  });

  it('explains the shared rules in the form’s language, and in English word for word', async () => {
    const terms = {
      ...defaultTermsValues(new Date('2027-01-10T12:00:00Z')),
      minStayDays: '30',
      maxStayDays: '10',
    };
    const english = validateTerms(terms);
    expect(english.ok ? null : english.errors.fields.maxStayDays).toBe(
      'Maximum stay must be at least the minimum stay',
    );
    expect(validateNewProperty(emptyPropertyValues)).toMatchObject({
      errors: { title: 'Title is required', country: 'Choose the country' },
    });

    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('properties');
    const french = validateTerms(terms);
    expect(french.ok ? null : french.errors.fields.maxStayDays).toBe(
      'Le séjour maximum doit être au moins égal au séjour minimum',
    );
    expect(validateNewProperty(emptyPropertyValues)).toMatchObject({
      errors: { title: 'Le titre est obligatoire', country: 'Choisissez le pays' },
    });
  });
});
