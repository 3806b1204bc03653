import { screen, within } from '@testing-library/react';
import { renderApp } from '@web/app/test-utils';
import { i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { TERMS_SECTIONS } from './terms-content';

describe('the terms in the reader’s language', () => {
  it('read in French, every section in order, links kept inside the sentences', async () => {
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('terms');
    renderApp('/terms', 'signed-out');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conditions générales' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Dernière mise à jour\s: 21 novembre 2026$/)).toBeInTheDocument();
    for (const { id } of TERMS_SECTIONS) {
      expect(document.getElementById(id), id).not.toBeNull();
    }
    expect(screen.getByText(/Les points n’ont aucune valeur monétaire/)).toBeInTheDocument();
    const privacy = screen.getByRole('region', { name: /Confidentialité/ });
    expect(within(privacy).getByRole('link', { name: 'Votre vie privée' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const contact = screen.getByRole('region', { name: /Nous contacter/ });
    expect(within(contact).getByRole('link', { name: 'support@homestay.example' })).toHaveAttribute(
      'href',
      'mailto:support@homestay.example',
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});
