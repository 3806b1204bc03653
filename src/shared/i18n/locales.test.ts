import { describe, expect, it } from 'vitest';
import { acceptedLanguages, matchLocale, pickLocale } from './locales';

describe('matchLocale', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['es-MX', 'es'],
    ['ES', 'es'],
    ['fr-CA', 'fr'],
    ['de-AT', 'de'],
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt_br', 'pt-BR'],
  ])('%s is %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it.each(['it', 'nl-BE', '', '  '])('%j is none of ours', (tag) => {
    expect(matchLocale(tag)).toBeUndefined();
  });
});

describe('pickLocale', () => {
  it('takes the first language we speak, skipping the others', () => {
    expect(pickLocale(['it-IT', 'nl', 'de-CH', 'fr'])).toBe('de');
  });

  it('falls back to English', () => {
    expect(pickLocale([])).toBe('en');
    expect(pickLocale([null, undefined, 'ja'])).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it('orders by weight, then by position, leaving out q=0 and *', () => {
    expect(acceptedLanguages('fr;q=0.5, pt-BR, de;q=0.9, es;q=0, *;q=0.1')).toEqual([
      'pt-BR',
      'de',
      'fr',
    ]);
  });

  it('is empty for no header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
