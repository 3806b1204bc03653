import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { choreFixture, helperRef } from '@tests/web/chore-fixtures';
import { i18n } from '@web/lib/i18n/i18n';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { validateChore } from './chore-form-values';
import { ChoreCard } from './components/chore-card';
import { ReviewActions } from './components/review-panel';
import { droppedHandInMessage } from './hand-in-outbox';

// The chore screens in another language (issue 17): whole sentences, plurals by the language's rules.
const NOW = new Date('2026-06-10T12:00:00.000Z');

const show = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Suspense fallback={null}>{ui}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('chores in German', () => {
  it('shows a card with its points, due line and group in German', async () => {
    await i18n.changeLanguage('de');
    show(
      <>
        <ChoreCard
          chore={choreFixture({
            title: 'Hühner füttern',
            points: 1,
            dueAt: '2026-06-09T12:00:00.000Z',
          })}
          now={NOW}
        />
        <ChoreCard chore={choreFixture({ title: 'Stall fegen', points: 12 })} now={NOW} />
      </>,
    );
    const [one, twelve] = (await screen.findAllByTestId('chore-card')) as HTMLElement[];
    expect(one).toHaveTextContent('1 Punkt');
    expect(one).toHaveTextContent(/Überfällig.*Fällig vor 1 Tag/);
    expect(one).toHaveTextContent('Offen für alle Mitglieder');
    expect(within(one as HTMLElement).getByText('Gruppe: Tiere')).toBeInTheDocument();
    expect(twelve).toHaveTextContent('12 Punkte');
    expect(twelve).toHaveTextContent('Kein Fälligkeitsdatum');
  });

  it('names the review buttons with the chore, and says the form’s problems in German', async () => {
    await i18n.changeLanguage('de');
    show(<ReviewActions chore={choreFixture({ status: 'submitted', takenBy: helperRef })} />);
    expect(
      await screen.findByRole('button', { name: 'Bestätigen: „Feed the chickens“' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Zurückschicken: „Feed the chickens“' }),
    ).toBeVisible();
    const checked = validateChore(
      {
        propertyId: '11111111-1111-4111-8111-111111111111',
        title: 'Hühner füttern',
        description: '',
        group: 'Animals',
        points: '',
        estimatedMinutes: '',
        dueDate: '',
        dueTime: '09:00',
        recurrence: 'none',
        recurrenceDays: [],
        assigneeId: '',
      },
      { now: NOW },
    );
    expect(checked.ok ? null : checked.errors).toMatchObject({
      points: 'Gib der Aufgabe ihre Punkte',
      dueDate: 'Wähle ein Datum für die Uhrzeit',
    });
  });

  it('explains a dropped offline hand-in in Portuguese', async () => {
    await i18n.changeLanguage('pt-BR');
    const handIn = {
      choreId: 'c-1',
      choreTitle: 'Alimentar as galinhas',
      helperId: 'u-1',
      note: null,
      minutesSpent: null,
      photo: null,
      photoName: null,
      queuedAt: 0,
    };
    expect(droppedHandInMessage(handIn, new Error('offline'))).toBe(
      'Sua entrega de “Alimentar as galinhas” não pôde ser enviada: a tarefa mudou.',
    );
  });
});
