import type { LedgerEntry } from '@shared/api/points';
import { render, screen } from '@testing-library/react';
import { i18n } from '@web/lib/i18n/i18n';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LedgerRow } from './components/ledger-row';

// A points history row in another language (issue 17): the reason, the date and the plural.
const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id: '77777777-7777-4777-8777-777777777777',
  createdAt: '2026-06-10T09:30:00.000Z',
  propertyId: '11111111-1111-4111-8111-111111111111',
  propertyTitle: 'Hillside olive farm',
  helperId: '44444444-4444-4444-8444-444444444444',
  amount: 15,
  reason: 'chore_approved',
  note: null,
  source: { kind: 'chore', id: '55555555-5555-4555-8555-555555555555', title: 'Clean the coop' },
  ...overrides,
});

describe('the points history in German', () => {
  it('says why, when and how many points, with the language’s plural and date', async () => {
    await i18n.changeLanguage('de');
    render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <LedgerRow entry={entry({})} />
          <LedgerRow
            entry={entry({
              id: '77777777-7777-4777-8777-777777777778',
              amount: -1,
              reason: 'bonus',
              note: 'Zaun repariert',
              source: { kind: 'bonus', id: '55555555-5555-4555-8555-555555555555', title: null },
            })}
          />
        </Suspense>
      </MemoryRouter>,
    );
    const [approved, bonus] = await screen.findAllByTestId('ledger-row');
    expect(approved).toHaveTextContent('Aufgabe bestätigt');
    expect(approved).toHaveTextContent('+15 Punkte');
    expect(approved).toHaveTextContent(/10\. Juni? 2026/);
    expect(bonus).toHaveTextContent('Bonus vom Gastgeber');
    expect(bonus).toHaveTextContent('„Zaun repariert“');
    expect(bonus).toHaveTextContent('−1 Punkt');
  });
});
