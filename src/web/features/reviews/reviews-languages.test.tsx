import { render, screen } from '@testing-library/react';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { RatingInput } from './components/rating-input';
import { RatingSummary } from './components/rating-summary';
import { StayRecordSummary } from './components/stay-record-summary';

// Issue 17: ratings, plurals and the stay's record in the app's language.

async function speak(language: string) {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('reviews');
}

describe('reviews in other languages', () => {
  it('a rating summary reads its average and its plural in German', async () => {
    await speak('de');
    const { rerender } = render(<RatingSummary rating={{ average: 4.5, count: 1 }} />);
    expect(screen.getByText('Bewertet mit 4,5 von 5 aus 1 Bewertung')).toBeInTheDocument();
    rerender(<RatingSummary rating={{ average: 4.8, count: 12 }} />);
    expect(screen.getByText('Bewertet mit 4,8 von 5 aus 12 Bewertungen')).toBeInTheDocument();
    rerender(<RatingSummary rating={{ average: null, count: 0 }} />);
    expect(screen.getByText('Neu')).toBeInTheDocument();
    expect(screen.getByText(': noch keine Bewertungen')).toBeInTheDocument();
  });

  it('the stars of the form name themselves in Spanish', async () => {
    await speak('es');
    render(<RatingInput label="Hospitalidad" name="h" value={null} onChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: '1 estrella, Mala' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 estrellas, Muy buena' })).toBeInTheDocument();
    expect(screen.getByText('Sin valorar')).toBeInTheDocument();
  });

  it('the stay’s record is German, hours and chores included', async () => {
    await speak('de');
    render(
      <StayRecordSummary
        record={{
          startDate: '2027-01-03',
          endDate: '2027-02-02',
          agreementSigned: true,
          minutesLogged: 8520,
          minutesAgreed: 9600,
          choresHandedIn: 1,
          choresApprovedFirstTime: 1,
          choresOnTime: 0,
          choresWithDueTime: 0,
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Die Bilanz des Aufenthalts' })).toBeVisible();
    expect(screen.getByText('Von Homestay aufgezeichnet')).toBeVisible();
    expect(screen.getByText('Unterschrieben')).toBeVisible();
    expect(screen.getByText('142 Std. von 160 Std. vereinbart')).toBeVisible();
    expect(screen.getByText('1 von 1 Aufgabe')).toBeVisible();
    expect(screen.getByText('Keine Fristen')).toBeVisible();
  });
});
