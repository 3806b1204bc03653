import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@web/app/test-utils';
import { i18n } from '@web/lib/i18n/i18n';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => {
  window.localStorage.clear();
});

describe('welcome in French', () => {
  it('introduces Homestay in French, slide names and buttons included', async () => {
    await i18n.changeLanguage('fr');
    renderApp('/welcome', 'signed-out');
    expect(
      await screen.findByRole('heading', { name: 'Un coup de main contre un hébergement' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Présentation de Homestay' })).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Diapositive 4 sur 4 : Clair, équitable et convivial',
      }),
    );
    expect(screen.getByRole('button', { name: 'C’est parti' })).toBeInTheDocument();
  });
});
