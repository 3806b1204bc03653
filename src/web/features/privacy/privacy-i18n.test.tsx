import { screen, within } from '@testing-library/react';
import { renderApp } from '@web/app/test-utils';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';

describe('the privacy page in the reader’s language', () => {
  it('reads in German: plurals, the date by Intl and the links inside sentences', async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('privacy');
    renderApp('/privacy', 'signed-out');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deine Privatsphäre' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Stand: 26. November 2026')).toBeInTheDocument();
    const howLong = screen.getByRole('region', { name: /Wie lange/ });
    expect(howLong).toHaveTextContent('Wird 24 Stunden nach der Bereitstellung gelöscht.');
    expect(howLong).toHaveTextContent(/Wird 14 Tage nach deiner Anfrage endgültig entfernt/);
    expect(
      screen.getByText(/nach 14 Tagen endgültig entfernt/, { selector: 'li' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Profil › Deine Daten › Meine Daten herunterladen' }),
    ).toHaveAttribute('href', '/profile?tab=data');
    const questions = screen.getByRole('region', { name: /Fragen/ });
    expect(within(questions).getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(
      within(questions).getByRole('link', { name: 'privacy@homestay.example' }),
    ).toHaveAttribute('href', 'mailto:privacy@homestay.example');
  });
});
