import { ERROR_STATUS } from '@shared/errors';
import { describe, expect, it } from 'vitest';
import { errorMessageFor } from './error-text';
import { i18n } from './i18n';

describe('errorMessageFor', () => {
  it('keeps the server’s English word for word in English', () => {
    expect(errorMessageFor('rate_limited', 'Too many attempts, wait 60 seconds')).toBe(
      'Too many attempts, wait 60 seconds',
    );
  });

  it('speaks the reader’s language for every code the server answers with', async () => {
    await i18n.changeLanguage('de');
    for (const code of Object.keys(ERROR_STATUS)) {
      const message = errorMessageFor(code, 'English from the server');
      expect(message, code).not.toBe('English from the server');
    }
    expect(errorMessageFor('rate_limited', 'x')).toBe(
      'Zu viele Versuche. Warte kurz und versuche es noch einmal.',
    );
  });

  it('falls back to the server’s message for a code it does not know', async () => {
    await i18n.changeLanguage('pt-BR');
    expect(errorMessageFor('brand_new_code', 'Something new')).toBe('Something new');
  });
});
