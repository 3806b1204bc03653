import { describe, expect, it } from 'vitest';
import { displayName, optionalText, requiredText } from './text-fields';

const name = displayName('Full name', 100);
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('text fields', () => {
  it('refuse NUL and other control characters, and keep line breaks in multi-line text', () => {
    for (const schema of [requiredText('Bio', 100), optionalText('Bio', 100)]) {
      expect(schema.safeParse('a\u0000b').success).toBe(false);
      expect(schema.safeParse('a\u001bb').success).toBe(false);
      expect(schema.safeParse('line one\nline two\tindented').success).toBe(true);
    }
  });
});

describe('a display name', () => {
  it('is stored in NFC, so one name typed two ways is one name', () => {
    const decomposed = 'Jose\u0301 Mari\u0301a';
    expect(name.parse(decomposed)).toBe('José María');
    expect(name.parse('  Hana Host  ')).toBe('Hana Host');
  });

  it('keeps names in every script, with their accents', () => {
    for (const fine of ['Nguyễn Thị Minh Khai', 'محمد', 'שרה כהן', '李小龙', 'Zoë O’Brien-Łukasz'])
      expect(name.safeParse(fine).success).toBe(true);
  });

  it('refuses direction overrides and isolates, naming the field', () => {
    for (const disguised of ['Ad\u202emin', 'a\u2066b\u2069', 'x\u200fy']) {
      const result = name.safeParse(disguised);
      expect(result.success).toBe(false);
      expect(messageOf(result)).toContain(
        'Full name contains characters that change the direction of text',
      );
    }
  });

  it('refuses zero-width characters', () => {
    expect(messageOf(name.safeParse('Ha\u200bna'))).toContain(
      'Full name contains invisible characters',
    );
    expect(name.safeParse('Ha\ufeffna').success).toBe(false);
  });

  it('refuses a pile of combining marks on one letter', () => {
    const zalgo = `Hana${'\u0301'.repeat(90)}`;
    expect(messageOf(name.safeParse(zalgo))).toContain(
      'Full name has too many accents on one letter',
    );
    // Vietnamese stacks two marks on a letter: still fine.
    expect(name.safeParse('e\u0302\u0301').success).toBe(true);
  });

  it('is one line without control characters', () => {
    expect(name.safeParse('Hana\nHost').success).toBe(false);
    expect(name.safeParse('Hana\u0000').success).toBe(false);
  });
});
