import { compileCatalogue } from '@shared/i18n/compiled-messages';
import { LOCALES } from '@shared/i18n/locales';
import { icuValueSets } from '@tests/helpers/icu-values';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import ICU from 'i18next-icu';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { icuFormat } from './icu-format';
import { noticeText } from './notice-text';
import { validationText } from './validation-text';

// Decision 151: a build ships the catalogues compiled (ICU parsed at build
// time) and formats them with icuFormat, without i18next-icu. Every key of
// every catalogue, in every language, with every plural and select form,
// reads as it did with i18next-icu and the catalogues as written.

const files = import.meta.glob<Record<string, unknown>>(
  ['../../../shared/i18n/catalogues/*/*.json', '!../../../shared/i18n/catalogues/*/mail.json'],
  { eager: true, import: 'default' },
);
const texts: Resource = {};
for (const [file, catalogue] of Object.entries(files)) {
  const [, locale = '', namespace = ''] = /\/([\w-]+)\/([\w-]+)\.json$/.exec(file) ?? [];
  texts[locale] = { ...texts[locale], [namespace]: catalogue };
}
const compiled: Resource = Object.fromEntries(
  Object.entries(texts).map(([locale, namespaces]) => [
    locale,
    Object.fromEntries(
      Object.entries(namespaces).map(([namespace, catalogue]) => [
        namespace,
        // Through JSON, as the build ships it.
        JSON.parse(JSON.stringify(compileCatalogue(catalogue, locale))),
      ]),
    ),
  ]),
);

async function instance(format: 'i18next-icu' | 'compiled'): Promise<I18n> {
  const made = i18next.createInstance();
  await (format === 'i18next-icu' ? made.use(ICU) : made.use(icuFormat)).init({
    lng: 'en',
    resources: format === 'i18next-icu' ? texts : compiled,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return made;
}

const before = await instance('i18next-icu');
const after = await instance('compiled');

function keysOf(catalogue: unknown, prefix = ''): Array<[string, string]> {
  return Object.entries(catalogue as Record<string, unknown>).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : keysOf(value, path);
  });
}

describe.each(LOCALES)('%s', (locale) => {
  it('says every key as i18next-icu did, in every form', () => {
    const namespaces = Object.entries(texts[locale] ?? {});
    expect(namespaces.length).toBeGreaterThan(20);
    for (const [namespace, catalogue] of namespaces) {
      for (const [key, message] of keysOf(catalogue)) {
        const ast = new IntlMessageFormat(message, locale, undefined, {
          ignoreTag: true,
        }).getAst();
        for (const values of icuValueSets(ast)) {
          const options = { ...values, lng: locale, ns: namespace };
          expect(after.t(key, options), `${namespace}:${key}`).toEqual(before.t(key, options));
        }
      }
    }
  });
});

describe('compiled catalogues in the app', () => {
  afterAll(async () => {
    for (const namespace of ['validation', 'notices']) {
      i18n.addResourceBundle('en', namespace, texts.en?.[namespace], true, true);
    }
    i18n.removeResourceBundle('fr', 'validation');
    i18n.removeResourceBundle('fr', 'notices');
    await i18n.changeLanguage('en');
  });

  it('finds a validation message by its English and writes notices from syntax trees', async () => {
    for (const locale of ['en', 'fr']) {
      for (const namespace of ['validation', 'notices']) {
        i18n.addResourceBundle(locale, namespace, compiled[locale]?.[namespace], true, true);
      }
    }
    await i18n.changeLanguage('fr');
    expect(validationText('Password must be at least 8 characters')).toBe(
      before.t('messages.passwordMustBeAtLeastMinCharacters', {
        lng: 'fr',
        ns: 'validation',
        min: 8,
      }),
    );
    const notice = {
      key: 'stayRequestCreated',
      params: {
        name: 'Jonas',
        property: 'Le Mas',
        start: { day: '2027-05-03' },
        end: { day: '2027-05-17' },
      },
    };
    expect(noticeText('notices', notice, 'title')).toBe('Nouvelle demande de séjour');
    expect(noticeText('notices', notice, 'content')).toBe(
      'Jonas souhaite séjourner à Le Mas du 3 mai 2027 au 17 mai 2027.',
    );
  });

  it('says a message with a value missing as its key, not as a syntax tree', () => {
    expect(after.t('bonus.givenDescriptionHelper', { lng: 'de', ns: 'points' })).toBe(
      'bonus.givenDescriptionHelper',
    );
  });
});

describe("a message's locale", () => {
  it('is the language as written, without loading the number data for it', () => {
    // The first Intl.NumberFormat call loads the browser's number data (a
    // phone's first render paid for it on pages that format no number).
    const supportedLocalesOf = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      for (const locale of LOCALES) {
        const message = new IntlMessageFormat('Hi {name}', locale);
        expect(message.resolvedOptions().locale).toBe(locale);
        expect(message.format({ name: 'Ana' })).toBe('Hi Ana');
      }
      expect(supportedLocalesOf).not.toHaveBeenCalled();
    } finally {
      supportedLocalesOf.mockRestore();
    }
  });

  it('still formats numbers in that language', () => {
    const message = new IntlMessageFormat(
      '{count, plural, one {# point} other {# points}}',
      'pt-BR',
    );
    expect(message.format({ count: 12500 })).toBe('12.500 points');
  });
});
