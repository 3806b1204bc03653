import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { validationText } from './validation-text';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('validationText', () => {
  it('keeps English word for word', () => {
    expect(validationText('Enter a valid email address')).toBe('Enter a valid email address');
    expect(validationText('Something new')).toBe('Something new');
  });

  it('loads the English messages beside another language’s, to find a message by', async () => {
    const english = i18n.getResourceBundle('en', 'validation');
    i18n.removeResourceBundle('en', 'validation');
    try {
      await i18n.changeLanguage('es');
      await i18n.reloadResources(['es'], ['validation']);
      expect(validationText('Enter a valid email address')).toBe(
        'Escribe un correo electrónico válido',
      );
    } finally {
      i18n.addResourceBundle('en', 'validation', english, true, true);
    }
  });

  it('says a message it does not know, with no issue to go by, as not valid', async () => {
    await i18n.changeLanguage('pt-BR');
    expect(validationText('body.x: something odd')).toBe('Este valor não é válido');
  });
});
