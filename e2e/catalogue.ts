import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * A text of the app's catalogues, as a page in `locale` shows it: specs in
 * other languages find their buttons and headings by the same words a person
 * reads, not by a copy that could drift.
 */
export function say(
  locale: string,
  namespacedKey: string,
  values: Record<string, string | number> = {},
): string {
  const [namespace = '', key = ''] = namespacedKey.split(':');
  const file = path.join(
    import.meta.dirname,
    '..',
    'src/shared/i18n/catalogues',
    locale,
    `${namespace}.json`,
  );
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`No text ${namespacedKey} in ${locale}`);
  return String(new IntlMessageFormat(node, locale, undefined, { ignoreTag: true }).format(values));
}
