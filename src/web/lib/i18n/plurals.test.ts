import { afterEach, describe, expect, it } from 'vitest';
import { i18n, translate } from './i18n';

// Issue 17: ICU plurals follow each language's own rules (Intl.PluralRules),
// not English's. French and Brazilian Portuguese say 0 in the singular;
// English, Spanish and German say it in the plural.

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const given = (count: number) => translate('points', 'bonus.givenDescriptionHelper', { count });

describe.each([
  ['en', ['Your helper got 0 points.', 'Your helper got 1 point.', 'Your helper got 2 points.']],
  [
    'es',
    [
      'Tu ayudante recibió 0 puntos.',
      'Tu ayudante recibió 1 punto.',
      'Tu ayudante recibió 2 puntos.',
    ],
  ],
  [
    'fr',
    [
      'Votre bénévole a reçu 0 point.',
      'Votre bénévole a reçu 1 point.',
      'Votre bénévole a reçu 2 points.',
    ],
  ],
  [
    'de',
    [
      'Dein Helfer hat 0 Punkte bekommen.',
      'Dein Helfer hat 1 Punkt bekommen.',
      'Dein Helfer hat 2 Punkte bekommen.',
    ],
  ],
  [
    'pt-BR',
    [
      'Seu ajudante ganhou 0 ponto.',
      'Seu ajudante ganhou 1 ponto.',
      'Seu ajudante ganhou 2 pontos.',
    ],
  ],
])('%s', (locale, [zero, one, two]) => {
  it('says 0, 1 and 2 with the language’s plural forms', async () => {
    await i18n.changeLanguage(locale);
    await i18n.loadNamespaces('points');
    expect([given(0), given(1), given(2)]).toEqual([zero, one, two]);
  });

  it('writes large counts with the language’s digit grouping', async () => {
    await i18n.changeLanguage(locale);
    await i18n.loadNamespaces('points');
    const grouped = new Intl.NumberFormat(locale).format(12_345);
    expect(given(12_345)).toContain(grouped);
  });
});
