import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './import-graph';
import { untranslatedText } from './untranslated-text';

// Issue 17: a screen cannot slip back to English-only. Every text a person
// reads in the web app comes from the catalogues (src/shared/i18n/catalogues);
// see untranslated-text.ts for what counts.

const webFiles = sourceFiles('src/web').filter(
  (file) => !/\.test\.tsx?$/.test(file) && !file.startsWith('src/web/sw/'),
);

describe('text a person reads in the web app', () => {
  it('comes from the catalogues, in every file', () => {
    expect(webFiles.length).toBeGreaterThan(200);
    const found = webFiles
      .flatMap((file) => untranslatedText(ROOT, file))
      .map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`);
    expect(found).toEqual([]);
  });

  it('is found by the reader: JSX text, read attributes, toasts and the English table', () => {
    const found = untranslatedText(ROOT, 'tests/architecture/fixtures/untranslated.tsx');
    expect(found.map(({ line, text }) => `${line} ${text}`)).toEqual([
      '1 imports @shared/strings',
      '7 Hello there',
      '8 Hello in braces',
      '9 Close the panel',
      '10 Your name',
      '11 A sunny room',
      '13 Saved',
      '14 It worked',
      '16 Named',
      '16 Nameless',
    ]);
  });
});
